import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './home.module.css';

/**
 * The tabs and their lists come in a chunk of their own (with Radix Tabs, about 6 KB of gzip): a
 * visitor's first page keeps under its budget (docs/first-visit.md, "Budgets"). Home's pre-rendered HTML
 * holds them already, and React hydrates them when their code arrives, so nothing moves; rendered from
 * scratch, a skeleton stands in as tall as the tab bar over the list's own skeleton (FansList).
 */
const loadTopFansTabs = () => import('./top-fans-tabs');
const TopFansTabs = lazy(loadTopFansTabs);
// At home, asked for as the app's code runs, not when hydration reaches them: an update that comes to
// them before their code (a member's profile) would make React drop their HTML for the skeleton.
if (typeof window !== 'undefined' && window.location.pathname === '/') void loadTopFansTabs();

/** Home's Top Cinema Fans: the top 5 of each period. */
export function TopFans() {
  return (
    <section className={styles.panel} aria-labelledby="top-fans-heading">
      <div className={styles.sectionHeader}>
        <h2 id="top-fans-heading">Top Cinema Fans</h2>
        <Link to="/leaderboard">View Leaderboard</Link>
      </div>
      <Suspense fallback={<Skeleton height="calc(4.125rem + 12rem)" radius="var(--radius-md)" />}>
        <TopFansTabs />
      </Suspense>
    </section>
  );
}
