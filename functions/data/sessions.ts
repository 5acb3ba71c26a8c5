import type { BookingItem } from './entities/booking';
import type { SessionItem } from './entities/session';
import type { SessionAssetItem } from './entities/session-asset';
import type { SessionCategoryPricingItem } from './entities/session-category-pricing';
import { isUpcomingStart } from '../../shared/admin/sessions';
import { showStart } from '../../shared/booking/availability';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { db } from './service';

/** Reads of a session and what hangs off it, shared by the domains (docs/data-model.md). */

/** A session by id, or null; `consistent` where the caller goes on to write what it read. */
export async function sessionById(sessionId: string, { consistent = false } = {}): Promise<SessionItem | null> {
  const { data } = await db.entities.session.get({ sessionId }).go({ consistent });
  return data;
}

/** These sessions, one batch read (none for no ids; an id without a session is left out); `consistent` where the caller goes on to write what it read. */
export async function sessionsByIds(sessionIds: Iterable<string>, { consistent = false } = {}): Promise<SessionItem[]> {
  const keys = [...new Set(sessionIds)].map((sessionId) => ({ sessionId }));
  if (keys.length === 0) return [];
  const { data } = await db.entities.session.get(keys).go({ consistent });
  return data;
}

/** The session's price per seat category; `consistent` where the caller writes only what differs from it. */
export async function pricesOfSession(sessionId: string, { consistent = false } = {}): Promise<SessionCategoryPricingItem[]> {
  const { data } = await db.entities.sessionCategoryPricing.query.bySession({ sessionId }).go({ pages: 'all', consistent });
  return data;
}

/** The assets linked to the session (pre-show ads, trailers...), in display order, active or not; `consistent` as for its prices. */
export async function assetLinksOfSession(sessionId: string, { consistent = false } = {}): Promise<SessionAssetItem[]> {
  const { data } = await db.entities.sessionAsset.query.bySession({ sessionId }).go({ pages: 'all', consistent });
  return data;
}

/** The sessions an asset is linked to. */
export async function sessionLinksOfAsset(assetId: string): Promise<SessionAssetItem[]> {
  const { data } = await db.entities.sessionAsset.query.byAsset({ assetId }).go({ pages: 'all' });
  return data;
}

/**
 * The labels of the session's confirmed seats, only (a filter and a projection): the seat map's read when
 * the show's tally does not record them (bookedSeatLabelsOfTally, the read a premiere's crowd sends).
 */
export async function confirmedSeatLabelsOfSession(sessionId: string): Promise<string[]> {
  const { data } = await db.entities.booking.query
    .bySessionSeat({ sessionId })
    .where((attr, op) => op.eq(attr.status, 'confirmed'))
    .go({ pages: 'all', attributes: ['seatNumber'] });
  return data.map((seat) => seat.seatNumber);
}

/** Every booked seat of the session, whatever its status, by seat; `consistent` before a write that depends on them. */
export async function bookedSeatsOfSession(sessionId: string, { consistent = false } = {}): Promise<BookingItem[]> {
  const { data } = await db.entities.booking.query.bySessionSeat({ sessionId }).go({ pages: 'all', consistent });
  return data;
}

/** The session's confirmed seats (a cancelled or refunded seat is no booking any more); `consistent` before a write that depends on them. */
export async function confirmedSeatsOfSession(sessionId: string, { consistent = false } = {}): Promise<BookingItem[]> {
  return (await bookedSeatsOfSession(sessionId, { consistent })).filter((seat) => seat.status === 'confirmed');
}

/** A screen's sessions, by date then time (from `fromDate` when given): as venue and screen edits and deletes need them. */
export async function screenSessions(screenId: string, fromDate?: string): Promise<SessionItem[]> {
  const query = db.entities.session.query.byScreen({ screenId });
  const { data } = await (fromDate ? query.gte({ sessionDate: fromDate }) : query).go({ pages: 'all' });
  return data;
}

/** The ids of a screen's sessions as its index holds them, past ones too (the index only: it may lag behind the table). */
export async function sessionIdsInScreenIndex(screenId: string): Promise<string[]> {
  const { data } = await db.entities.session.query.byScreen({ screenId }).go({ pages: 'all', attributes: ['sessionId'] });
  return data.map((session) => session.sessionId);
}

/** A session's place in the indexes' order: date, time, then id. */
export type SessionPlace = Pick<SessionItem, 'sessionDate' | 'sessionTime' | 'sessionId'>;

/** Where a read in the indexes' order starts, included: a day, or a session's place. */
export type SessionsStart = { sessionDate: string } | SessionPlace;

/** One read of sessions in the indexes' order, and ElectroDB's cursor to go on from (null: nothing after). */
export interface SessionsRead {
  data: SessionItem[];
  cursor: string | null;
}

/** A read's size and where it goes on from (an earlier read's cursor, or null to begin at its start). */
export interface SessionsReadPage {
  limit: number;
  cursor: string | null;
}

/** One query of a month's sessions (the listing index) from `start` to before the day `endDay`. */
export async function sessionsOfMonthBetween(month: string, start: SessionsStart, endDay: string, page: SessionsReadPage): Promise<SessionsRead> {
  return db.entities.session.query.byMonth({ sessionMonth: month }).between(start, { sessionDate: endDay }).go(page);
}

/** One query of a screen's sessions (the screen index) from `start` to before the day `endDay`. */
export async function sessionsOfScreenBetween(screenId: string, start: SessionsStart, endDay: string, page: SessionsReadPage): Promise<SessionsRead> {
  return db.entities.session.query.byScreen({ screenId }).between(start, { sessionDate: endDay }).go(page);
}

/**
 * A screen's sessions that are ahead or running. The first read is by date from yesterday (UTC), so
 * the past costs nothing; the exact start is then on the venue's clock.
 */
export async function upcomingSessions(screenId: string, timeZone: string, now = new Date()): Promise<SessionItem[]> {
  return upcomingOf(await screenSessions(screenId, addDays(utcDateKey(now), -2)), timeZone, now);
}

/** Those of a screen's sessions that are ahead or running, on its venue's clock. */
export const upcomingOf = (sessions: SessionItem[], timeZone: string, now = new Date()) =>
  sessions.filter((session) => isUpcomingStart(showStart(session, timeZone), now));
