import type { MovieListItem } from '@shared/api/routes/movies';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './movie-card.module.css';
import { Poster } from '../../../components/poster';
import { movieRating } from '../../../lib/movie-rating';

const yearOf = (date: string) => (date ? date.slice(0, 4) : '');

/**
 * A poster card of the Browse Movies grid: rating on hover (always on touch screens), overview, title
 * and year; opens the movie. The link is named by what it shows (title, year, rating), the overview
 * sits beside it so that name stays short.
 */
export function MovieCard({ movie }: { movie: MovieListItem }) {
  const rating = movieRating(movie.voteAverage);
  return (
    <div className={styles.card}>
      <Link to={`/movies/${movie.id}`} className={styles.link}>
        <Poster src={movie.posterUrl} className={styles.poster} />
        <h3 className={styles.title}>{movie.title}</h3>
        {movie.releaseDate && <span className={styles.year}>{yearOf(movie.releaseDate)}</span>}
        {/* After the title in reading order, drawn on the poster's corner. */}
        <span className={styles.rating}>
          <span aria-hidden="true">{rating.shown}</span>
          <span className="visually-hidden">{rating.spoken}</span>
        </span>
      </Link>
      {movie.overview && <p className={styles.overview}>{movie.overview}</p>}
    </div>
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
