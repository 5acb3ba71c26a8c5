import type { LiveStanding as Standing, LiveTopEntry } from '@shared/live/messages';
import { podiumMedal, ranksOfTop } from '@shared/live/scoring';
import { formatNumber } from '../../../lib/format';
import { ordinal } from './live-texts';
import styles from './live-game.module.css';

function TopRow({ entry, rank, className }: { entry: LiveTopEntry; rank: number; className?: string }) {
  return (
    <li className={className}>
      <span className={styles.rank}>{ordinal(rank)}</span>
      <span className={styles.name}>{entry.name}</span>
      <span className={styles.score}>{formatNumber(entry.score)}</span>
    </li>
  );
}

/** The top ten between questions. */
export function LiveTopTen({ top, answered, players }: { top: LiveTopEntry[]; answered: number; players: number }) {
  const ranks = ranksOfTop(top);
  return (
    <section className={styles.board} aria-labelledby="live-top-ten">
      <h2 id="live-top-ten">Top ten</h2>
      <p className={styles.muted}>
        {formatNumber(answered)} of {formatNumber(players)} {players === 1 ? 'player' : 'players'} answered
      </p>
      <ol className={styles.topList}>
        {top.map((entry, i) => (
          <TopRow key={`${entry.name}-${i}`} entry={entry} rank={ranks[i]} />
        ))}
      </ol>
    </section>
  );
}

/** The end: the podium (the first three), then the rest of the top ten. */
export function LivePodium({ top }: { top: LiveTopEntry[] }) {
  const ranks = ranksOfTop(top);
  const podium = top.slice(0, 3);
  return (
    <section className={styles.board} aria-labelledby="live-podium">
      <h2 id="live-podium">Podium</h2>
      {podium.length === 0 ? (
        <p className={styles.muted}>Nobody played this game.</p>
      ) : (
        <ol className={styles.podium}>
          {podium.map((entry, i) => (
            // The rank's colour, not the place's: two players on 2nd are both silver.
            <TopRow key={`${entry.name}-${i}`} entry={entry} rank={ranks[i]} className={styles[podiumMedal(ranks[i]) ?? '']} />
          ))}
        </ol>
      )}
      {top.length > 3 && (
        <ol className={styles.topList}>
          {top.slice(3).map((entry, i) => (
            <TopRow key={`${entry.name}-${i}`} entry={entry} rank={ranks[i + 3]} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** The member's score, rank and streak, as the last result or `state` told them. */
export function LiveStanding({ you }: { you: Standing }) {
  return (
    <dl className={styles.standing}>
      <div>
        <dt>Score</dt>
        <dd>{formatNumber(you.score)}</dd>
      </div>
      <div>
        <dt>Rank</dt>
        <dd>{ordinal(you.rank)}</dd>
      </div>
      <div>
        <dt>Streak</dt>
        <dd>{you.streak}</dd>
      </div>
    </dl>
  );
}
