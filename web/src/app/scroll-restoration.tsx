import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions by history entry (react-router's location key), kept for the tab's life (reloads included). */
const STORAGE_KEY = 'cinema.scrollPositions';
/** How long a restore waits for the page to grow tall enough (its data loading) before it gives up. */
const RESTORE_TIMEOUT_MS = 3000;
/** Entries remembered at most: the oldest are dropped. */
const MAX_ENTRIES = 50;

const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
  } catch {
    return [];
  }
}

function remember(key: string, y: number) {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value!);
}

/**
 * Scrolls to `y` once the page is tall enough (a page shows skeletons while its data loads), until
 * the time runs out or the person scrolls themselves. Returns the cancel.
 */
function restore(y: number): () => void {
  let frame = 0;
  const started = performance.now();
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const event of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(event, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 2 || performance.now() - started > RESTORE_TIMEOUT_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const event of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(event, stop, { passive: true });
  attempt();
  return stop;
}

/**
 * What `<ScrollRestoration>` does in a data router, for the app's declarative routes: a new page opens
 * at its top (or its #hash), and back and forward return to where that history entry was scrolled.
 */
export function ScrollRestoration() {
  const { key: entryKey, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // An entry loaded from the address bar has no key of its own ("default"): its path tells it apart.
  const key = `${entryKey} ${pathname}`;

  // The entry shown: set in the same commit as the new page, so no scroll of the new page is taken for the old one's.
  const shownKey = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => remember(shownKey.current, window.scrollY);
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  // Before paint, so a new page never shows at the previous page's position.
  useLayoutEffect(() => {
    shownKey.current = key;
    const saved = positions.get(key);
    // A #hash wins: an in-page link (the skip link) is a POP of an entry without a key of its own.
    if (navigationType === 'POP' && saved !== undefined && !hash) return restore(saved);
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
