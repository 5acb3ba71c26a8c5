import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { TierBadge } from '../tier-badge';
import { Button } from '../ui/button';
import { Logo } from './logo';
import { AccountSummary } from './account-summary';
import styles from './header.module.css';

// The menu (and its positioning code) loads only for signed-in members, never for a visitor.
const AccountMenu = lazy(() => import('./account-menu'));

const pointsFormat = new Intl.NumberFormat('en-US');

export function Header() {
  const { user, isAdmin, isLoading, signOut, openAuthDialog } = useAuth();
  const navigate = useNavigate();

  const handleSignOut = async () => {
    await signOut();
    navigate('/', { replace: true });
  };

  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand} aria-label="Cinema home">
        <Logo size={36} />
        <span className={styles.wordmark}>Cinema</span>
      </Link>

      <div className={styles.right}>
        {user && (
          <div className={styles.status} data-testid="member-status">
            <TierBadge tier={user.tier} />
            <span className={styles.points}>
              {pointsFormat.format(user.points)} <span className={styles.pointsUnit}>pts</span>
            </span>
          </div>
        )}

        {user ? (
          <Suspense
            fallback={
              <span className={styles.account}>
                <AccountSummary name={user.name} photo={user.profilePhoto} />
              </span>
            }
          >
            <AccountMenu user={user} isAdmin={isAdmin} onSignOut={() => void handleSignOut()} />
          </Suspense>
        ) : (
          <>
            <span className={styles.guest}>
              <AccountSummary name="Guest" />
            </span>
            <Button size="sm" onClick={() => openAuthDialog('login')} disabled={isLoading}>
              Sign In
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
