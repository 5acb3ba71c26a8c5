import type { TopEarnersReport } from '@shared/api/routes/admin-reports';
import { DEFAULT_POINTS_CONFIG, POINTS_ACTIVITIES, type PointsActivity } from '@shared/constants';
import { percent } from '@shared/reports/reports';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { SelectField } from '../components/select-field';
import { ReportSection } from './report-section';
import styles from './reports.module.css';
import { loadFailureText } from '../lib/failure-toast';
import { formatNumber } from '../../../lib/format';

type Earner = TopEarnersReport['items'][number];

const limitDescription = (report: TopEarnersReport) =>
  report.limit
    ? `The members who earned most from it; share of its limit of ${formatNumber(report.limit.points)} points a ${report.limit.period} over the range.`
    : 'The members who earned most from it (the activity has no limit).';

/**
 * Reports' Top earners: for the page's range and an activity, the members who earned most from it with
 * the share of its earning limit each used, as a table with its CSV download.
 */
export function TopEarnersSection({ range }: { range: { from: string; to: string } | null }) {
  const [activity, setActivity] = useState<PointsActivity>('correct_answer');
  const report = useApi(range ? apiKey('getTopEarners', { query: { ...range, activity } }) : null);
  const data = report.data;
  return (
    <div className={styles.topEarners}>
      <SelectField label="Top earners of" value={activity} onChange={(event) => setActivity(event.target.value as PointsActivity)}>
        {POINTS_ACTIVITIES.map((value) => (
          <option key={value} value={value}>
            {DEFAULT_POINTS_CONFIG[value].label}
          </option>
        ))}
      </SelectField>
      {report.error ? (
        <LoadError title="Failed to load top earners" description={loadFailureText(report.error)} onRetry={() => void report.mutate()} />
      ) : !data ? (
        range && (
          <div aria-busy="true" aria-label="Loading top earners">
            <Skeleton height="8rem" />
          </div>
        )
      ) : (
        <ReportSection<Earner>
          id="top-earners"
          title={`Top earners: ${DEFAULT_POINTS_CONFIG[data.activity].label}`}
          description={limitDescription(data)}
          rows={data.items}
          rowKey={(earner) => earner.userId}
          fileName={`top-earners_${data.activity}_${data.from}_${data.to}.csv`}
          emptyText="Nobody earned points from this activity in this range."
          columns={[
            { header: 'Rank', cell: (earner) => data.items.indexOf(earner) + 1, csv: (earner) => data.items.indexOf(earner) + 1, numeric: true },
            { header: 'Member', cell: (earner) => earner.name, csv: (earner) => earner.name },
            { header: 'E-mail', cell: (earner) => earner.email, csv: (earner) => earner.email },
            { header: 'Earned', cell: (earner) => formatNumber(earner.earned), csv: (earner) => earner.earned, numeric: true },
            {
              header: 'Share of limit',
              cell: (earner) => (earner.limitShare === null ? '—' : percent(earner.limitShare)),
              csv: (earner) => earner.limitShare,
              numeric: true,
            },
          ]}
        />
      )}
    </div>
  );
}
