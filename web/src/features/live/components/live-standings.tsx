import type { LiveTopEntry } from '@shared/live/messages';
import { ordinal } from './live-texts';
import styles from './live-game.module.css';

/** Ranks of a top list as the server ranks them: equal scores share a rank (1, 2, 2, 4). */
function ranksOf(top: readonly LiveTopEntry[]): number[] {
  return top.map((entry) => top.findIndex((other) => other.score === entry.score) + 1);
}

/** The top ten between questions. */
export function LiveTopTen({ top, answered, players }: { top: LiveTopEntry[]; answered: number; players: number }) {
  const ranks = ranksOf(top);
  return (
    <section className={styles.board} aria-labelledby="live-top-ten">
      <h2 id="live-top-ten">Top ten</h2>
      <p className={styles.muted}>
        {answered} of {players} {players === 1 ? 'player' : 'players'} answered
      </p>
      <ol className={styles.topList}>
        {top.map((entry, i) => (
          <li key={`${entry.name}-${i}`}>
            <span className={styles.rank}>{ordinal(ranks[i])}</span>
            <span className={styles.name}>{entry.name}</span>
            <span className={styles.score}>{entry.score}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The end: the podium (the first three), then the rest of the top ten. */
export function LivePodium({ top }: { top: LiveTopEntry[] }) {
  const ranks = ranksOf(top);
  const podium = top.slice(0, 3);
  return (
    <section className={styles.board} aria-labelledby="live-podium">
      <h2 id="live-podium">Podium</h2>
      {podium.length === 0 ? (
        <p className={styles.muted}>Nobody played this game.</p>
      ) : (
        <ol className={styles.podium}>
          {podium.map((entry, i) => (
            <li key={`${entry.name}-${i}`} className={styles[`place${i + 1}`]}>
              <span className={styles.rank}>{ordinal(ranks[i])}</span>
              <span className={styles.name}>{entry.name}</span>
              <span className={styles.score}>{entry.score}</span>
            </li>
          ))}
        </ol>
      )}
      {top.length > 3 && (
        <ol className={styles.topList}>
          {top.slice(3).map((entry, i) => (
            <li key={`${entry.name}-${i}`}>
              <span className={styles.rank}>{ordinal(ranks[i + 3])}</span>
              <span className={styles.name}>{entry.name}</span>
              <span className={styles.score}>{entry.score}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
