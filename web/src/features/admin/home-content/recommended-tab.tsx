import type { RecommendedMovieRow } from '@shared/api/routes/admin-home';
import { useId, useMemo, useState } from 'react';
import { FilmIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { failureToast } from '../lib/failure-toast';
import { useAllMovies, useRefreshHome } from './home-content-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SortableList } from '../components/sortable-list';
import styles from '../components/admin.module.css';

const byOrder = (a: RecommendedMovieRow, b: RecommendedMovieRow) => a.recommendedOrder - b.recommendedOrder || a.title.localeCompare(b.title);

/**
 * Recommended Movies: add, remove, and order them (lower first) by dragging or with the keyboard.
 * A new order shows at once and is saved; if saving fails the server's order comes back.
 */
export function RecommendedTab() {
  const { toast } = useToast();
  const movies = useAllMovies();
  const refresh = useRefreshHome();
  const ids = useId();
  const [toAdd, setToAdd] = useState('');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<RecommendedMovieRow | null>(null);
  /** The order being saved (shown meanwhile), null when the server's order is shown. */
  const [pendingOrder, setPendingOrder] = useState<RecommendedMovieRow[] | null>(null);

  const serverOrder = useMemo(() => (movies.data?.items ?? []).filter((m) => m.isRecommended).sort(byOrder), [movies.data]);
  const others = useMemo(() => (movies.data?.items ?? []).filter((m) => !m.isRecommended).sort((a, b) => a.title.localeCompare(b.title)), [movies.data]);
  const shown = pendingOrder ?? serverOrder;

  const add = async () => {
    const movieId = Number(toAdd);
    if (!movieId) return;
    setAdding(true);
    try {
      const last = serverOrder.at(-1)?.recommendedOrder ?? 0;
      await api('setRecommendedMovie', { params: { movieId }, body: { recommendedOrder: last + 1 } });
      toast({ title: 'Recommended movie added', variant: 'success' });
      setToAdd('');
      await refresh();
    } catch (error) {
      toast(failureToast('Failed to add recommended movie', error));
    } finally {
      setAdding(false);
    }
  };

  const reorder = async (next: RecommendedMovieRow[]) => {
    setPendingOrder(next);
    try {
      await api('reorderRecommendedMovies', { body: { movieIds: next.map((m) => m.movieId) } });
      await refresh();
    } catch (error) {
      toast(failureToast('Failed to update order', error));
    } finally {
      setPendingOrder(null);
    }
  };

  if (movies.error && !movies.data) return <LoadError title="Failed to fetch home content" onRetry={() => void movies.mutate()} />;

  return (
    <section aria-label="Recommended Movies">
      <div className={styles.toolbar}>
        <label htmlFor={`${ids}-movie`} className="visually-hidden">
          Movie to recommend
        </label>
        <select id={`${ids}-movie`} className="input" style={{ flex: '1 1 12rem', minWidth: 0 }} value={toAdd} onChange={(event) => setToAdd(event.target.value)} disabled={!movies.data}>
          <option value="">{others.length ? 'Choose a movie to recommend…' : 'No other movies: import more in Assets'}</option>
          {others.map((movie) => (
            <option key={movie.movieId} value={movie.movieId}>
              {movie.title}
              {movie.releaseDate ? ` (${movie.releaseDate.slice(0, 4)})` : ''}
            </option>
          ))}
        </select>
        <Button size="sm" onClick={() => void add()} disabled={!toAdd} loading={adding}>
          {adding ? 'Adding…' : 'Add Movie'}
        </Button>
      </div>
      {!movies.data ? (
        <div aria-busy="true" style={{ display: 'grid', gap: '0.5rem' }}>
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      ) : shown.length === 0 ? (
        <EmptyState icon={<FilmIcon size={36} />} title="No Recommended Movies" description="Add movies above; they show on the member home in this order." />
      ) : (
        <>
          <p className="field-hint" style={{ marginBottom: 'var(--space-2)' }}>
            Lower first. Drag a handle, or focus it and press Space, then the arrow keys, then Space.
            {pendingOrder && ' Saving the new order…'}
          </p>
          <SortableList
            label="Recommended movies in order"
            items={shown}
            getId={(movie) => String(movie.movieId)}
            getName={(movie) => movie.title}
            onReorder={(next) => void reorder(next)}
            disabled={pendingOrder !== null}
            renderItem={(movie) => (
              <>
                {movie.posterUrl && <img src={movie.posterUrl} alt="" width={32} height={48} style={{ borderRadius: 4, objectFit: 'cover' }} />}
                <span style={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <span className={styles.cellMain}>{movie.title}</span>
                  {movie.releaseDate && <span className={styles.cellSub}>{movie.releaseDate.slice(0, 4)}</span>}
                </span>
                <button type="button" className={styles.iconButton} data-variant="danger" onClick={() => setRemoving(movie)} aria-label={`Remove ${movie.title} from recommended`}>
                  Remove
                </button>
              </>
            )}
          />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove recommended movie?"
        description={removing ? `Stop recommending ${removing.title}?` : ''}
        confirmLabel="Remove"
        busyLabel="Removing…"
        onConfirm={async () => {
          if (!removing) return;
          try {
            await api('removeRecommendedMovie', { params: { movieId: removing.movieId } });
            toast({ title: 'Recommended movie removed', variant: 'success' });
            await refresh();
          } catch (error) {
            toast(failureToast('Failed to remove recommended movie', error));
            throw error;
          }
        }}
      />
    </section>
  );
}
