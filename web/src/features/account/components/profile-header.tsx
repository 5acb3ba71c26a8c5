import type { Profile } from '@shared/schemas/profile';
import { Avatar } from '../../../components/avatar';
import { TierBadge } from '../../../components/tier-badge';
import { Button } from '../../../components/ui/button';
import { WrapAfter } from '../../../components/wrap-after';
import styles from './account.module.css';
import { formatMonthYear } from '../../../lib/format-time';

export function ProfileHeader({ user, onChangePhoto }: { user: Profile; onChangePhoto: () => void }) {
  return (
    <section className={`card ${styles.header}`} aria-labelledby="account-name">
      <div className={styles.avatarWrap}>
        <Avatar photo={user.profilePhoto} name={user.name} size={96} />
        <Button variant="secondary" size="sm" onClick={onChangePhoto}>
          Change Photo
        </Button>
      </div>
      <div className={styles.identity}>
        <h1 id="account-name" className={styles.name}>
          {user.name}
        </h1>
        <p className={styles.email}>
          <WrapAfter text={user.email} after="@" />
        </p>
        <div className={styles.meta}>
          <TierBadge tier={user.tier} />
          {user.createdAt && <span>Member since {formatMonthYear(user.createdAt)}</span>}
        </div>
      </div>
    </section>
  );
}
