import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * False in a component's first render, true once the browser has painted it: what a page can show a
 * frame later (below the first screen) then does not hold its first paint back.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
