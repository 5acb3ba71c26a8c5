import type { Trailer } from '@shared/api/routes/movies';
import { useState } from 'react';
import { TrailerWithQa } from '../../../components/trailer/trailer-qa';
import { EmptyState } from '../../../components/ui/empty-state';
import styles from './trailer-list.module.css';
import { TrailerThumbnail } from '../../../components/trailer/trailer-thumbnail';

/** The Trailers tab: a thumbnail per trailer; clicking one opens the player. */
interface TrailerListProps {
  trailers: Trailer[];
  movieTitle: string;
  backdropUrl: string | null;
  /** The movie's trailer asset, whose questions follow a trailer (trailer Q&A); null when it has none. */
  assetId: string | null;
}

export function TrailerList({ trailers, movieTitle, backdropUrl, assetId }: TrailerListProps) {
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
      <TrailerWithQa
        trailer={playing && { title: `${movieTitle}: ${playing.name}`, video: playing.key, assetId }}
        onClose={() => setPlaying(null)}
      />
    </>
  );
}
