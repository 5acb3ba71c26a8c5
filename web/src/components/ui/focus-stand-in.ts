/** A row of a table or list: what a Delete takes away with the button that opened its confirmation. */
const ROW = 'tr, li';
const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled)';
/** The parts of a page a list sits in, each with a heading that names it. */
const REGION = 'section, [role="tabpanel"], [role="dialog"], main';

/**
 * Remembers where `element` sits in its table or list, for when its row is gone (deleted) and the focus
 * would fall to the page's body: the returned function finds the stand-in then, the same button (by its
 * text) of the next row, else of the row before, else the heading of the list's section or page (a row
 * still there whose button alone went keeps the focus in it). An element in no row that goes (Session
 * Detail's Cancel Session, not offered once the session is cancelled) hands the focus to the heading of
 * its section or page. Null for an element in a menu, whose items go as it closes, or in no row and in a
 * dialog or in no region.
 */
export function standInFor(element: Element): (() => HTMLElement | null) | null {
  if (element.closest('[role="menu"]')) return null;
  const row = element.closest(ROW);
  if (!row?.parentElement) {
    // Not one in a dialog: that dialog closing with it hands the focus back to its own opener.
    const regions = element.closest('[role="dialog"]') ? [] : regionsAround(element);
    return regions.length ? () => headingOf(regions) : null;
  }
  const text = element.textContent?.trim();
  const rows = [...row.parentElement.children];
  const at = rows.indexOf(row);
  // The row itself first: when only the button went (a booking cancelled, its row kept), its row keeps the place.
  const neighbours = [row, ...rows.slice(at + 1), ...rows.slice(0, at).reverse()];
  const regions = regionsAround(row.parentElement);
  return () => {
    for (const neighbour of neighbours) {
      if (!neighbour.isConnected) continue;
      const controls = [...neighbour.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const control = controls.find((c) => c.textContent?.trim() === text) ?? controls[0];
      if (control) return control;
    }
    return headingOf(regions);
  };
}

/** The regions `element` sits in, the nearest first. */
function regionsAround(element: Element): Element[] {
  const regions: Element[] = [];
  for (let region = element.closest(REGION); region; region = region.parentElement?.closest(REGION) ?? null) regions.push(region);
  return regions;
}

/** The heading of the nearest region still on the page, made focusable by script (tabIndex -1) if it is not. */
function headingOf(regions: Element[]): HTMLElement | null {
  for (const region of regions) {
    const heading = region.isConnected ? region.querySelector<HTMLElement>('h1, h2, h3') : null;
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      return heading;
    }
  }
  return null;
}

/** Whether the focus has fallen to the page (its element removed or disabled) rather than gone somewhere. */
export const focusFellToPage = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Watches `element`, which has just been given the focus, for a few seconds: removed meanwhile (its row
 * deleted after the dialog closed, as the list refreshed) while nothing else took the focus, the stand-in
 * takes it. Stops as soon as the focus moves elsewhere.
 */
export function focusStandInIfRemoved(element: HTMLElement, standIn: () => HTMLElement | null): void {
  const observer = new MutationObserver(() => {
    if (element.isConnected) return;
    stop();
    if (focusFellToPage()) standIn()?.focus();
  });
  const timer = setTimeout(() => stop(), 10_000);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', stop);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', stop);
}
