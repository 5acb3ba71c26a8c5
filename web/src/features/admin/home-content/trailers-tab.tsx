import type { HomeTrailer } from '@shared/api/routes/admin-home';
import { useEffect, useId, useRef, useState } from 'react';
import { FilmIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { focusFellToPage } from '../../../components/ui/focus-stand-in';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { failureToast } from '../lib/failure-toast';
import { useHomeTrailers, useRefreshHome } from './home-content-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import styles from '../components/admin.module.css';

/** Trailers: the active trailer assets are on the member home; Add sets an existing trailer asset active (docs/back-office.md, "Home content"). */
export function TrailersTab() {
  const { toast } = useToast();
  const trailers = useHomeTrailers();
  const refresh = useRefreshHome();
  const ids = useId();
  const [toAdd, setToAdd] = useState('');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<HomeTrailer | null>(null);

  const items = trailers.data?.items ?? [];
  const active = items.filter((t) => t.isActive);
  const inactive = items.filter((t) => !t.isActive);
  const allOnHome = !!trailers.data && inactive.length === 0;
  const allOnHomeText = useRef<HTMLParagraphElement>(null);
  const added = useRef(false);
  // Adding the last one takes the choice and its button away: the focus goes to the sentence in their place, not to the page.
  useEffect(() => {
    if (allOnHome && added.current && focusFellToPage()) allOnHomeText.current?.focus();
    added.current = false;
  }, [allOnHome]);

  const add = async () => {
    if (!toAdd) return;
    setAdding(true);
    try {
      await api('activateHomeTrailer', { body: { assetId: toAdd } });
      toast({ title: 'Trailer added to the home page', variant: 'success' });
      added.current = true;
      setToAdd('');
      await refresh();
    } catch (error) {
      toast(failureToast('Failed to activate trailer', error));
    } finally {
      setAdding(false);
    }
  };

  if (trailers.error && !trailers.data) return <LoadError title="Failed to fetch home content" onRetry={() => void trailers.mutate()} />;

  return (
    <section aria-label="Trailers">
      <div className={styles.toolbar}>
        {allOnHome ? (
          // Said in a sentence, not as a choice: in a select a phone cut it to "Every trailer asset is al".
          <p ref={allOnHomeText} tabIndex={-1} className={styles.toolbarText}>
            Every trailer asset is already on the home page.
          </p>
        ) : (
          <>
            <label htmlFor={`${ids}-trailer`} className="visually-hidden">
              Trailer to add
            </label>
            <select id={`${ids}-trailer`} className="input" style={{ flex: '1 1 12rem', minWidth: 0 }} value={toAdd} onChange={(event) => setToAdd(event.target.value)} disabled={!trailers.data}>
              <option value="">Choose an inactive trailer asset…</option>
              {inactive.map((trailer) => (
                <option key={trailer.assetId} value={trailer.assetId}>
                  {trailer.title}
                  {trailer.movieTitle ? ` (${trailer.movieTitle})` : ''}
                </option>
              ))}
            </select>
            <Button size="sm" onClick={() => void add()} disabled={!toAdd} loading={adding}>
              {adding ? 'Adding…' : 'Add Trailer'}
            </Button>
          </>
        )}
      </div>
      {!trailers.data ? (
        <div aria-busy="true" style={{ display: 'grid', gap: '0.5rem' }}>
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      ) : active.length === 0 ? (
        <EmptyState icon={<FilmIcon size={36} />} title="No Trailers on the Home Page" description="Add a trailer asset above; import movies with their trailers in Assets." />
      ) : (
        <ul className={styles.sortable} aria-label="Trailers on the home page">
          {active.map((trailer) => (
            <li key={trailer.assetId} className={styles.sortableItem}>
              <div className={styles.sortableBody}>
                <Badge variant="warning">Trailer</Badge>
                <span style={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <span className={styles.cellMain}>{trailer.title}</span>
                  {trailer.movieTitle && <span className={styles.cellSub}>{trailer.movieTitle}</span>}
                </span>
                <button type="button" className={styles.iconButton} data-variant="danger" onClick={() => setRemoving(trailer)} aria-label={`Remove ${trailer.title} from the home page`}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove trailer?"
        description={removing ? `Take ${removing.title} off the home page? The trailer asset stays in the library, inactive.` : ''}
        confirmLabel="Remove"
        busyLabel="Removing…"
        onConfirm={async () => {
          if (!removing) return;
          try {
            await api('removeHomeTrailer', { params: { id: removing.assetId } });
            toast({ title: 'Trailer removed from the home page', variant: 'success' });
            await refresh();
          } catch (error) {
            toast(failureToast('Failed to update content', error));
            throw error;
          }
        }}
      />
    </section>
  );
}
