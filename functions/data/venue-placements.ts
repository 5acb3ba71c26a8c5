import type { ScreenItem } from './entities/screen';
import type { VenueItem } from './entities/venue';
import { readOnceIndexed } from './index-lag';
import { db } from './service';
import { transactionEntities as tx, type TransactionWrite } from './transactions';
import { isConditionFailure } from './write-errors';

/**
 * A screen added to a venue (created in it, or moved to it) and the venue's delete, as a session put on a
 * screen and the screen's delete (functions/data/screen-placements.ts): the screen's transaction adds 1 to
 * the venue's `screensPlaced` and `screenCount` on condition that the venue is there, a screen's delete or
 * move away takes 1 from `screenCount`, and the venue's delete reads its screens once the venue's screens
 * index shows as many as it counts, then goes only while `screensPlaced` is as it read it.
 */

/** The write a screen's create or move carries: its venue still there, one more screen added to it, and in it now. */
export const placeScreenInVenue = (venueId: string): TransactionWrite<'venue'> => ({
  role: 'venue',
  item: tx.venue.patch({ venueId }).add({ screensPlaced: 1, screenCount: 1 }).commit(),
});

/**
 * The write a screen's delete or move away carries for the venue it leaves: one fewer in it, or, that
 * venue being gone, a check that it still is. Its condition fails only when the venue went between this
 * read and the transaction: read it again.
 */
export async function takeScreenOutOfVenue(venueId: string): Promise<TransactionWrite<'formerVenue'>> {
  const { data: venue } = await db.entities.venue.get({ venueId }).go({ consistent: true, attributes: ['venueId'] });
  return {
    role: 'formerVenue',
    item: venue
      ? tx.venue.patch({ venueId }).add({ screenCount: -1 }).commit()
      : tx.venue
          .check({ venueId })
          .where((attr, op) => op.notExists(attr.venueId))
          .commit(),
  };
}

/** The ids of a venue's screens as its index holds them (the index only: it may lag behind the table). */
async function screenIdsInVenueIndex(venueId: string): Promise<string[]> {
  const { data } = await db.entities.screen.query.byVenue({ venueId }).go({ pages: 'all', attributes: ['screenId'] });
  return data.map((screen) => screen.screenId);
}

/**
 * The venue and every screen in it (each as the table holds it now), once its index shows as many as the
 * venue counts (functions/data/index-lag.ts); `lagging` when it never did.
 */
export async function venueWithAllItsScreens(venueId: string) {
  return readOnceIndexed<VenueItem, ScreenItem>(
    async () => (await db.entities.venue.get({ venueId }).go({ consistent: true })).data,
    (venue) => venue.screenCount,
    async () => {
      const keys = (await screenIdsInVenueIndex(venueId)).map((screenId) => ({ screenId }));
      if (keys.length === 0) return [];
      const { data } = await db.entities.screen.get(keys).go({ consistent: true });
      return data.filter((screen) => screen.venueId === venueId);
    },
  );
}

/** Deletes the venue's item unless a screen was added to it since `venue` was read (false: its screens are to be read again), or it went meanwhile. */
export async function deleteVenueUnlessPlacedIn(venue: Pick<VenueItem, 'venueId' | 'screensPlaced'>): Promise<boolean> {
  try {
    await db.entities.venue
      .delete({ venueId: venue.venueId })
      .where((attr, op) => `${op.exists(attr.venueId)} AND ${venue.screensPlaced === undefined ? op.notExists(attr.screensPlaced) : op.eq(attr.screensPlaced, venue.screensPlaced)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
