import type { MovieListItem } from '@shared/api/routes/movies';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './movie-card.module.css';
import { Poster } from '../../../components/poster';

const yearOf = (date: string) => (date ? date.slice(0, 4) : '');

/** A poster card of the Browse Movies grid: rating on hover, overview, title and year; opens the movie. */
export function MovieCard({ movie }: { movie: MovieListItem }) {
  return (
    <Link to={`/movies/${movie.id}`} className={styles.card} aria-label={`${movie.title}${movie.releaseDate ? ` (${yearOf(movie.releaseDate)})` : ''}`}>
      <Poster src={movie.posterUrl} className={styles.poster}>
        <span className={styles.rating} aria-label={`Rated ${movie.voteAverage.toFixed(1)} out of 10`}>
          ★ {movie.voteAverage.toFixed(1)}
        </span>
      </Poster>
      <div className={styles.body}>
        <h3 className={styles.title}>{movie.title}</h3>
        {movie.releaseDate && <span className={styles.year}>{yearOf(movie.releaseDate)}</span>}
        {movie.overview && <p className={styles.overview}>{movie.overview}</p>}
      </div>
    </Link>
  );
}

export function MovieCardSkeleton() {
  return (
    <div className={styles.card} data-testid="movie-card-skeleton">
      <Skeleton className={styles.posterSkeleton} height="auto" radius="var(--radius-md)" />
      <div className={styles.body}>
        <Skeleton height="1.1rem" width="80%" />
        <Skeleton height="0.8rem" width="30%" />
      </div>
    </div>
  );
}
