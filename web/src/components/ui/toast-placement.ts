/** A box on the screen in CSS px, as a DOMRect gives its sides. */
export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Where a toast stack goes: so far from the screen's top, or from its bottom. */
export type StackSpot = { top: number } | { bottom: number };

const overlaps = (box: Box, stack: Box) => box.left < stack.right && box.right > stack.left && box.top < stack.bottom && box.bottom > stack.top;

/**
 * Where a toast stack goes so as to cover none of `keepClear` (what the page marks to stay in sight:
 * a failed load's message, a seat-map editor's seat count). Null where it covers none of them already.
 * Else just above those it would cover, stepping over any it then meets (the toast reads with the
 * message it sits on), as a distance from the screen's bottom; when that would leave the screen, just
 * below them, from the top; when neither fits, null: it stays where it was.
 */
export function spotClearOf(stack: Box, keepClear: Box[], screenHeight: number): StackSpot | null {
  const hits = (at: Box) => keepClear.filter((box) => overlaps(box, at));
  if (hits(stack).length === 0) return null;
  const height = stack.bottom - stack.top;
  // Side by side, not spread: a DOMRect's sides are getters of its prototype, which a spread leaves out.
  const moved = (top: number): Box => ({ left: stack.left, right: stack.right, top, bottom: top + height });

  let above = moved(stack.top);
  for (let hit = hits(above); hit.length > 0; hit = hits(above)) above = moved(Math.min(...hit.map((box) => box.top)) - height);
  if (above.top >= 0) return { bottom: screenHeight - above.bottom };

  let below = moved(stack.top);
  for (let hit = hits(below); hit.length > 0; hit = hits(below)) below = moved(Math.max(...hit.map((box) => box.bottom)));
  if (below.bottom <= screenHeight) return { top: below.top };
  return null;
}
