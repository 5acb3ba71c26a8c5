/**
 * A screen's delete finds the sessions it must delete through the screen's sessions index, which on AWS
 * follows the table within about a second: a session created just before may not be in it yet, and one
 * deleted or moved away may still be. The screen counts the sessions on it (`sessionCount`, moved in
 * each session's own transaction), so the delete goes on only once the index shows that many, each read
 * again in the table and still on the screen (docs/data-model.md, "A session put on a screen being deleted").
 */

/** Whether the sessions found on the screen (in its index, and still on it in the table) are all those it counts (none counted: 0). */
export const allSessionsFound = (found: number, counted: number | undefined) => found === (counted ?? 0);

/**
 * How long the delete waits before it reads the screen and its index again, after each read that fell
 * short (a short back-off: the index is usually behind by milliseconds); 3.15 s in all.
 */
const INDEX_CATCH_UP_WAITS_MS = [50, 100, 200, 400, 800, 1600];

/** The wait after the `reads`-th read fell short, or null when the delete has waited long enough (it answers 409 `CONCURRENT_UPDATE`). */
export const indexCatchUpWait = (reads: number): number | null => INDEX_CATCH_UP_WAITS_MS[reads - 1] ?? null;
