import { randomUUID } from 'node:crypto';
import type { AdminVenue, VenueDetail, VenueInput, VenueUpdate } from '../../shared/api/routes/admin-venues';
import { hasBookingsAhead } from '../../shared/admin/sessions';
import { DEFAULT_TIME_ZONE } from '../../shared/time-zone';
import { keyCursor, readFromCursor } from '../data/cursor';
import { db } from '../data/service';
import { blankToUndefined, orNull } from './common';
import type { VenueItem } from '../data/entities/venue';
import { getVenueItem, venueScreens } from './venue-items';
import { refreshSessionCards } from './screen-sessions';
import { removeScreen, screenToDelete, toAdminScreen } from './screens';
import { deleteVenueUnlessPlacedIn, venueWithAllItsScreens } from '../data/venue-placements';
import { concurrentUpdate, notFound } from '../../shared/errors';
import { isConditionFailure } from '../data/write-errors';

/** Venues: list, create, edit (its sessions take its new names and clock) and delete with its screens. */

export function toAdminVenue(venue: VenueItem): AdminVenue {
  return {
    id: venue.venueId,
    name: venue.name,
    location: venue.location,
    address: orNull(venue.address),
    phone: orNull(venue.phone),
    timeZone: venue.timeZone ?? DEFAULT_TIME_ZONE,
    isActive: venue.isActive,
    hasBookingsAhead: hasBookingsAhead(venue.bookedUntil),
    createdAt: venue.createdAt,
  };
}

export async function listVenues(cursor: string | undefined, limit = 50) {
  const from = keyCursor(cursor, 'gsi1');
  const page = await readFromCursor(from, () => db.entities.venue.query.allByName({}).go({ cursor: from, limit }));
  return { items: page.data.map(toAdminVenue), ...(page.cursor ? { nextCursor: page.cursor } : {}) };
}

export async function createVenue(input: VenueInput): Promise<AdminVenue> {
  const { data } = await db.entities.venue
    .create({
      venueId: randomUUID(),
      name: input.name,
      location: input.location,
      address: blankToUndefined(input.address),
      phone: blankToUndefined(input.phone),
      timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
      isActive: input.isActive ?? true,
      screenCount: 0,
    })
    .go();
  return toAdminVenue(data as VenueItem);
}

export async function venueDetail(venueId: string): Promise<VenueDetail> {
  const [venue, screens] = await Promise.all([getVenueItem(venueId), venueScreens(venueId)]);
  return {
    venue: toAdminVenue(venue),
    totalScreens: screens.length,
    totalCapacity: screens.reduce((sum, screen) => sum + screen.capacity, 0),
    screens: screens.map((screen) => toAdminScreen(screen, venue.name)),
  };
}

export async function updateVenue(venueId: string, input: VenueUpdate): Promise<AdminVenue> {
  const venue = await getVenueItem(venueId);
  const set: Partial<VenueItem> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.location !== undefined) set.location = input.location;
  if (input.timeZone !== undefined) set.timeZone = input.timeZone;
  if (input.isActive !== undefined) set.isActive = input.isActive;
  if (input.address !== undefined && blankToUndefined(input.address)) set.address = blankToUndefined(input.address);
  if (input.phone !== undefined && blankToUndefined(input.phone)) set.phone = blankToUndefined(input.phone);
  const remove = [
    ...(input.address !== undefined && !blankToUndefined(input.address) ? (['address'] as const) : []),
    ...(input.phone !== undefined && !blankToUndefined(input.phone) ? (['phone'] as const) : []),
  ];
  // The name is a key composite of allByName: write it whole.
  let update = db.entities.venue.patch({ venueId }).set({ ...set, name: set.name ?? venue.name });
  if (remove.length > 0) update = update.remove([...remove]);
  const updated = (await update.go({ response: 'all_new' }).catch((error: unknown) => {
    // Deleted since it was read (a patch writes only an item that exists).
    throw isConditionFailure(error) ? notFound('Venue') : error;
  })).data as VenueItem;
  // In the same request: the venue's sessions (past ones too) take its names and clock. On every save,
  // not only on a change: saving again repairs sessions an interrupted save left behind, or older
  // session items that never carried the zone.
  const screens = await venueScreens(venueId);
  await refreshSessionCards(
    screens.map((s) => s.screenId),
    { venueName: updated.name, location: updated.location, timeZone: updated.timeZone ?? DEFAULT_TIME_ZONE },
  );
  return toAdminVenue(updated);
}

/** How often a delete reads a venue's screens again because screens kept being added to it meanwhile. */
const MAX_VENUE_DELETE_ATTEMPTS = 3;

/**
 * Deletes a venue with its screens (functions/admin/screens.ts, removeScreen), refused before anything is
 * deleted when any screen has a booked session ahead: each screen is read with all its sessions once
 * (`screenToDelete`), which serves both that check and the screen's removal. Its screens are read once its
 * index shows every screen it counts; a screen added to it since keeps the venue's item from going, and
 * all is read again (functions/data/venue-placements.ts).
 */
export async function deleteVenue(venueId: string, attempt = 1): Promise<void> {
  const found = await venueWithAllItsScreens(venueId);
  if (found === 'lagging') throw concurrentUpdate();
  // Gone, on any attempt: another delete took it (this one deletes the venue's item only as its last write).
  if (found === 'gone') throw notFound('Venue');
  const timeZone = found.item.timeZone ?? DEFAULT_TIME_ZONE;
  const screens = await Promise.all(found.under.map((screen) => screenToDelete(screen.screenId, timeZone, 'VENUE')));
  // Its screens side by side, each in its own safe order (sessions, screen item, seat maps); every one runs
  // to its end before the answer, the first failure then answering for all.
  const removed = await Promise.allSettled(found.under.map((screen, i) => removeScreen(screen.screenId, timeZone, 'VENUE', screens[i])));
  const failed = removed.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  if (await deleteVenueUnlessPlacedIn(found.item)) return;
  if (attempt >= MAX_VENUE_DELETE_ATTEMPTS) throw concurrentUpdate();
  return deleteVenue(venueId, attempt + 1);
}
