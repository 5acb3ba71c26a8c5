import type { Trailer } from '@shared/api/routes/movies';
import { useState } from 'react';
import { TrailerPlayer } from '../../../components/trailer/trailer-player';
import { EmptyState } from '../../../components/ui/empty-state';
import styles from './trailer-list.module.css';
import { TrailerThumbnail } from '../../../components/trailer/trailer-thumbnail';

/** The Trailers tab: a thumbnail per trailer; clicking one opens the player. */
export function TrailerList({ trailers, movieTitle, backdropUrl }: { trailers: Trailer[]; movieTitle: string; backdropUrl: string | null }) {
  const [playing, setPlaying] = useState<Trailer | null>(null);
  if (trailers.length === 0) return <EmptyState title="No trailers available at this time." />;
  return (
    <>
      <ul className={styles.list}>
        {trailers.map((trailer) => (
          <li key={trailer.id}>
            <TrailerThumbnail backdropUrl={backdropUrl} onPlay={() => setPlaying(trailer)}>
              <span className={styles.name}>{trailer.name}</span>
            </TrailerThumbnail>
          </li>
        ))}
      </ul>
      <TrailerPlayer
        open={playing !== null}
        onOpenChange={(open) => !open && setPlaying(null)}
        title={playing ? `${movieTitle}: ${playing.name}` : movieTitle}
        video={playing?.key}
      />
    </>
  );
}
