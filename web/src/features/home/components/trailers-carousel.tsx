import { lazy, Suspense, useState } from 'react';
import type { PlayingTrailer } from '../../../components/trailer/trailer-qa';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTrailers } from '../api/home';
import styles from './home.module.css';
import { TrailerThumbnail } from '../../../components/trailer/trailer-thumbnail';

// The player and its Q&A load with the first trailer played, not with home.
const TrailerWithQa = lazy(() => import('../../../components/trailer/trailer-qa').then((module) => ({ default: module.TrailerWithQa })));

export function TrailersCarousel() {
  const { data, isLoading } = useTrailers();
  const [playing, setPlaying] = useState<PlayingTrailer | null>(null);
  // Once a trailer has played, the player stays mounted: its Q&A outlives the video.
  const [played, setPlayed] = useState(false);
  const play = (trailer: PlayingTrailer) => {
    setPlayed(true);
    setPlaying(trailer);
  };
  return (
    <section aria-labelledby="trailers-heading">
      <div className={styles.sectionHeader}>
        <h2 id="trailers-heading">Trailers</h2>
      </div>
      {isLoading ? (
        <Skeleton height="160px" radius="var(--radius-md)" />
      ) : !data || data.items.length === 0 ? (
        <p className={styles.muted}>No trailers available at this time.</p>
      ) : (
        <ul className={styles.carousel}>
          {data.items.map((item) => (
            <li key={item.trailer.id} className={styles.trailerItem}>
              <TrailerThumbnail backdropUrl={item.backdropUrl} onPlay={() => play({ title: `${item.movieTitle}: ${item.trailer.name}`, video: item.trailer.key, assetId: item.assetId })}>
                <span className={styles.trailerTitle}>{item.movieTitle}</span>
                <span className={styles.muted}>{item.trailer.name}</span>
              </TrailerThumbnail>
            </li>
          ))}
        </ul>
      )}
      {played && (
        <Suspense fallback={null}>
          <TrailerWithQa trailer={playing} onClose={() => setPlaying(null)} />
        </Suspense>
      )}
    </section>
  );
}
