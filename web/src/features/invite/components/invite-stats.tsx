import { Skeleton } from '../../../components/ui/skeleton';
import stat from '../../../styles/stat.module.css';
import styles from './invite.module.css';
import { formatNumber } from '../../../lib/format';

export interface InviteStatsProps {
  stats: { total: number; accepted: number; pointsEarned: number } | undefined;
  /** The list failed to load: a dash instead of a skeleton that never resolves. */
  failed: boolean;
}

/** The three stats cards (docs/product-rules.md, "Invitations and referral"). */
export function InviteStats({ stats, failed }: InviteStatsProps) {
  const items = [
    { label: 'Total Invites', value: stats?.total },
    { label: 'Accepted', value: stats?.accepted },
    { label: 'Points Earned', value: stats?.pointsEarned },
  ];
  return (
    <section aria-label="Invitation stats">
      <dl className={styles.stats}>
        {items.map((item) => (
          <div key={item.label} className={`${stat.stat} ${styles.stat}`}>
            <dt>{item.label}</dt>
            <dd>
              {item.value !== undefined ? formatNumber(item.value) : failed ? '—' : <Skeleton width="3rem" height="1.75rem" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
