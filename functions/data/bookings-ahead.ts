import { isUpcomingStart } from '../../shared/admin/sessions';
import { showStart } from '../../shared/booking/availability';
import type { SessionItem } from './entities/session';
import { db } from './service';
import { timeZoneOf } from './session-venues';
import { upcomingSessions } from './sessions';
import { isConditionFailure } from './write-errors';

/**
 * A screen's and its venue's `bookedUntil`: the latest start among their sessions with bookings, one
 * attribute whatever the number of shows, so the Venues and Screens tabs say a Delete would be refused
 * (`hasBookingsAhead`) without reading any session (docs/booking.md, "Booked shows on their screen and
 * venue"). A booking only ever raises it, on condition, so raises never undo each other; a show that
 * loses its last booking or moves makes the screen's value worked out again from its sessions, and the
 * venue's from its screens. The API's 409 stays the final word for a delete.
 */

/** How often a recount is tried again when another writer changed the value since it was read. */
const MAX_RECOUNTS = 5;

type Holder = { kind: 'screen' | 'venue'; id: string };

async function readBookedUntil({ kind, id }: Holder): Promise<{ found: boolean; bookedUntil?: string }> {
  const { data } =
    kind === 'screen'
      ? await db.entities.screen.get({ screenId: id }).go({ consistent: true, attributes: ['screenId', 'bookedUntil'] })
      : await db.entities.venue.get({ venueId: id }).go({ consistent: true, attributes: ['venueId', 'bookedUntil'] });
  return { found: data !== null, bookedUntil: data?.bookedUntil };
}

/** What a write asks of the value there: lower than `raiseTo` (or none), or still the one read. */
type Guard = { raiseTo: string } | { unchangedFrom: string | undefined };

/** A guard's condition, from the terms of the item's `createdAt` (there: not deleted meanwhile) and `bookedUntil`. */
interface Terms {
  present: string;
  unset: string;
  is: (value: string) => string;
  before: (value: string) => string;
}
const guardText = (guard: Guard, terms: Terms) => {
  const wanted = 'raiseTo' in guard ? `${terms.unset} OR ${terms.before(guard.raiseTo)}` : guard.unchangedFrom === undefined ? terms.unset : terms.is(guard.unchangedFrom);
  return `${terms.present} AND (${wanted})`;
};

/** Sets the value (none: removes it) if the guard holds. */
async function write({ kind, id }: Holder, value: string | undefined, guard: Guard): Promise<void> {
  if (kind === 'screen') {
    const patch = db.entities.screen.patch({ screenId: id });
    await (value === undefined ? patch.remove(['bookedUntil']) : patch.set({ bookedUntil: value }))
      .where((attr, op) => guardText(guard, { present: op.exists(attr.createdAt), unset: op.notExists(attr.bookedUntil), is: (v) => op.eq(attr.bookedUntil, v), before: (v) => op.lt(attr.bookedUntil, v) }))
      .go({ response: 'none' });
  } else {
    const patch = db.entities.venue.patch({ venueId: id });
    await (value === undefined ? patch.remove(['bookedUntil']) : patch.set({ bookedUntil: value }))
      .where((attr, op) => guardText(guard, { present: op.exists(attr.createdAt), unset: op.notExists(attr.bookedUntil), is: (v) => op.eq(attr.bookedUntil, v), before: (v) => op.lt(attr.bookedUntil, v) }))
      .go({ response: 'none' });
  }
}

/** Raises the value to `start` unless it is there or later already (an item deleted meanwhile has nothing to raise); whether it did. */
async function raise(holder: Holder, start: string): Promise<boolean> {
  try {
    await write(holder, start, { raiseTo: start });
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/**
 * Sets the value worked out by `latest` on condition that it is still the one read, so a raise in between
 * is not lost: then it is read and worked out again. The value now, and whether it changed.
 */
async function recount(holder: Holder, latest: () => Promise<string | undefined>): Promise<{ value?: string; changed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const read = await readBookedUntil(holder);
    if (!read.found) return { changed: false };
    const value = await latest();
    if (value === read.bookedUntil) return { value, changed: false };
    try {
      await write(holder, value, { unchangedFrom: read.bookedUntil });
      return { value, changed: true };
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= MAX_RECOUNTS) throw error;
    }
  }
}

