import { setTimeout as sleep } from 'node:timers/promises';
import { allFound, indexCatchUpWait } from '../../shared/admin/index-lag';

/**
 * Reads an item (`read`, consistently) and the items under it that its index shows (`readIndexed`: each
 * read again in the table, and kept only if still under it) until they are as many as the item counts
 * (`counted`), after a short back-off each time they are not (shared/admin/index-lag.ts): `lagging` when
 * they never were, `gone` when the item is.
 */
export async function readOnceIndexed<Item, Under>(
  read: () => Promise<Item | null>,
  counted: (item: Item) => number | undefined,
  readIndexed: () => Promise<Under[]>,
): Promise<{ item: Item; under: Under[] } | 'gone' | 'lagging'> {
  for (let reads = 1; ; reads++) {
    const item = await read();
    if (!item) return 'gone';
    const under = await readIndexed();
    if (allFound(under.length, counted(item))) return { item, under };
    const wait = indexCatchUpWait(reads);
    if (wait === null) return 'lagging';
    await sleep(wait);
  }
}
