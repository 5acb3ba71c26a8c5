import { MOVIE_SEARCH_MAX_LENGTH, type MovieSearchResult } from '@shared/api/routes/admin-assets';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useToast } from '../../../components/ui/toast';
import { api, ApiError } from '../../../lib/api-client';
import styles from './assets.module.css';
import { movieRating } from '../../../lib/movie-rating';
import { formatNumber } from '../../../lib/format';

export interface ImportMovieDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: () => void;
}

/**
 * The movie-database import (docs/back-office.md, "Assets and the movie import"): search by title (page 1), result cards, Import. An
 * import adds the movie, its movie asset and its first Trailer as a 150 s trailer asset.
 */
export function ImportMovieDialog({ open, onOpenChange, onImported }: ImportMovieDialogProps) {
  const { toast } = useToast();
  const ids = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<MovieSearchResult[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [importing, setImporting] = useState<ReadonlySet<number>>(new Set());

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    setSearching(true);
    try {
      const page = await api('searchMovieDatabase', { query: { query: query.trim(), page: 1 } });
      setResults(page.results);
    } catch (error) {
      console.error('Movie search failed', error);
      toast({ title: 'Failed to fetch movies from TMDB', variant: 'error' });
    } finally {
      setSearching(false);
    }
  };

  const importMovie = async (movie: MovieSearchResult) => {
    setImporting((current) => new Set(current).add(movie.id));
    try {
      const result = await api('importMovie', { body: { movieId: movie.id } });
      toast({
        title: result.created ? `Imported ${result.movie.title}` : `${result.movie.title} was already imported`,
        description: result.trailerAsset ? 'Movie asset and trailer asset added.' : 'Movie asset added (no trailer found).',
        variant: 'success',
      });
      setResults((current) => current?.map((m) => (m.id === movie.id ? { ...m, imported: true } : m)) ?? null);
      onImported();
    } catch (error) {
      console.error('Movie import failed', error);
      const reason = error instanceof ApiError ? error.message : error instanceof Error ? error.message : 'Unknown error';
      toast({ title: `Failed to import movie: ${reason}`, variant: 'error' });
    } finally {
      setImporting((current) => {
        const next = new Set(current);
        next.delete(movie.id);
        return next;
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Import from Movie Database" description="Search by title, then import a movie with its trailer." size="lg">
      <form className={styles.searchForm} onSubmit={(event) => void search(event)} role="search">
        <label htmlFor={`${ids}-query`} className="visually-hidden">
          Movie title
        </label>
        <input
          id={`${ids}-query`}
          className="input"
          type="search"
          placeholder="Search movies by title…"
          maxLength={MOVIE_SEARCH_MAX_LENGTH}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" loading={searching} disabled={!query.trim()}>
          {searching ? 'Searching…' : 'Search'}
        </Button>
      </form>
      <div aria-live="polite" className="visually-hidden">
        {results ? `${formatNumber(results.length)} movies found` : ''}
      </div>
      {results &&
        (results.length === 0 ? (
          <EmptyState title="No movies found" description="Try another title." />
        ) : (
          <ul className={styles.results}>
            {results.map((movie) => (
              <li key={movie.id} className={styles.resultCard}>
                {movie.posterUrl ? (
                  <img src={movie.posterUrl} alt="" className={styles.poster} loading="lazy" />
                ) : (
                  <span className={styles.poster} aria-hidden="true" />
                )}
                <div className={styles.resultBody}>
                  <h3 className={styles.resultTitle}>{movie.title}</h3>
                  <p className={styles.resultMeta}>
                    {movie.releaseDate ? movie.releaseDate.slice(0, 4) : 'Unknown year'} · {movieRating(movie.voteAverage).shown} · {movie.originalLanguage.toUpperCase()}
                  </p>
                  <p className={styles.overview}>{movie.overview}</p>
                  <div>
                    {movie.imported ? (
                      <Badge variant="success">Imported</Badge>
                    ) : (
                      <Button size="sm" onClick={() => void importMovie(movie)} loading={importing.has(movie.id)} aria-label={`Import ${movie.title}`}>
                        {importing.has(movie.id) ? 'Importing…' : 'Import'}
                      </Button>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        ))}
    </Dialog>
  );
}
