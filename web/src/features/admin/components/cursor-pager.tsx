import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import styles from './admin.module.css';

/**
 * Where an admin is in a cursor-paged list (docs/api.md, "Lists"): the cursors of the pages before
 * this one, so Previous goes back without the server knowing pages.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  // Stable, so an effect may reset the pages.
  const reset = useCallback(() => setCursors([]), []);
  return {
    /** The cursor of the page on screen (undefined: the first). */
    cursor: cursors.at(-1),
    pageNumber: cursors.length + 1,
    next: (nextCursor: string) => setCursors((current) => [...current, nextCursor]),
    previous: () => setCursors((current) => current.slice(0, -1)),
    /** Back to the first page (a new search). */
    reset,
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;

/** Page N with Previous and Next under a cursor-paged table; nothing while the list fits one page. */
export function CursorPager({ pages, nextCursor, label }: { pages: CursorPages; nextCursor: string | undefined; label: string }) {
  if (pages.pageNumber === 1 && !nextCursor) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <span>Page {pages.pageNumber}</span>
      <Button variant="ghost" disabled={pages.pageNumber === 1} onClick={pages.previous}>
        Previous
      </Button>
      <Button variant="ghost" disabled={!nextCursor} onClick={() => nextCursor && pages.next(nextCursor)}>
        Next
      </Button>
    </nav>
  );
}
