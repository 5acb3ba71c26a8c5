import { Link } from 'react-router-dom';
import { CalendarIcon, FilmIcon, ImageIcon, StarIcon, TicketIcon, UsersIcon } from '../../../components/icons';
import { ADMIN_LINKS } from '../../../components/layout/nav-links';
import styles from './admin-dashboard-page.module.css';

/** back-office §2: six counts. No admin reporting endpoint exists yet, so each shows "—" rather than a made-up number. */
const METRICS = [
  { label: 'Total Members', Icon: UsersIcon },
  { label: 'Sessions', Icon: CalendarIcon },
  { label: 'Bookings', Icon: TicketIcon },
  { label: 'Active Assets', Icon: ImageIcon },
  { label: 'Movies', Icon: FilmIcon },
  { label: 'Points Redeemed', Icon: StarIcon },
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
  return (
    <main className="page">
      <h1 className="page-title">Admin Dashboard</h1>
      <section aria-labelledby="admin-metrics">
        <h2 id="admin-metrics" className="visually-hidden">
          Metrics
        </h2>
        <ul className={styles.metrics}>
          {METRICS.map((metric) => (
            <li key={metric.label} className={`card ${styles.metric}`}>
              <metric.Icon className={styles.metricIcon} size={24} />
              <span className={styles.metricLabel}>{metric.label}</span>
              <span className={styles.metricValue} aria-label={`${metric.label}: not available yet`}>
                —
              </span>
            </li>
          ))}
        </ul>
        <p className="field-hint">Counts appear here once the admin reporting API is available.</p>
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
