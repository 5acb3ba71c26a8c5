import { ADMIN_MOVIE_LISTS, MOVIE_FILTER_LIMITS } from '@shared/api/routes/admin-movies';
import { useId, useState } from 'react';
import { FilmIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { useDebounced } from '../../../lib/use-debounced';
import { AdminPageHeader } from '../components/admin-page-header';
import adminStyles from '../components/admin.module.css';
import styles from './admin-movies-page.module.css';
import { movieRating } from '../../../lib/movie-rating';
import { formatNumber } from '../../../lib/format';

type MovieList = (typeof ADMIN_MOVIE_LISTS)[number];
const LIST_LABELS: Record<MovieList, string> = { now_playing: 'Now Playing', upcoming: 'Upcoming', popular: 'Popular' };

/** Movies Management: Now Playing, Upcoming and Popular, filtered by title, release year and language, with the count (docs/back-office.md, "Pages"). */
export default function AdminMoviesPage() {
  const ids = useId();
  const [list, setList] = useState<MovieList>('now_playing');
  const [page, setPage] = useState(1);
  const [title, setTitle] = useState('');
  const [year, setYear] = useState('');
  const [language, setLanguage] = useState('');
  const debouncedTitle = useDebounced(title.trim());
  // A year is asked for once it has four digits, and only one the API takes: any other would fail the list.
  const yearOutOfRange = /^\d{4}$/.test(year) && (Number(year) < MOVIE_FILTER_LIMITS.year.min || Number(year) > MOVIE_FILTER_LIMITS.year.max);
  const debouncedYear = useDebounced(/^\d{4}$/.test(year) && !yearOutOfRange ? year : '');
  const { data, error, isLoading, mutate } = useApi(
    apiKey('listAdminMovies', {
      query: {
        list,
        page,
        ...(debouncedTitle ? { title: debouncedTitle } : {}),
        ...(debouncedYear ? { year: Number(debouncedYear) } : {}),
        ...(language ? { language } : {}),
      },
    }),
  );
  const [languages, setLanguages] = useState<string[]>([]);
  const known = data?.languages ?? [];
  if (known.some((code) => !languages.includes(code))) setLanguages([...new Set([...languages, ...known])].sort());

  const changeFilter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const clear = () => changeFilter(() => {
    setTitle('');
    setYear('');
    setLanguage('');
  });

  return (
    <main className="page">
      <AdminPageHeader title="Movies Management" description="Browse the movie database's lists (read-only)." />
      <Tabs value={list} onValueChange={(value) => changeFilter(() => setList(value as MovieList))}>
        <TabsList aria-label="Movie lists">
          {ADMIN_MOVIE_LISTS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {LIST_LABELS[name]}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* One panel for every list: the selected tab's aria-controls needs it on the page. */}
        <TabsContent value={list}>
          <form className={styles.filters} role="search" aria-label="Filter movies" onSubmit={(event) => event.preventDefault()}>
            <div className="field">
              <label htmlFor={`${ids}-title`}>Title</label>
              <input
                id={`${ids}-title`}
                className="input"
                type="search"
                placeholder="Search by title…"
                maxLength={MOVIE_FILTER_LIMITS.title}
                value={title}
                onChange={(event) => changeFilter(() => setTitle(event.target.value))}
              />
            </div>
            <div className="field">
              <label htmlFor={`${ids}-year`}>Release Year</label>
              <input
                id={`${ids}-year`}
                className="input"
                inputMode="numeric"
                placeholder="e.g. 2024"
                maxLength={4}
                value={year}
                aria-invalid={yearOutOfRange || undefined}
                aria-describedby={yearOutOfRange ? `${ids}-year-error` : undefined}
                onChange={(event) => changeFilter(() => setYear(event.target.value.replace(/\D/g, '')))}
              />
              {yearOutOfRange && (
                <p id={`${ids}-year-error`} className="field-error">
                  Enter a year from {MOVIE_FILTER_LIMITS.year.min} to {MOVIE_FILTER_LIMITS.year.max}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor={`${ids}-language`}>Original Language</label>
              <select id={`${ids}-language`} className="input" value={language} onChange={(event) => changeFilter(() => setLanguage(event.target.value))}>
                <option value="">All languages</option>
                {languages.map((code) => (
                  <option key={code} value={code}>
                    {code.toUpperCase()}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.filterEnd}>
              <Badge variant="primary" title="Movies matching the filters">
                <span aria-live="polite">{data ? `${formatNumber(data.count)} movie${data.count === 1 ? '' : 's'}` : error ? '—' : '…'}</span>
              </Badge>
              <Button size="sm" variant="ghost" onClick={clear} disabled={!title && !year && !language}>
                Clear filters
              </Button>
            </div>
          </form>

          {error && !data ? (
            <LoadError title="Failed to load movies" onRetry={() => void mutate()} />
          ) : !data ? (
            <ul className={styles.grid} aria-busy="true" aria-label="Loading movies">
              {Array.from({ length: 8 }, (_, i) => (
                <li key={i} className={styles.card}>
                  <Skeleton height="0" className={styles.posterSkeleton} />
                  <Skeleton height="1rem" width="80%" />
                </li>
              ))}
            </ul>
          ) : data.results.length === 0 ? (
            <EmptyState icon={<FilmIcon size={40} />} title="No movies found" description="No movie on this page matches the filters." action={<Button variant="secondary" onClick={clear}>Clear filters</Button>} />
          ) : (
            <ul className={styles.grid} aria-label={`${LIST_LABELS[list]} movies`} aria-busy={isLoading || undefined}>
              {data.results.map((movie) => (
                <li key={movie.id} className={styles.card}>
                  {movie.posterUrl ? <img src={movie.posterUrl} alt="" className={styles.poster} loading="lazy" /> : <span className={styles.poster} aria-hidden="true" />}
                  <h2 className={styles.title}>{movie.title}</h2>
                  <p className={styles.meta}>
                    {movie.releaseDate || 'Unknown date'} · {movieRating(movie.voteAverage).shown} · {movie.originalLanguage.toUpperCase()}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {data && data.totalPages > 1 && (
            <nav className={adminStyles.pager} aria-label="Movie pages">
              <span>
                Page {data.page} of {data.totalPages}
              </span>
              <Button size="sm" variant="secondary" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
                Previous
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setPage((p) => p + 1)} disabled={page >= data.totalPages}>
                Next
              </Button>
            </nav>
          )}
        </TabsContent>
      </Tabs>
    </main>
  );
}
