import { randomUUID } from 'node:crypto';
import { mapConcurrently } from '../lib/concurrency';
import type { AdminScreen, ScreenInput, ScreenUpdate } from '../../shared/api/routes/admin-venues';
import { hasBookingsAhead } from '../../shared/admin/sessions';
import { DEFAULT_TIME_ZONE } from '../../shared/time-zone';
import { AppError, badRequest, concurrentUpdate, conflict, notFound } from '../../shared/errors';
import { formatNumber } from '../../shared/format-number';
import { db } from '../data/service';
import { orNull } from './common';
import type { ScreenItem } from '../data/entities/screen';
import { allVenues, getScreenItem, getVenueItem, venueScreens } from './venue-items';
import { anyBooked, deleteSessionItems, hasBookings, refreshSessionCards } from './screen-sessions';
import { screenSessions, upcomingOf } from '../data/sessions';
import { deleteScreenUnlessPlacedOn, screenExists, screenWithAllItsSessions } from '../data/screen-placements';
import { ConditionFailed, transactionEntities as tx, writeTransaction } from '../data/transactions';
import { isConditionFailure } from '../data/write-errors';
import { placeScreenInVenue, takeScreenOutOfVenue } from '../data/venue-placements';
import { deleteSeatMapsOfScreen } from '../data/seating';
import type { SessionItem } from '../data/entities/session';

/** How often a delete reads a screen's sessions again because sessions kept being put on it (or taken off) meanwhile. */
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

/** A screen as its delete read it: its item, and its upcoming sessions, none of them booked. */
export interface ScreenToDelete {
  item: ScreenItem;
  upcoming: SessionItem[];
}

/**
 * Reads a screen for its delete, once its index shows every session it counts (functions/data/screen-placements.ts),
 * and refuses (409) when a session ahead of it is booked, as its tally counts it now; `gone` when the screen is.
 * A venue's delete reads each of its screens so before deleting any, and hands each read on to `removeScreen`.
 */
export async function screenToDelete(screenId: string, timeZone: string, kind: 'VENUE' | 'SCREEN'): Promise<ScreenToDelete | 'gone'> {
  const found = await screenWithAllItsSessions(screenId);
  if (found === 'lagging') throw concurrentUpdate();
  if (found === 'gone') return 'gone';
  const upcoming = upcomingOf(found.under, timeZone);
  if (await anyBooked(upcoming)) throw hasBookings(kind);
  return { item: found.item, upcoming };
}

/**
 * Deletes a screen: refused while a session ahead is booked; its unbooked upcoming sessions, the screen and
 * its seat maps go. `read` is the screen as its caller already read it (`screenToDelete`), else it is read
 * here. A session put on it, deleted or moved away, the screen moved to another venue, or its venue deleted
 * since it was read keeps the screen's item from going, and all is read again. Found gone, another delete
 * took it (a screen's or its venue's): its seat maps are cleared all the same, and a screen's delete answers
 * 404 as for a screen that is not there (a venue's goes on with its other screens).
 */
export async function removeScreen(screenId: string, timeZone: string, kind: 'VENUE' | 'SCREEN', read?: ScreenToDelete | 'gone', attempt = 1): Promise<void> {
  const screen = read ?? (await screenToDelete(screenId, timeZone, kind));
  if (screen !== 'gone') {
    const changedMeanwhile = (await mapConcurrently(screen.upcoming, 4, (session) => deleteUnbookedSession(session, kind))).includes(false);
    if (changedMeanwhile || !(await deleteScreenUnlessPlacedOn(screen.item))) {
      if (attempt >= MAX_SCREEN_DELETE_ATTEMPTS) throw concurrentUpdate();
      return removeScreen(screenId, timeZone, kind, undefined, attempt + 1);
    }
  }
  // Every version of the seat map (past sessions on a deleted screen keep their bookings, not the map).
  await deleteSeatMapsOfScreen(screenId);
  if (screen === 'gone' && kind === 'SCREEN') throw notFound('Screen');
}

/**
 * Deletes an upcoming session of a screen being deleted: false when anything else it is conditioned on
 * changed since it was read (it was deleted or moved, or its screen went), for all to be read again.
 */
