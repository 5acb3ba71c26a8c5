import type { ComponentProps } from 'react';

export interface ScrollRegionProps extends Omit<ComponentProps<'div'>, 'role' | 'tabIndex' | 'aria-label'> {
  /** Names the region for screen readers (e.g. "Points Statement"). */
  label: string;
}

/**
 * A box that scrolls (a wide table on a phone, a large seat map; its class sets the overflow): a named
 * region that takes the keyboard focus, so arrow keys scroll it even when nothing inside can be
 * focused (WCAG 2.1.1).
 */
export function ScrollRegion({ label, ...props }: ScrollRegionProps) {
  return <div {...props} role="region" aria-label={label} tabIndex={0} />;
}
