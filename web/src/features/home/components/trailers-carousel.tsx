import type { MovieTrailer } from '@shared/api/routes/movies';
import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTrailers } from '../api/home';
import styles from './home.module.css';
import { TrailerThumbnail } from '../../../components/trailer/trailer-thumbnail';

// The player (a dialog, with its focus trap and scroll lock) loads when a trailer is first played:
// it is not on home's first paint.
const TrailerPlayer = lazy(() => import('../../../components/trailer/trailer-player').then((m) => ({ default: m.TrailerPlayer })));

export function TrailersCarousel() {
  const { data, isLoading } = useTrailers();
  const [playing, setPlaying] = useState<MovieTrailer | null>(null);
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
              <TrailerThumbnail backdropUrl={item.backdropUrl} onPlay={() => setPlaying(item)} aria-label={`Play ${item.movieTitle}: ${item.trailer.name}`}>
                <span className={styles.trailerTitle}>{item.movieTitle}</span>
                <span className={styles.muted}>{item.trailer.name}</span>
              </TrailerThumbnail>
            </li>
          ))}
        </ul>
      )}
      {playing && (
        <Suspense fallback={null}>
          <TrailerPlayer
            open
            onOpenChange={(open) => !open && setPlaying(null)}
            title={`${playing.movieTitle}: ${playing.trailer.name}`}
            video={playing.trailer.key}
          />
        </Suspense>
      )}
    </section>
  );
}
