import { dateRangeProblem } from '@shared/admin/date-range';
import type { AdminReport } from '@shared/api/routes/admin-reports';
import { addDays, utcDateKey } from '@shared/booking/calendar';
import { formatShortDate, formatTime } from '@shared/booking/format';
import { MAX_REPORT_DAYS, percent } from '@shared/reports/reports';
import { useState, type ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { AdminPageHeader } from '../components/admin-page-header';
import { BarChart } from './bar-chart';
import { FailedMailSection } from './failed-mail-section';
import { ReportSection, type ReportSectionProps } from './report-section';
import { TopEarnersSection } from './top-earners-section';
import styles from './reports.module.css';
import { loadFailureText } from '../lib/failure-toast';
import { formatNumber } from '../../../lib/format';

/** The report's lists, each a section of the page. */
type ListKey = { [K in keyof AdminReport]: AdminReport[K] extends unknown[] ? K : never }[keyof AdminReport];
type Row<K extends ListKey> = AdminReport[K][number];

/** A section of the page: what ReportSection shows, less what comes from the report and its range. */
interface SectionDefinition<K extends ListKey> extends Omit<ReportSectionProps<Row<K>>, 'rows' | 'fileName' | 'chart'> {
  list: K;
  /** The CSV's name; `range` is "<from>_<to>". */
  fileName: (range: string) => string;
  chart?: (rows: Row<K>[]) => ReactNode;
}

/** The sections, one type for the page's table: each keeps its own row type inside. */
interface Section {
  id: string;
  render: (report: AdminReport, range: string) => ReactNode;
}

const defineSection = <K extends ListKey>({ list, fileName, chart, ...props }: SectionDefinition<K>): Section => ({
  id: props.id,
  render: (report, range) => {
    const rows = report[list] as Row<K>[];
    return <ReportSection<Row<K>> key={props.id} {...props} rows={rows} fileName={fileName(range)} chart={chart?.(rows)} />;
  },
});

const VENUES = defineSection({
  list: 'venues',
  id: 'venues',
  title: 'Occupancy per venue',
  description: "Booked seats over the seats of the venue's sessions in the range.",
  rowKey: (v) => v.venueId,
  fileName: (range) => `occupancy-per-venue_${range}.csv`,
  emptyText: 'No sessions in this range.',
  chart: (venues) => (
    <BarChart summary="Occupancy per venue" horizontal percent labels={venues.map((v) => v.venueName)} series={[{ label: 'Occupancy', values: venues.map((v) => v.occupancy) }]} />
  ),
  columns: [
    { header: 'Venue', cell: (v) => v.venueName, csv: (v) => v.venueName },
    { header: 'Sessions', cell: (v) => v.sessions, csv: (v) => v.sessions, numeric: true },
    { header: 'Seats', cell: (v) => formatNumber(v.totalSeats), csv: (v) => v.totalSeats, numeric: true },
    { header: 'Booked', cell: (v) => v.bookedSeats, csv: (v) => v.bookedSeats, numeric: true },
    { header: 'Checked in', cell: (v) => v.checkedIn, csv: (v) => v.checkedIn, numeric: true },
    { header: 'Occupancy', cell: (v) => percent(v.occupancy), csv: (v) => Number(v.occupancy.toFixed(4)), numeric: true },
  ],
});

const POINTS = defineSection({
  list: 'pointsByWeek',
  id: 'points',
  title: 'Points earned and spent per week',
  description: 'Every ledger change in the ISO weeks the range touches.',
  rowKey: (w) => w.week,
  fileName: (range) => `points-per-week_${range}.csv`,
  emptyText: 'No weeks in this range.',
  chart: (weeks) => (
    <BarChart
      summary="Points earned and spent per week"
      labels={weeks.map((w) => w.week)}
      series={[
        { label: 'Earned', values: weeks.map((w) => w.earned) },
        { label: 'Spent', values: weeks.map((w) => w.spent) },
      ]}
    />
  ),
  columns: [
    { header: 'Week', cell: (w) => w.week, csv: (w) => w.week },
    { header: 'Earned', cell: (w) => formatNumber(w.earned), csv: (w) => w.earned, numeric: true },
    { header: 'Spent', cell: (w) => formatNumber(w.spent), csv: (w) => w.spent, numeric: true },
  ],
});

const SESSIONS = defineSection({
  list: 'sessions',
  id: 'sessions',
  title: 'Occupancy and check-ins per session',
  rowKey: (s) => s.id,
  fileName: (range) => `sessions_${range}.csv`,
  emptyText: 'No sessions in this range.',
  columns: [
    // The table reads dates and times as the rest of the back office does; the CSV keeps the sortable ISO forms.
    { header: 'Date', cell: (s) => formatShortDate(s.date), csv: (s) => s.date },
    { header: 'Time', cell: (s) => formatTime(s.time), csv: (s) => s.time },
    { header: 'Movie', cell: (s) => s.movieTitle, csv: (s) => s.movieTitle },
    { header: 'Venue', cell: (s) => `${s.venueName} · ${s.screenName}`, csv: (s) => `${s.venueName} · ${s.screenName}` },
    { header: 'Booked', cell: (s) => `${formatNumber(s.bookedSeats)}/${formatNumber(s.totalSeats)}`, csv: (s) => s.bookedSeats, numeric: true },
    { header: 'Checked in', cell: (s) => s.checkedIn, csv: (s) => s.checkedIn, numeric: true },
    { header: 'Occupancy', cell: (s) => percent(s.occupancy), csv: (s) => Number(s.occupancy.toFixed(4)), numeric: true },
  ],
});

/** The chart shows the first ten questions; the table has them all. */
const CHARTED_QUESTIONS = 10;

const QUESTIONS = defineSection({
  list: 'questions',
  id: 'questions',
  title: 'Q&A participation and correctness',
  description: 'The most answered questions; survey questions have no correct answer.',
  rowKey: (q) => q.id,
  fileName: (range) => `questions_${range}.csv`,
  emptyText: 'No answers in this range.',
  chart: (questions) => {
    const charted = questions.slice(0, CHARTED_QUESTIONS);
    return (
      <BarChart
        summary="Answers and correct answers per question"
        horizontal
        labels={charted.map((q) => q.text)}
        series={[
          { label: 'Answers', values: charted.map((q) => q.answers) },
          { label: 'Correct', values: charted.map((q) => q.correct) },
        ]}
      />
    );
  },
  columns: [
    { header: 'Question', cell: (q) => q.text, csv: (q) => q.text },
    { header: 'Topic', cell: (q) => q.topic ?? '—', csv: (q) => q.topic },
    { header: 'Answers', cell: (q) => q.answers, csv: (q) => q.answers, numeric: true },
    { header: 'Correct', cell: (q) => (q.correctRate === null ? '—' : q.correct), csv: (q) => (q.correctRate === null ? null : q.correct), numeric: true },
    {
      header: 'Correct rate',
      cell: (q) => (q.correctRate === null ? 'Survey' : percent(q.correctRate)),
      csv: (q) => (q.correctRate === null ? null : Number(q.correctRate.toFixed(4))),
      numeric: true,
    },
  ],
});

const REWARDS = defineSection({
  list: 'topRewards',
  id: 'rewards',
  title: 'Top rewards',
  description: 'The most redeemed rewards in the range.',
  rowKey: (r) => r.id,
  fileName: () => 'top-rewards.csv',
  emptyText: 'No rewards redeemed yet.',
  chart: (rewards) => (
    <BarChart summary="Redemptions per reward" horizontal labels={rewards.map((r) => r.name)} series={[{ label: 'Redeemed', values: rewards.map((r) => r.redeemed) }]} />
  ),
  columns: [
    { header: 'Reward', cell: (r) => r.name, csv: (r) => r.name },
    { header: 'Category', cell: (r) => r.category, csv: (r) => r.category },
    { header: 'Cost (pts)', cell: (r) => r.pointsCost, csv: (r) => r.pointsCost, numeric: true },
    { header: 'Redeemed', cell: (r) => r.redeemed, csv: (r) => r.redeemed, numeric: true },
  ],
});

/** The page, line by line: two sections side by side (on a wide screen), the sessions across the page. */
const LAYOUT: Section[][] = [[VENUES, POINTS], [SESSIONS], [QUESTIONS, REWARDS]];

/** The range a report opens with: the last 7 days and the coming 7 (the booked shows ahead). */
const defaultRange = () => ({ from: addDays(utcDateKey(), -6), to: addDays(utcDateKey(), 7) });

/**
 * Reports & Analytics (issue #14): for a date range, occupancy per venue and per session with the
 * check-ins, Q&A participation and correctness per question, points earned and spent per week and
 * the most redeemed rewards, and the top earners of an activity; each as a chart or a table with its CSV download. The chart library
 * loads with this page only. Below them, the mail that failed every try, to send again.
 */
export default function AdminReportsPage() {
  const [range, setRange] = useState(defaultRange);
  const problem = !range.from || !range.to ? 'Choose both days.' : dateRangeProblem(range.from, range.to, MAX_REPORT_DAYS);
  const report = useApi(problem ? null : apiKey('getAdminReport', { query: range }));
  const data = report.data;
  const suffix = `${range.from}_${range.to}`;

  return (
    <main className="page">
      <AdminPageHeader title="Reports & Analytics" description="Occupancy, check-ins, Q&A, points, rewards and top earners for a range of days." />
      <form className={styles.range} onSubmit={(event) => event.preventDefault()} aria-label="Report range">
        <TextField label="From" type="date" value={range.from} max={range.to} onChange={(event) => setRange({ ...range, from: event.target.value })} />
        <TextField label="To" type="date" value={range.to} min={range.from} onChange={(event) => setRange({ ...range, to: event.target.value })} error={problem ?? undefined} />
      </form>

      {report.error ? (
        <LoadError title="Failed to load reports" description={loadFailureText(report.error)} onRetry={() => void report.mutate()} />
      ) : !data ? (
        problem ? null : (
          <div aria-busy="true" aria-label="Loading reports">
            <Skeleton height="16rem" />
          </div>
        )
      ) : (
        LAYOUT.map((line) =>
          line.length === 1 ? (
            line[0].render(data, suffix)
          ) : (
            <div key={line.map((section) => section.id).join()} className={styles.grid}>
              {line.map((section) => section.render(data, suffix))}
            </div>
          ),
        )
      )}
      {/* Below the report, and hidden until it is in (their own reads start at once): shown first, they
          were pushed off the screen when the report, taller than its skeleton, arrived. */}
      <div hidden={!data && !problem && !report.error}>
        <TopEarnersSection range={problem ? null : range} />
        <FailedMailSection />
      </div>
    </main>
  );
}
