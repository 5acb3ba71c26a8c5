import type { Dashboard } from '@shared/api/routes/admin-members';
import { Link } from 'react-router-dom';
import { CalendarIcon, FilmIcon, ImageIcon, StarIcon, TicketIcon, UsersIcon } from '../../../components/icons';
import { ADMIN_LINKS } from '../../../components/layout/nav-links';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import styles from './admin-dashboard-page.module.css';
import { formatNumber } from '../../../lib/format';

/** Six counts, read from the dashboard's counters (docs/back-office.md, "Pages"). */
const METRICS: { key: keyof Dashboard; label: string; Icon: typeof UsersIcon }[] = [
  { key: 'members', label: 'Total Members', Icon: UsersIcon },
  { key: 'sessions', label: 'Sessions', Icon: CalendarIcon },
  { key: 'bookings', label: 'Bookings', Icon: TicketIcon },
  { key: 'activeAssets', label: 'Active Assets', Icon: ImageIcon },
  { key: 'movies', label: 'Movies', Icon: FilmIcon },
  { key: 'pointsSpent', label: 'Points Spent', Icon: StarIcon },
];

const QUICK_ACTION_PATHS = [
  '/admin/sessions',
  '/admin/venues',
  '/admin/assets',
  '/admin/members',
  '/admin/movies',
  '/admin/home-content',
  '/admin/questions',
  '/admin/reports',
];
const QUICK_ACTIONS = QUICK_ACTION_PATHS.map((path) => ADMIN_LINKS.find((link) => link.to === path)!);

export default function AdminDashboardPage() {
  const dashboard = useApi(apiKey('getAdminDashboard'));
  return (
    <main className="page">
      <h1 className="page-title">Admin Dashboard</h1>
      <section aria-labelledby="admin-metrics">
        <h2 id="admin-metrics" className="visually-hidden">
          Metrics
        </h2>
        {dashboard.error && !dashboard.data ? (
          <LoadError title="Failed to load the dashboard" onRetry={() => void dashboard.mutate()} />
        ) : (
          <ul className={styles.metrics} aria-busy={!dashboard.data || undefined}>
            {METRICS.map((metric) => (
              <li key={metric.key} className={`card ${styles.metric}`}>
                <metric.Icon className={styles.metricIcon} size={24} />
                <span className={styles.metricLabel}>{metric.label}</span>
                {dashboard.data ? (
                  <span className={styles.metricValue} data-metric={metric.key}>
                    {formatNumber(dashboard.data[metric.key])}
                  </span>
                ) : (
                  <Skeleton height="2rem" width="5rem" />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="admin-quick-actions" className={styles.quick}>
        <h2 id="admin-quick-actions">Quick Actions</h2>
        <ul className={styles.actions}>
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link to={action.to} className={styles.action}>
                <action.icon size={20} />
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
