import type { MyEarning } from '@shared/schemas/earning-limits';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import styles from './account.module.css';
import { formatNumber } from '../../../lib/format';
import { formatWeekdayDateTime } from '../../../lib/format-time';

const periodWord = (earning: MyEarning) => (earning.period === 'day' ? 'today' : 'this month');

/** My Account: what the member earned this period from each activity with an earning limit, against the limit. */
export function EarningsCard() {
  const earnings = useApi(apiKey('getMyEarnings'));
  return (
    <section className="card" aria-labelledby="account-earnings">
      <h2 id="account-earnings" className={styles.sectionTitle}>
        Earning Limits
      </h2>
      <p className={styles.sectionHint}>The most points each activity pays you a day or a month.</p>
      {earnings.error && !earnings.data ? (
        <LoadError title="Failed to load your earnings" onRetry={() => void earnings.mutate()} />
      ) : !earnings.data ? (
        <Skeleton height="6rem" />
      ) : earnings.data.items.length === 0 ? (
        <p className={styles.sectionHint}>No activity has a limit: every award pays in full.</p>
      ) : (
        <ul className={styles.earnings}>
          {earnings.data.items.map((earning) => {
            const percent = earning.limit > 0 ? Math.min(100, Math.round((earning.earned / earning.limit) * 100)) : 100;
            const reached = earning.earned >= earning.limit;
            return (
              <li key={earning.activityType} className={styles.earning}>
                <div className={styles.earningHead}>
                  <span>{earning.label}</span>
                  <span>
                    {formatNumber(earning.earned)} / {formatNumber(earning.limit)} {periodWord(earning)}
                  </span>
                </div>
                <div
                  className={styles.earningTrack}
                  role="progressbar"
                  aria-label={`${earning.label}: points earned ${periodWord(earning)}`}
                  aria-valuemin={0}
                  aria-valuemax={earning.limit}
                  aria-valuenow={Math.min(earning.earned, earning.limit)}
                >
                  <div className={reached ? `${styles.earningBar} ${styles.earningFull}` : styles.earningBar} style={{ width: `${percent}%` }} />
                </div>
                {reached && <p className={styles.earningNote}>Limit reached · resets {formatWeekdayDateTime(earning.resetsAt)}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
