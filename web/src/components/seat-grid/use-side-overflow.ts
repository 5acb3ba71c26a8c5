import { useLayoutEffect, useState, type RefObject } from 'react';

export interface SideOverflow {
  /** More content to the left / right of what is in view. */
  left: boolean;
  right: boolean;
}

/**
 * Whether a horizontally scrolling element has content out of view on either side, kept current as it
 * scrolls or resizes: a seat map wider than a phone says so (a hint, fading edges) instead of looking cut off.
 */
export function useSideOverflow(ref: RefObject<HTMLElement | null>): SideOverflow {
  const [overflow, setOverflow] = useState<SideOverflow>({ left: false, right: false });
  // Measured before the first paint: the hint's line is there from the start, not a frame later.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((current) => (current.left === left && current.right === right ? current : { left, right }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return overflow;
}
