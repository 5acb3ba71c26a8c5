import { useEffect, useRef, type RefObject } from 'react';
import { Button } from './ui/button';

interface LoadMoreButtonProps {
  label: string;
  /** The list's element, whose children are its items. */
  list: RefObject<HTMLElement | null>;
  /** How many items the list shows. */
  count: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => unknown;
  /** The button's row. */
  className?: string;
}

/**
 * The button under a list read a page at a time (useApiPages), or drawn a page at a time from what is
 * loaded (the Shows page's day). Pressed, it is disabled while the page loads and goes when the last
 * page arrives, so the focus it had falls back to the top of the page; drawn at once, it keeps the
 * focus. Either way the first item the page brought takes it and the member reads on from there.
 */
export function LoadMoreButton({ label, list, count, hasMore, isLoadingMore, onLoadMore, className }: LoadMoreButtonProps) {
  // How many items there were when the button was pressed.
  const pressedAt = useRef<number | null>(null);
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = pressedAt.current;
    if (before === null || count <= before) return;
    pressedAt.current = null;
    // Moved elsewhere meanwhile, the focus stays where it went.
    if (document.activeElement !== document.body && !row.current?.contains(document.activeElement)) return;
    const firstNew = list.current?.children[before];
    if (firstNew instanceof HTMLElement) {
      firstNew.setAttribute('tabindex', '-1');
      firstNew.focus();
    }
  }, [count, list]);

  if (!hasMore) return null;
  return (
    <div ref={row} className={className}>
      <Button
        variant="secondary"
        loading={isLoadingMore}
        onClick={() => {
          pressedAt.current = count;
          void onLoadMore();
        }}
      >
        {label}
      </Button>
    </div>
  );
}
