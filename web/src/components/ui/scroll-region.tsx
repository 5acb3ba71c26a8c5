import { useEffect, useState, type ComponentProps } from 'react';

export interface ScrollRegionProps extends Omit<ComponentProps<'div'>, 'role' | 'tabIndex' | 'aria-label' | 'ref'> {
  /** Names the region for screen readers (e.g. "Points Statement"). */
  label: string;
}

const overflows = (box: HTMLElement) => box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;

/**
 * Whether the box's content is larger than the box, kept current as either changes size (a phone turned,
 * a page of longer rows) and as its content is replaced.
 */
function useOverflow(box: HTMLElement | null): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!box) return;
    const measure = () => setOverflowing(overflows(box));
    const resizes = new ResizeObserver(measure);
    const observeContent = () => {
      resizes.disconnect();
      resizes.observe(box);
      for (const child of box.children) resizes.observe(child);
    };
    // Observing reports each size once, so this also takes the first measure.
    observeContent();
    const replacements = new MutationObserver(observeContent);
    replacements.observe(box, { childList: true });
    return () => {
      replacements.disconnect();
      resizes.disconnect();
    };
  }, [box]);
  return overflowing;
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
  return <div {...props} ref={setBox} {...(scrollable ? { role: 'region', 'aria-label': label, tabIndex: 0, 'data-overflowing': true } : {})} />;
}
