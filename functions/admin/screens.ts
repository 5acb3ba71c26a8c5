import { randomUUID } from 'node:crypto';
import { mapConcurrently } from '../lib/concurrency';
import type { AdminScreen, ScreenInput, ScreenUpdate } from '../../shared/api/routes/admin-venues';
import { hasBookingsAhead } from '../../shared/admin/sessions';
import { DEFAULT_TIME_ZONE } from '../../shared/time-zone';
import { AppError, badRequest, concurrentUpdate, conflict } from '../../shared/errors';
import { db } from '../data/service';
import { orNull } from './common';
import type { ScreenItem } from '../data/entities/screen';
import { allVenues, findScreenItem, getScreenItem, getVenueItem, venueScreens } from './venue-items';
import { anyBooked, deleteSessionItems, hasBookings, refreshSessionCards } from './screen-sessions';
import { screenSessions, upcomingSessions } from '../data/sessions';
import { deleteScreenUnlessPlacedOn } from '../data/screen-placements';
import { deleteSeatMapsOfScreen } from '../data/seating';
import type { SessionItem } from '../data/entities/session';

/** How often a delete reads a screen's sessions again because sessions kept being put on it meanwhile. */
const MAX_SCREEN_DELETE_ATTEMPTS = 3;

/** Screens of a venue: list, create, edit and delete (refused while a session ahead is booked). */

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
    hasBookingsAhead: hasBookingsAhead(screen.bookedUntil),
    createdAt: screen.createdAt,
  };
}

/**
 * Deletes a screen: refused while a session ahead is booked; its unbooked upcoming sessions, the screen and
 * its seat maps go. `screen` is as read before its sessions: a session created on it or moved to it since
 * keeps the screen's item from going, and its sessions are read again (functions/data/screen-placements.ts).
 * `checked`: its upcoming sessions as the caller read them after `screen` and found unbooked (a venue's
 * delete checks every screen before it deletes anything), not read and checked a second time.
 */
export async function removeScreen(screen: ScreenItem, timeZone: string, kind: 'VENUE' | 'SCREEN', checked?: SessionItem[], attempt = 1): Promise<void> {
  const upcoming = checked ?? (await upcomingSessions(screen.screenId, timeZone));
  if (!checked && (await anyBooked(upcoming))) throw hasBookings(kind);
  await mapConcurrently(upcoming, 4, async (session) => {
    try {
      await deleteSessionItems(session);
    } catch (error) {
      // Booked since it was read.
      if ((error as Error).name === 'ConditionFailed') throw hasBookings(kind);
      throw error;
    }
  });
  if (!(await deleteScreenUnlessPlacedOn(screen))) {
    // A session was put on it meanwhile: read the screen and its sessions again (gone meanwhile: another
    // delete took it, and its seat maps are cleared below all the same).
    const now = await findScreenItem(screen.screenId);
    if (now) {
      if (attempt >= MAX_SCREEN_DELETE_ATTEMPTS) throw concurrentUpdate();
      return removeScreen(now, timeZone, kind, undefined, attempt + 1);
    }
  }
  // Every version of the seat map (past sessions on a deleted screen keep their bookings, not the map).
  await deleteSeatMapsOfScreen(screen.screenId);
}

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
