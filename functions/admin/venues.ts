import { randomUUID } from 'node:crypto';
import type {
  AdminScreen,
  AdminSeatCategory,
  AdminVenue,
  ScreenInput,
  ScreenUpdate,
  SeatCategoryInput,
  VenueDetail,
  VenueInput,
  VenueUpdate,
} from '../../shared/api/routes/admin-venues';
import { isUpcomingStart } from '../../shared/admin/sessions';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { DEFAULT_TIME_ZONE, zonedTimeToInstant } from '../../shared/time-zone';
import { AppError, badRequest, conflict, notFound } from '../../shared/errors';
import { keyCursor, readFromCursor } from '../data/cursor';
import { counterWrite } from '../data/counters';
import { db } from '../data/service';
import { isConditionFailure, transactionEntities as tx, writeTransaction } from '../data/transactions';
import { sessionGateWrites } from '../data/session-tally';
import { blankToUndefined, inPool, orNull, type ScreenItem, type SessionItem, type VenueItem } from './common';

export function toAdminVenue(venue: VenueItem): AdminVenue {
  return {
    id: venue.venueId,
    name: venue.name,
    location: venue.location,
    address: orNull(venue.address),
    phone: orNull(venue.phone),
    timeZone: venue.timeZone ?? DEFAULT_TIME_ZONE,
    isActive: venue.isActive,
    createdAt: venue.createdAt,
  };
}

export function toAdminScreen(screen: ScreenItem, venueName: string | null): AdminScreen {
  return {
    id: screen.screenId,
    venueId: screen.venueId,
    venueName,
    name: screen.name,
    capacity: screen.capacity,
    screenType: screen.screenType,
    isActive: screen.isActive,
    aisleColumns: screen.aisleColumns,
    screenPosition: screen.screenPosition,
    seatMapVersion: orNull(screen.seatMapVersion),
    seatCount: screen.seatCount ?? 0,
    sellableSeats: screen.sellableSeats ?? 0,
    createdAt: screen.createdAt,
  };
}

export async function getVenueItem(venueId: string): Promise<VenueItem> {
  const { data } = await db.entities.venue.get({ venueId }).go({ consistent: true });
  if (!data) throw notFound('Venue');
  return data;
}

export async function getScreenItem(screenId: string): Promise<ScreenItem> {
  const { data } = await db.entities.screen.get({ screenId }).go({ consistent: true });
  if (!data) throw notFound('Screen');
  return data;
}

async function venueScreens(venueId: string): Promise<ScreenItem[]> {
  const { data } = await db.entities.screen.query.byVenue({ venueId }).go({ pages: 'all' });
  return data;
}

async function allVenues(): Promise<VenueItem[]> {
  const { data } = await db.entities.venue.query.allByName({}).go({ pages: 'all' });
  return data;
}

// --- venues ----------------------------------------------------------------------------------

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

/** A screen's sessions, by date then time (from `fromDate` when given). */
async function screenSessions(screenId: string, fromDate?: string): Promise<SessionItem[]> {
  const query = db.entities.session.query.byScreen({ screenId });
  const { data } = await (fromDate ? query.gte({ sessionDate: fromDate }) : query).go({ pages: 'all' });
  return data;
}

type SessionCard = Partial<Pick<SessionItem, 'venueName' | 'location' | 'screenName' | 'timeZone'>>;

/**
 * Copies a venue's or screen's new names, or the venue's new time zone, onto its sessions (the listing
 * and the booking path read them there), 8 writes at a time; sessions that already carry them are left
 * alone. A new zone moves the session's start, so it also raises the session's `editRevision`: a booking
 * made from a copy of the session read before is refused by its transaction and retried on the new clock.
 */