/** The session's clock: its own copy of its venue's zone, else the venue's (one read, only then). */
const clockOf = async (session: SessionItem) =>
  timeZoneOf(session, session.timeZone === undefined ? (await db.entities.venue.get({ venueId: session.venueId }).go({ attributes: ['venueId', 'timeZone'] })).data : undefined);

/**
 * The latest start among the screen's sessions with bookings that are ahead or running, `known` standing
 * in for the session just changed (the index may not show its new count or start yet).
 */
async function latestBookedStartOfScreen(screenId: string, timeZone: string, known: { sessionId?: string; start?: string }, now: Date): Promise<string | undefined> {
  const starts = (await upcomingSessions(screenId, timeZone, now))
    .filter((session) => session.sessionId !== known.sessionId && session.bookedSeats > 0 && session.status !== 'cancelled')
    .map((session) => showStart(session, timeZone).toISOString());
  if (known.start !== undefined && isUpcomingStart(new Date(known.start), now)) starts.push(known.start);
  return starts.sort().at(-1);
}

/** The latest of the venue's screens' values, `known` standing in for the screens just recounted. */
async function latestBookedStartOfVenue(venueId: string, known: { screenId: string; bookedUntil?: string }[]): Promise<string | undefined> {
  const { data } = await db.entities.screen.query.byVenue({ venueId }).go({ pages: 'all', attributes: ['screenId', 'bookedUntil'] });
  const values = data.filter((screen) => !known.some(({ screenId }) => screenId === screen.screenId)).map((screen) => screen.bookedUntil);
  return [...values, ...known.map((screen) => screen.bookedUntil)].filter((value): value is string => value !== undefined).sort().at(-1);
}

/**
 * Keeps the session's screen and venue `bookedUntil` true after its booked count (`booked`) changed or its
 * start `moved`: run after the stream's copy of its tally and after an admin edit that moves its start (a
 * venue's new time zone, which moves them all, has `recountBookingsAhead`). A booked show raises both; a
 * show with no booking left, or moved, that may have been the latest makes them counted again. Whether it
 * changed either.
 */
export async function markBookingsAhead(session: SessionItem, booked: number, { moved = false, now = new Date() } = {}): Promise<boolean> {
  const screen: Holder = { kind: 'screen', id: session.screenId };
  const venue: Holder = { kind: 'venue', id: session.venueId };
  const [timeZone, current] = await Promise.all([clockOf(session), readBookedUntil(screen)]);
  const start = showStart(session, timeZone).toISOString();
  if (booked > 0 && !moved) {
    if (current.bookedUntil !== undefined && current.bookedUntil >= start) return false;
    return (await Promise.all([raise(screen, start), raise(venue, start)])).some(Boolean);
  }
  // Without bookings now and never the latest: nothing it counted for has gone.
  if (booked === 0 && (current.bookedUntil === undefined || current.bookedUntil < start)) return false;
  const known = { sessionId: session.sessionId, start: booked > 0 ? start : undefined };
  const ofScreen = await recount(screen, () => latestBookedStartOfScreen(session.screenId, timeZone, known, now));
  const ofVenue = await recount(venue, () => latestBookedStartOfVenue(session.venueId, [{ screenId: session.screenId, bookedUntil: ofScreen.value }]));
  return ofScreen.changed || ofVenue.changed;
}

/**
 * Works out again the values of a venue's screens, each from its sessions on the venue's clock, then the
 * venue's from its screens: after a new time zone moved every start of the venue at once, one recount a
 * screen rather than one a session moved.
 */
export async function recountBookingsAhead(venueId: string, screenIds: string[], timeZone: string, now = new Date()): Promise<void> {
  const screens = await Promise.all(
    screenIds.map(async (screenId) => ({ screenId, bookedUntil: (await recount({ kind: 'screen', id: screenId }, () => latestBookedStartOfScreen(screenId, timeZone, {}, now))).value })),
  );
  await recount({ kind: 'venue', id: venueId }, () => latestBookedStartOfVenue(venueId, screens));
}
