import { useCallback, useEffect, useLayoutEffect, useState, type ComponentProps } from 'react';
import styles from './scroll-region.module.css';

export interface ScrollRegionProps extends Omit<ComponentProps<'div'>, 'role' | 'tabIndex' | 'aria-label' | 'ref'> {
  /** Names the region for screen readers (e.g. "Points Statement"). */
  label: string;
}

const overflows = (box: HTMLElement) => box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;

/** Whether a box scrolled sideways has content out of sight before its left edge and past its right one. */
export interface SideOverflow {
  before: boolean;
  after: boolean;
}

const sideOverflowOf = (box: HTMLElement): SideOverflow => ({
  before: box.scrollLeft > 1,
  after: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
});

/**
 * Calls `measure` whenever the box or its content changes size (a phone turned, a page of longer rows,
 * a map generated again) and as its content is replaced; once at the start, before the first paint (a
 * seat map's hint to scroll is there from the start, not a frame later: the booking dialog keeps its size).
 */
function useResized(box: HTMLElement | null, measure: (box: HTMLElement) => void): void {
  useLayoutEffect(() => {
    if (!box) return;
    measure(box);
    const resizes = new ResizeObserver(() => measure(box));
    const observeContent = () => {
      resizes.disconnect();
      resizes.observe(box);
      for (const child of box.children) resizes.observe(child);
    };
    observeContent();
    const replacements = new MutationObserver(observeContent);
    replacements.observe(box, { childList: true });
    return () => {
      replacements.disconnect();
      resizes.disconnect();
    };
  }, [box, measure]);
}

/** Whether the box's content is larger than the box, kept current. */
function useOverflow(box: HTMLElement | null): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useResized(box, useCallback((element: HTMLElement) => setOverflowing(overflows(element)), []));
  return overflowing;
}

/**
 * Whether a box that scrolls sideways (a seat map wider than a phone) has more to show on either side,
 * kept current as it scrolls and as it or its content changes size: its styles fade the edge that has
 * more (`data-more-before`, `data-more-after`), so a map cut at the screen's edge does not pass for the
 * whole of it.
 */
export function useSideOverflow(box: HTMLElement | null): SideOverflow {
  const [side, setSide] = useState<SideOverflow>({ before: false, after: false });
  const measure = useCallback((element: HTMLElement) => {
    const next = sideOverflowOf(element);
    setSide((current) => (current.before === next.before && current.after === next.after ? current : next));
  }, []);
  useResized(box, measure);
  useEffect(() => {
    if (!box) return;
    const onScroll = () => measure(box);
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => box.removeEventListener('scroll', onScroll);
  }, [box, measure]);
  return side;
}

/** The attributes that tell a box's styles which of its sides have more to show (`useSideOverflow`). */
export const sideOverflowAttributes = ({ before, after }: SideOverflow) => ({
  'data-more-before': before || undefined,
  'data-more-after': after || undefined,
});

/** The class that fades a box's edges by those attributes (scroll-region.module.css). */
export const FADE_EDGES_CLASS = styles.fadeEdges;

/**
 * Focuses a control inside a box that scrolls sideways with faded edges (a seat reached with the arrow
 * keys): the browser's own scroll on focus leaves it under the fade, the nearest scroll stops clear of
 * it (the box's `scroll-padding-inline`).
 */
export function focusClearOfEdges(control: HTMLElement | null | undefined): void {
  control?.focus({ preventScroll: true });
  control?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * A box that may scroll (a wide table on a phone, a large seat map; its class sets the overflow). While
 * its content overflows it is a named region that takes the keyboard focus, so arrow keys scroll it even
 * when nothing inside can be focused (WCAG 2.1.1); while everything fits it is a plain box, not an empty
 * stop in the tab order. `data-overflowing` lets its styles mark content that stays put while the rest scrolls.
 */
export function ScrollRegion({ label, ...props }: ScrollRegionProps) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const scrollable = useOverflow(box);
  const side = useSideOverflow(box);
  return (
    <div
      {...props}
      ref={setBox}
      {...sideOverflowAttributes(side)}
      {...(scrollable ? { role: 'region', 'aria-label': label, tabIndex: 0, 'data-overflowing': true } : {})}
    />
  );
}
