import { MOVIE_LISTS, type MovieList } from '@shared/api/routes/movies';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { useDebounced } from '../../../lib/use-debounced';
import { useMovieList, useMovieSearch } from '../api/movies';
import { MovieCard, MovieCardSkeleton } from '../components/movie-card';
import styles from './movies-page.module.css';
import { formatNumber } from '../../../lib/format';

const TAB_LABELS: Record<MovieList, string> = { now_playing: 'Now Playing', upcoming: 'Upcoming', popular: 'Popular' };
const SKELETON_CARDS = 10;
/** The search route's limit (shared/api/routes/movies.ts). */
const MAX_QUERY_LENGTH = 100;

const isMovieList = (value: string | null): value is MovieList => MOVIE_LISTS.includes(value as MovieList);

/** The grid while its movies load: the spec's 10 skeleton cards. */
function GridSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.grid} aria-busy="true" aria-label={label}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <MovieCardSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * The tab's count: "…" while its list loads, in a badge as wide as a count of up to three digits, so the
 * tabs' badges line up whichever list comes first; none once the list failed, whose tab then says no
 * movies are available.
 */
function CountBadge({ list }: { list: MovieList }) {
  const { data, error } = useMovieList(list);
  if (data) return <Badge variant="outline" className={styles.count}>{formatNumber(data.totalResults)}</Badge>;
  return error ? null : <Badge variant="outline" className={styles.count}>…</Badge>;
}

function MovieGrid({ list, page, onPage }: { list: MovieList; page: number; onPage: (page: number) => void }) {
  const { data, error, isLoading } = useMovieList(list, page);

  useEffect(() => {
    // A failed list fetch is only logged (docs/product-rules.md, "Screens and errors").
    if (error) console.error(`Failed to load ${list} movies`, error);
  }, [error, list]);

  if (isLoading) return <GridSkeleton label="Loading movies" />;
  if (!data || data.results.length === 0) return <EmptyState title="No movies available at this time." />;
  return (
    <>
      <div className={styles.grid}>
        {data.results.map((movie) => (
          <MovieCard key={movie.id} movie={movie} />
        ))}
      </div>
      {data.totalPages > 1 && (
        <nav className={styles.pager} aria-label="Pages">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {data.page} of {data.totalPages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= data.totalPages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </>
  );
}

function SearchResults({ query }: { query: string }) {
  const { data, error, isLoading } = useMovieSearch(query);

  useEffect(() => {
    if (error) console.error('Movie search failed', error);
  }, [error]);

  if (isLoading) return <GridSkeleton label="Searching movies" />;
  if (!data || data.items.length === 0) return <EmptyState title={`No movies found for “${query}”.`} description="Try another title." />;
  return (
    <>
      <p className={styles.resultCount} role="status">
        {data.items.length === 1 ? '1 movie' : `${formatNumber(data.items.length)} movies`} found for “{query}”
      </p>
      <div className={styles.grid}>
        {data.items.map((movie) => (
          <MovieCard key={movie.id} movie={movie} />
        ))}
      </div>
    </>
  );
}

export default function MoviesPage() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  const list: MovieList = isMovieList(tab) ? tab : 'now_playing';
  const page = Math.max(1, Number(search.get('page')) || 1);
  // The search box's text; the URL keeps it (?q=) so back and a shared link show the same results.
  const [typed, setTyped] = useState(search.get('q') ?? '');
  const query = useDebounced(typed.trim().slice(0, MAX_QUERY_LENGTH));

  useEffect(() => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set('q', query);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [query, setSearch]);

  const show = (next: MovieList, nextPage = 1) =>
    setSearch(nextPage > 1 ? { tab: next, page: String(nextPage) } : { tab: next }, { replace: true });

  return (
    <main className={styles.page}>
      <div className={styles.heading}>
        <h1>Browse Movies</h1>
        <search className={styles.search}>
          <TextField
            label="Search movies"
            type="search"
            placeholder="Movie title"
            value={typed}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(event) => setTyped(event.target.value)}
          />
        </search>
      </div>
      {query ? (
        <SearchResults query={query} />
      ) : (
        <Tabs value={list} onValueChange={(value) => show(value as MovieList)}>
          <TabsList aria-label="Movie lists">
            {MOVIE_LISTS.map((id) => (
              <TabsTrigger key={id} value={id}>
                {TAB_LABELS[id]} <CountBadge list={id} />
              </TabsTrigger>
            ))}
          </TabsList>
          {MOVIE_LISTS.map((id) => (
            <TabsContent key={id} value={id}>
              {id === list && <MovieGrid list={id} page={page} onPage={(p) => show(id, p)} />}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </main>
  );
}
