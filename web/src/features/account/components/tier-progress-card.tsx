import type { Profile } from '@shared/schemas/profile';
import { TierProgress } from '../../../components/tier-progress';
import styles from './account.module.css';

export function TierProgressCard({ user }: { user: Profile }) {
  return (
    <section className="card" aria-labelledby="tier-progress">
      <h2 id="tier-progress" className={styles.sectionTitle}>
        Next Tier Progress
      </h2>
      <TierProgress user={user} />
    </section>
  );
}
