import { randomUUID } from 'node:crypto';
import type { AdminVenue, VenueDetail, VenueInput, VenueUpdate } from '../../shared/api/routes/admin-venues';
import { hasBookingsAhead } from '../../shared/admin/sessions';
import { DEFAULT_TIME_ZONE } from '../../shared/time-zone';
import { keyCursor, readFromCursor } from '../data/cursor';
import { db } from '../data/service';
import { blankToUndefined, orNull } from './common';
import type { VenueItem } from '../data/entities/venue';
import { getVenueItem, venueScreens } from './venue-items';
import { anyBooked, hasBookings, refreshSessionCards } from './screen-sessions';
import { upcomingSessions } from '../data/sessions';
import { removeScreen, toAdminScreen } from './screens';

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
  const { data } = await update.go({ response: 'all_new' });
  const updated = data as VenueItem;
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

export async function deleteVenue(venueId: string): Promise<void> {
  const venue = await getVenueItem(venueId);
  const screens = await venueScreens(venueId);
  const timeZone = venue.timeZone ?? DEFAULT_TIME_ZONE;
  // Refuse before deleting anything when any screen has a booked session ahead.
  const upcoming = (await Promise.all(screens.map((s) => upcomingSessions(s.screenId, timeZone)))).flat();
  if (await anyBooked(upcoming)) throw hasBookings('VENUE');
  for (const screen of screens) await removeScreen(screen.screenId, timeZone, 'VENUE');
  await db.entities.venue.delete({ venueId }).go();
}
