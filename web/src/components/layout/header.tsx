import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Profile } from '@shared/schemas/profile';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { lazySlot, SLOT_NOT_LOADED } from '../lazy-slot';
import { useToast } from '../ui/toast';
import { TierBadge } from '../tier-badge';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { Logo } from './logo';
import { AccountSummary } from './account-summary';
import { MAIN_CONTENT_ID } from './main-content';
import styles from './header.module.css';
import { formatCompactNumber, formatNumber } from '../../lib/format';

// The menu (and its positioning code, ~23 KB gzip) loads only when a member reaches for it (pointer
// over the button, focus, press): never for a visitor, and not on a member's first page either.
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazySlot(loadAccountMenu);

interface AccountMenuSlotProps {
  user: Profile;
  onSignOut: () => void;
}

/**
 * The account button: a stand-in with the trigger's look and name until the menu's code is wanted;
 * pressed (pointer, or Enter, Space, ArrowDown as the menu's own trigger takes them), it is replaced by
 * the menu, opened.
 */
function AccountMenuSlot({ user, onSignOut }: AccountMenuSlotProps) {
  const [pressed, setPressed] = useState(false);
  const { toast } = useToast();
  // Fetches the menu's code without a re-render, so the focused button stays where it is.
  const prefetch = () => void loadAccountMenu();
  const standIn = (
    <button
      type="button"
      className={styles.account}
      aria-label={`Account menu for ${user.name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0) setPressed(true);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          setPressed(true);
        }
      }}
    >
      <AccountSummary name={user.name} photo={user.profilePhoto} />
      <span aria-hidden="true" className={styles.chevron}>
        ▾
      </span>
    </button>
  );
  if (!pressed) return standIn;
  // Offline, the menu's code may not load: the stand-in stays, and says so.
  return (
    <AccountMenu
      user={user}
      onSignOut={onSignOut}
      defaultOpen
      loading={standIn}
      failed={standIn}
      onFailed={() => {
        setPressed(false);
        toast(SLOT_NOT_LOADED);
      }}
    />
  );
}

/** A balance this large reads short on a phone ("12.3K"): in full it pushed the header past a 390 px screen. */
const SHORT_POINTS_FROM = 10_000;

/** The header's balance: in full, and on a phone short when large (the full figure kept for screen readers). */
function HeaderPoints({ points }: { points: number }) {
  const full = formatNumber(points);
  return (
    <span className={styles.points}>
      {points < SHORT_POINTS_FROM ? (
        full
      ) : (
        <>
          <span className={styles.pointsShort} aria-hidden="true">
            {formatCompactNumber(points)}
          </span>
          <span className={styles.pointsLong}>{full}</span>
        </>
      )}{' '}
      <span className={styles.pointsUnit}>pts</span>
    </span>
  );
}

/**
 * Where a member's tier, points and account button go, while the app is still finding out who is here
 * on a device that holds a session: shown instead of the guest's block by CSS, from the mark index.html
 * sets before the first paint (docs/first-visit.md, "Signed-in members"). Hidden otherwise.
 */
function MemberPlaceholder() {
  return (
    <span className={styles.memberPlaceholder} data-testid="member-placeholder">
      <span className="visually-hidden">Loading your account</span>
      <span className={styles.status}>
        <Skeleton width="5rem" height="1.375rem" radius="999px" />
        <Skeleton width="2.5rem" height="1.25rem" />
      </span>
      <span className={styles.guest}>
        <Skeleton width={34} height={34} radius="50%" />
        <Skeleton className={styles.name} width="8rem" height="1rem" />
      </span>
    </span>
  );
}

/** Direct links beside the account menu (Shows asks a guest to sign in first, then opens). */
const HEADER_LINKS = [
  { to: '/movies', label: 'Movies' },
  { to: '/shows', label: 'Shows' },
] as const;

export function Header() {
  const { user, isLoading, signOut, openAuthDialog } = useAuth();
  const navigate = useNavigate();

  // Home first, then signed out: signed out while still on a members-only page, that page would ask them
  // to sign in again. The sign-out waits for home to be on screen (navigations render as transitions).
  const { pathname } = useLocation();
  const signOutAtHome = useRef(false);
  const focusPageWhenSignedOut = useRef(false);
  const handleSignOut = () => {
    focusPageWhenSignedOut.current = true;
    if (pathname === '/') return void signOut();
    signOutAtHome.current = true;
    navigate('/', { replace: true });
  };
  useEffect(() => {
    if (!signOutAtHome.current || pathname !== '/') return;
    signOutAtHome.current = false;
    void signOut();
  }, [pathname, signOut]);
  // Signed out, the account menu's button is gone with the focus it held: the focus goes to the page
  // (home's), as after signing in, rather than falling to the document.
  useEffect(() => {
    if (user || !focusPageWhenSignedOut.current) return;
    focusPageWhenSignedOut.current = false;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [user]);

  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand} aria-label="Cinema home">
        <Logo size={36} />
        <span className={styles.wordmark}>Cinema</span>
      </Link>

      <nav aria-label="Main" className={styles.nav}>
        {HEADER_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className={styles.navLink}>
            {link.label}
          </NavLink>
        ))}
      </nav>

      <div className={styles.right} aria-busy={isLoading}>
        {user && (
          <div className={styles.status} data-testid="member-status">
            <TierBadge tier={user.tier} className={styles.tier} />
            <HeaderPoints points={user.points} />
          </div>
        )}

        {user ? (
          <AccountMenuSlot user={user} onSignOut={handleSignOut} />
        ) : (
          <>
            {isLoading && <MemberPlaceholder />}
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
