import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import styles from './home.module.css';

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {path}
  </svg>
);

const TILES = [
  {
    to: '/shows',
    label: 'Browse Shows',
    hint: 'Find a session and book seats',
    icon: icon(
      <>
        <rect x="3" y="6" width="18" height="14" rx="2" />
        <path d="M3 10h18M7 6l2-3M13 6l2-3" />
      </>,
    ),
  },
  {
    to: '/my-tickets',
    label: 'My Tickets',
    hint: 'Your digital ticket wallet',
    icon: icon(<path d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4zM14 5v14" />),
  },
  {
    to: '/in-session',
    label: 'Q&A',
    hint: 'Answer questions, earn points',
    icon: icon(
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
      </>,
    ),
  },
  {
    to: '/rewards',
    label: 'Rewards',
    hint: 'Spend points, climb tiers',
    icon: icon(<path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v2a3 3 0 0 0 3 3M17 6h3v2a3 3 0 0 1-3 3" />),
  },
];

/** The quick tiles; the Q&A tile carries a New badge while the member has unanswered flash cards. */
export function QuickTiles({ newQuestions = false }: { newQuestions?: boolean }) {
  return (
    <nav aria-label="Quick links" className={styles.tiles}>
      {TILES.map((tile) => (
        <Link key={tile.to} to={tile.to} className={styles.tile}>
          <span className={styles.tileTop}>
            <span className={styles.tileIcon}>{tile.icon}</span>
            {tile.to === '/in-session' && newQuestions && (
              <Badge variant="primary" className={styles.newBadge}>
                New
              </Badge>
            )}
          </span>
          <span className={styles.tileLabel}>{tile.label}</span>
          <span className={styles.tileHint}>{tile.hint}</span>
        </Link>
      ))}
    </nav>
  );
}