async function deleteUnbookedSession(session: SessionItem, kind: 'VENUE' | 'SCREEN'): Promise<boolean> {
  try {
    await deleteSessionItems(session);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('sessionTally')) throw hasBookings(kind);
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

export async function listScreens(venueId?: string): Promise<{ items: AdminScreen[] }> {
  const venues = venueId ? [await getVenueItem(venueId)] : await allVenues();
  const perVenue = await Promise.all(venues.map(async (venue) => (await venueScreens(venue.venueId)).map((screen) => toAdminScreen(screen, venue.name))));
  return { items: perVenue.flat() };
}

/** Creates a screen in the venue, counted on it in the same transaction (a venue deleted meanwhile: 404, as for one that never was). */
export async function createScreen(venueId: string, input: ScreenInput): Promise<AdminScreen> {
  const venue = await getVenueItem(venueId);
  const screenId = randomUUID();
  try {
    await writeTransaction([
      {
        role: 'screen',
        item: tx.screen
          .create({
            screenId,
            venueId,
            name: input.name,
            capacity: input.capacity,
            screenType: input.screenType,
            isActive: input.isActive ?? true,
            seatCount: 0,
            sellableSeats: 0,
            sessionCount: 0,
          })
          .commit(),
      },
      placeScreenInVenue(venueId),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('venue')) throw notFound('Venue');
    throw error;
  }
  return toAdminScreen(await getScreenItem(screenId), venue.name);
}

type ScreenChanges = Pick<ScreenItem, 'venueId' | 'name'> & Partial<Pick<ScreenItem, 'capacity' | 'screenType' | 'isActive'>>;

/**
 * A screen's edit refused by its condition (the screen still in the venue it was read in): it was deleted
 * meanwhile (404, as for one that never was) or moved to another venue (409, that move stands).
 */
async function screenChangedMeanwhile(screenId: string): Promise<AppError> {
  return (await screenExists(screenId)) ? concurrentUpdate() : notFound('Screen');
}

/**
 * Writes a screen's move to another venue with both venues' counts, in one transaction, on condition that
 * it is still in the venue it was read in (the new venue deleted meanwhile: 400, as for one that never was).
 */
async function moveScreen(screen: ScreenItem, changes: ScreenChanges): Promise<ScreenItem> {
  try {
    await writeTransaction([
      {
        role: 'screen',
        item: tx.screen
          .patch({ screenId: screen.screenId })
          .set(changes)
          .where((attr, op) => op.eq(attr.venueId, screen.venueId))
          .commit(),
      },
      placeScreenInVenue(changes.venueId),
      await takeScreenOutOfVenue(screen.venueId),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('screen')) throw await screenChangedMeanwhile(screen.screenId);
    if (error instanceof ConditionFailed && error.has('venue')) throw badRequest('Venue not found');
    if (error instanceof ConditionFailed) throw concurrentUpdate();
    throw error;
  }
  return getScreenItem(screen.screenId);
}

/** Writes a screen's edit in its venue, on condition that it is still there (its venue is written back with its name). */
async function editScreen(screen: ScreenItem, changes: ScreenChanges): Promise<ScreenItem> {
  try {
    const { data } = await db.entities.screen
      .patch({ screenId: screen.screenId })
      .set(changes)
      .where((attr, op) => op.eq(attr.venueId, screen.venueId))
      .go({ response: 'all_new' });
    return data as ScreenItem;
  } catch (error) {
    if (isConditionFailure(error)) throw await screenChangedMeanwhile(screen.screenId);
    throw error;
  }
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
    throw badRequest(`Capacity cannot be below the ${formatNumber(screen.seatCount ?? 0)} seats of the current seat map.`, { path: 'capacity' });
  }
  const changes: ScreenChanges = {
    // venueId and name are the composites of byVenue: written together.
    venueId,
    name: input.name ?? screen.name,
    ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
    ...(input.screenType !== undefined ? { screenType: input.screenType } : {}),
    ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
  };
  const updated = await (moving ? moveScreen : editScreen)(screen, changes);
  if (updated.name !== screen.name) await refreshSessionCards([screenId], { screenName: updated.name });
  return toAdminScreen(updated, venue.name);
}

export async function deleteScreen(screenId: string): Promise<void> {
  const screen = await getScreenItem(screenId);
  const { data: venue } = await db.entities.venue.get({ venueId: screen.venueId }).go();
  await removeScreen(screen.screenId, venue?.timeZone ?? DEFAULT_TIME_ZONE, 'SCREEN');
}
