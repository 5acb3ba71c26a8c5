/**
 * A screen's delete finds the sessions it must delete through the screen's sessions index, and a venue's
 * delete its screens through the venue's screens index; on AWS an index follows the table within about a
 * second: an item written just before may not be in it yet, and one deleted or moved away may still be.
 * So the screen counts the sessions on it (`sessionCount`) and the venue its screens (`screenCount`), each
 * moved in the same transaction as the item it counts, and a delete goes on only once the index shows that
 * many, each read again in the table and still there (docs/data-model.md, "A session put on a screen being deleted").
 */

/** Whether the items found (in the index, and still there in the table) are all those counted (none counted: 0). */
export const allFound = (found: number, counted: number | undefined) => found === (counted ?? 0);

/**
 * How long a delete waits before it reads the item and its index again, after each read that fell short
 * (a short back-off: an index is usually behind by milliseconds); 3.15 s in all.
 */
const INDEX_CATCH_UP_WAITS_MS = [50, 100, 200, 400, 800, 1600];

/** The wait after the `reads`-th read fell short, or null when the delete has waited long enough (it answers 409 `CONCURRENT_UPDATE`). */
export const indexCatchUpWait = (reads: number): number | null => INDEX_CATCH_UP_WAITS_MS[reads - 1] ?? null;
