import { useRef } from 'react';
import { LoadMoreButton } from '../../../components/load-more-button';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePointsHistory } from '../api/use-points-history';
import styles from './account.module.css';
import { formatNumber, formatSignedNumber } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-time';

/** The ledger: every change of the balance, newest first. */
export function PointsStatement() {
  const { entries, error, isLoading, hasMore, isLoadingMore, loadMore, mutate } = usePointsHistory();
  const rows = useRef<HTMLTableSectionElement>(null);

  return (
    <section className="card" aria-labelledby="points-statement">
      <h2 id="points-statement" className={styles.sectionTitle}>
        Points Statement
      </h2>
      {isLoading ? (
        <div className={styles.statementSkeleton}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height="2.5rem" />
          ))}
        </div>
      ) : error ? (
        <EmptyState
          title="Could not load your points statement"
          description={error.message}
          action={
            <Button variant="secondary" size="sm" onClick={() => void mutate()}>
              Try again
            </Button>
          }
        />
      ) : entries.length === 0 ? (
        <EmptyState title="No points activity yet" description="Answer questions, review movies and invite friends to earn points." />
      ) : (
        <>
          <ScrollRegion label="Points Statement" className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.dateColumn}>
                    Date
                  </th>
                  <th scope="col">Description</th>
                  <th scope="col" className={styles.numeric}>
                    Points
                  </th>
                  <th scope="col" className={styles.numeric}>
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody ref={rows}>
                {entries.map((entry) => {
                  const date = formatDateTime(entry.createdAt);
                  return (
                    <tr key={entry.id}>
                      <td className={styles.dateColumn}>{date}</td>
                      <td>
                        {entry.reason}
                        <span className={styles.entryType}>
                          {entry.type}
                          {/* On a phone the date goes under the description: four columns do not fit. */}
                          <span className={styles.dateInline}> · {date}</span>
                        </span>
                      </td>
                      <td className={`${styles.numeric} ${entry.delta < 0 ? styles.debit : styles.credit}`}>
                        {formatSignedNumber(entry.delta)}
                      </td>
                      <td className={styles.numeric}>{formatNumber(entry.newBalance)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          <LoadMoreButton
            label="Load more"
            list={rows}
            count={entries.length}
            hasMore={hasMore}
            isLoadingMore={isLoadingMore}
            onLoadMore={loadMore}
            className={styles.loadMore}
          />
        </>
      )}
    </section>
  );
}
