import { MOVIE_LISTS, type MovieList } from '@shared/api/routes/movies';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useMovieList } from '../api/movies';
import { MovieCard, MovieCardSkeleton } from '../components/movie-card';
import styles from './movies-page.module.css';

const TAB_LABELS: Record<MovieList, string> = { now_playing: 'Now Playing', upcoming: 'Upcoming', popular: 'Popular' };
const SKELETON_CARDS = 10;

const isMovieList = (value: string | null): value is MovieList => MOVIE_LISTS.includes(value as MovieList);

function CountBadge({ list }: { list: MovieList }) {
  const { data } = useMovieList(list);
  return <Badge variant="outline">{data ? data.totalResults : '…'}</Badge>;
}

function MovieGrid({ list, page, onPage }: { list: MovieList; page: number; onPage: (page: number) => void }) {
  const { data, error, isLoading } = useMovieList(list, page);

  useEffect(() => {
    // A failed list fetch is only logged (member-app: Browse Movies).
    if (error) console.error(`Failed to load ${list} movies`, error);
  }, [error, list]);

  if (isLoading) {
    return (
      <div className={styles.grid} aria-busy="true" aria-label="Loading movies">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <MovieCardSkeleton key={i} />
        ))}
      </div>
    );
  }
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

export default function MoviesPage() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  const list: MovieList = isMovieList(tab) ? tab : 'now_playing';
  const page = Math.max(1, Number(search.get('page')) || 1);

  const show = (next: MovieList, nextPage = 1) =>
    setSearch(nextPage > 1 ? { tab: next, page: String(nextPage) } : { tab: next }, { replace: true });

  return (
    <div className={styles.page}>
      <h1>Browse Movies</h1>
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
    </div>
  );
}
