import { HOME_POPULAR_MOVIES } from '@shared/constants';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePopularMovies } from '../api/home';
import styles from './home.module.css';
import { Poster } from '../../../components/poster';
import { movieRating } from '../../../lib/movie-rating';

export function PopularMovies() {
  const { data, isLoading } = usePopularMovies();
  const movies = data?.results.slice(0, HOME_POPULAR_MOVIES) ?? [];
  return (
    <section aria-labelledby="popular-heading">
      <div className={styles.sectionHeader}>
        <h2 id="popular-heading">Popular Movies</h2>
        <Link to="/movies?tab=popular">All Movies</Link>
      </div>
      {isLoading ? (
        <Skeleton height="260px" radius="var(--radius-md)" />
      ) : movies.length === 0 ? (
        <p className={styles.muted}>No movies available at this time.</p>
      ) : (
        <ul className={styles.carousel}>
          {movies.map((movie) => (
            <li key={movie.id} className={styles.movieItem}>
              <Link to={`/movies/${movie.id}`} className={styles.movieLink}>
                <Poster src={movie.posterUrl} />
                <span className={styles.movieTitle}>{movie.title}</span>
                <span className={styles.muted}>
                  {movieRating(movie.voteAverage).shown} · {movie.releaseDate.slice(0, 4)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