async function refreshSessionCards(screenIds: string[], card: SessionCard) {
  const sessions = (await Promise.all(screenIds.map((screenId) => screenSessions(screenId)))).flat();
  const stale = sessions.filter((session) => Object.entries(card).some(([field, value]) => session[field as keyof SessionCard] !== value));
  await inPool(stale, 8, (session) => {
    const patch = db.entities.session.patch({ sessionId: session.sessionId }).set(card);
    return (card.timeZone !== undefined && card.timeZone !== session.timeZone ? patch.add({ editRevision: 1 }) : patch)
      .go()
      .catch((error: unknown) => {
        // A session deleted meanwhile has no card to refresh.
        if (!isConditionFailure(error)) throw error;
      });
  });
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

const startOf = (session: SessionItem, timeZone: string) => zonedTimeToInstant(session.sessionDate, session.sessionTime, timeZone);

/**
 * A screen's sessions that are ahead or running. The first read is by date from yesterday (UTC), so
 * the past costs nothing; the exact start is then on the venue's clock.
 */
async function upcomingSessions(screenId: string, timeZone: string, now = new Date()): Promise<SessionItem[]> {
  const sessions = await screenSessions(screenId, addDays(utcDateKey(now), -2));
  return sessions.filter((session) => isUpcomingStart(startOf(session, timeZone), now));
}

const hasBookings = (kind: 'VENUE' | 'SCREEN') =>
  conflict(
    `${kind}_HAS_BOOKINGS`,
    kind === 'VENUE'
      ? 'This venue has confirmed bookings for upcoming sessions and cannot be deleted.'
      : 'This screen has confirmed bookings for upcoming sessions and cannot be deleted.',
  );

/** Deletes an unbooked session with its prices and running order, in one transaction (refused if it got a booking). */
export async function deleteSessionItems(session: SessionItem): Promise<void> {
  const [{ data: prices }, { data: assets }] = await Promise.all([
    db.entities.sessionCategoryPricing.query.bySession({ sessionId: session.sessionId }).go({ pages: 'all' }),
    db.entities.sessionAsset.query.bySession({ sessionId: session.sessionId }).go({ pages: 'all' }),
  ]);
  await writeTransaction([
    {
      role: 'session',
      item: tx.session
        .delete({ sessionId: session.sessionId })
        .where((attr, op) => `${op.exists(attr.sessionId)} AND ${op.eq(attr.bookedSeats, 0)}`)
        .commit(),
    },
    ...prices.map((p) => ({ role: 'price', item: tx.sessionCategoryPricing.delete({ sessionId: p.sessionId, categoryId: p.categoryId }).commit() })),
    ...assets.map((a) => ({ role: 'asset', item: tx.sessionAsset.delete({ sessionId: a.sessionId, assetId: a.assetId, displayOrder: a.displayOrder }).commit() })),
    counterWrite('sessions', -1),
    // Closed for good: a booking planned before the delete cannot commit after it.
    ...sessionGateWrites(session.sessionId, Number.MAX_SAFE_INTEGER, { noBookings: true }),
  ]);
}

/** Deletes a screen: refused while a session ahead is booked; its unbooked upcoming sessions, its seat maps and the screen go. */
async function removeScreen(screen: ScreenItem, timeZone: string, kind: 'VENUE' | 'SCREEN') {
  const upcoming = await upcomingSessions(screen.screenId, timeZone);
  if (upcoming.some((session) => session.bookedSeats > 0)) throw hasBookings(kind);
  await inPool(upcoming, 4, async (session) => {
    try {
      await deleteSessionItems(session);
    } catch (error) {
      // Booked since it was read.
      if ((error as Error).name === 'ConditionFailed') throw hasBookings(kind);
      throw error;
    }
  });
  // Every version of the seat map (past sessions on a deleted screen keep their bookings, not the map).
  const [{ data: seats }, { data: versions }] = await Promise.all([
    db.entities.screenSeat.query.byScreen({ screenId: screen.screenId }).go({ pages: 'all', attributes: ['screenId', 'version', 'rowNumber', 'seatNumber'] }),
    db.entities.seatMap.query.byScreen({ screenId: screen.screenId }).go({ pages: 'all', attributes: ['screenId', 'version'] }),
  ]);
  await inPool(seats, 25, (seat) => db.entities.screenSeat.delete(seat).go());
  await inPool(versions, 8, (version) => db.entities.seatMap.delete(version).go());
  await db.entities.screen.delete({ screenId: screen.screenId }).go();
}

export async function deleteVenue(venueId: string): Promise<void> {
  const venue = await getVenueItem(venueId);
  const screens = await venueScreens(venueId);
  const timeZone = venue.timeZone ?? DEFAULT_TIME_ZONE;
  // Refuse before deleting anything when any screen has a booked session ahead.
  const upcoming = (await Promise.all(screens.map((s) => upcomingSessions(s.screenId, timeZone)))).flat();
  if (upcoming.some((session) => session.bookedSeats > 0)) throw hasBookings('VENUE');
  for (const screen of screens) await removeScreen(screen, timeZone, 'VENUE');
  await db.entities.venue.delete({ venueId }).go();
}

// --- screens ---------------------------------------------------------------------------------

export async function listScreens(venueId?: string): Promise<{ items: AdminScreen[] }> {
  const venues = venueId ? [await getVenueItem(venueId)] : await allVenues();
  const perVenue = await Promise.all(venues.map(async (venue) => (await venueScreens(venue.venueId)).map((screen) => toAdminScreen(screen, venue.name))));
  return { items: perVenue.flat() };
}

export async function createScreen(venueId: string, input: ScreenInput): Promise<AdminScreen> {
  const venue = await getVenueItem(venueId);
  const { data } = await db.entities.screen
    .create({
      screenId: randomUUID(),
      venueId,
      name: input.name,
      capacity: input.capacity,
      screenType: input.screenType,
      isActive: input.isActive ?? true,
      seatCount: 0,
      sellableSeats: 0,
    })
    .go();
  return toAdminScreen(data as ScreenItem, venue.name);
}

export async function getScreen(screenId: string): Promise<AdminScreen> {
  const screen = await getScreenItem(screenId);
  const { data: venue } = await db.entities.venue.get({ venueId: screen.venueId }).go();
  return toAdminScreen(screen, venue?.name ?? null);
}

export async function updateScreen(screenId: string, input: ScreenUpdate): Promise<AdminScreen> {
  const screen = await getScreenItem(screenId);
  const venueId = input.venueId ?? screen.venueId;
  const moving = venueId !== screen.venueId;
  const venue = await getVenueItem(venueId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw badRequest('Venue not found');
    throw error;
  });
  if (moving && (await screenSessions(screenId)).length > 0) {
    throw conflict('SCREEN_HAS_SESSIONS', 'A screen with sessions cannot move to another venue.');
  }
  if (input.capacity !== undefined && input.capacity < (screen.seatCount ?? 0)) {
    throw badRequest(`Capacity cannot be below the ${screen.seatCount} seats of the current seat map.`, { path: 'capacity' });
  }
  const name = input.name ?? screen.name;
  const { data } = await db.entities.screen
    .patch({ screenId })
    .set({
      // venueId and name are the composites of byVenue: written together.
      venueId,
      name,
      ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
      ...(input.screenType !== undefined ? { screenType: input.screenType } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    })
    .go({ response: 'all_new' });
  const updated = data as ScreenItem;
  if (updated.name !== screen.name) await refreshSessionCards([screenId], { screenName: updated.name });
  return toAdminScreen(updated, venue.name);
}

export async function deleteScreen(screenId: string): Promise<void> {
  const screen = await getScreenItem(screenId);
  const { data: venue } = await db.entities.venue.get({ venueId: screen.venueId }).go();
  await removeScreen(screen, venue?.timeZone ?? DEFAULT_TIME_ZONE, 'SCREEN');
}

// --- seat categories -------------------------------------------------------------------------

export const toAdminCategory = (c: { categoryId: string; name: string; colorCode: string; isActive: boolean }): AdminSeatCategory => ({
  id: c.categoryId,
  name: c.name,
  colorCode: c.colorCode,
  isActive: c.isActive,
});

export async function listCategories() {
  const { data } = await db.entities.seatCategory.query.allByName({}).go({ pages: 'all' });
  return data;
}

export async function createCategory(input: SeatCategoryInput): Promise<AdminSeatCategory> {
  const existing = await listCategories();
  if (existing.some((c) => c.name.trim().toLowerCase() === input.name.toLowerCase())) {
    throw conflict('SEAT_CATEGORY_EXISTS', 'A seat category with this name already exists.');
  }
  const { data } = await db.entities.seatCategory.create({ categoryId: randomUUID(), name: input.name, colorCode: input.colorCode.toLowerCase() }).go();
  return toAdminCategory(data as { categoryId: string; name: string; colorCode: string; isActive: boolean });
}
