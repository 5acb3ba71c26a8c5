import * as z from 'zod';
import { MAX_SESSION_LIST_DAYS, type AdminSession, type adminSessionsQuerySchema } from '../../shared/api/routes/admin-sessions';
import { dateRangeProblem } from '../../shared/admin/date-range';
import { firstDayOnStandingScreens, monthsBetween, sessionOrderKey, SESSION_TIME_PATTERN } from '../../shared/admin/sessions';
import { calendarDate } from '../../shared/schemas/input';
import { sessionStatusAt } from '../../shared/booking/availability';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { badRequest, notFound } from '../../shared/errors';
import { decodeCursor, encodeCursor } from '../data/cursor';
import { db } from '../data/service';
import { orNull } from './common';
import type { AssetItem } from '../data/entities/asset';
import type { SessionItem } from '../data/entities/session';
import { seatCategories } from '../data/seating';
import {
  assetLinksOfSession,
  pricesOfSession,
  sessionById,
  sessionsOfMonthBetween,
  sessionsOfScreenBetween,
  type SessionsRead,
  type SessionsReadPage,
  type SessionPlace,
  type SessionsStart,
} from '../data/sessions';
import { mergeInOrder } from '../lib/merge-in-order';
import { venueScreens } from './venue-items';
import { loadVenuesOf, timeZoneOf } from '../data/session-venues';

/** Sessions Management's table: the session rows, read through the listing index or a venue's screens' indexes. */

type AdminSessionsQuery = z.output<typeof adminSessionsQuerySchema>;

/** When the admin list is not told which days: today (UTC) and the next 30 days. */
const DEFAULT_LIST_DAYS = 30;

export async function getSessionItem(sessionId: string): Promise<SessionItem> {
  const session = await sessionById(sessionId, { consistent: true });
  if (!session) throw notFound('Session');
  return session;
}

export async function loadAssets(ids: Iterable<string>): Promise<Map<string, AssetItem>> {
  const keys = [...new Set(ids)].map((assetId) => ({ assetId }));
  if (keys.length === 0) return new Map();
  const { data } = await db.entities.asset.get(keys).go();
  return new Map(data.map((asset) => [asset.assetId, asset]));
}

/** The table's rows: each session with its stored prices and running order (two small queries each, in parallel). */
export async function toAdminSessions(sessions: SessionItem[]): Promise<AdminSession[]> {
  if (sessions.length === 0) return [];
  const [categories, venues, perSession] = await Promise.all([
    seatCategories(),
    loadVenuesOf(sessions),
    Promise.all(
      sessions.map(async (session) => {
        const [prices, assets] = await Promise.all([pricesOfSession(session.sessionId), assetLinksOfSession(session.sessionId)]);
        return { prices, assets };
      }),
    ),
  ]);
  const categoryById = new Map(categories.map((c) => [c.categoryId, c]));
  const assets = await loadAssets(perSession.flatMap((s) => s.assets.map((a) => a.assetId)));
  return sessions.map((session, i) => ({
    id: session.sessionId,
    venueId: session.venueId,
    venueName: session.venueName ?? '',
    location: session.location ?? '',
    screenId: session.screenId,
    screenName: session.screenName ?? '',
    movieId: orNull(session.movieId),
    movieTitle: session.movieTitle,
    posterUrl: orNull(session.posterUrl),
    date: session.sessionDate,
    time: session.sessionTime,
    bookedSeats: session.bookedSeats,
    totalSeats: session.totalSeats,
    status: sessionStatusAt(session, timeZoneOf(session, venues.get(session.venueId))),
    durationMinutes: session.durationMinutes ?? null,
    seatMapVersion: session.seatMapVersion ?? 1,
    basePrice: session.basePrice,
    prices: perSession[i].prices.map((p) => {
      const category = categoryById.get(p.categoryId);
      return { categoryId: p.categoryId, name: category?.name ?? p.categoryId, colorCode: category?.colorCode ?? '#9ca3af', price: p.price };
    }),
    assets: perSession[i].assets
      .filter((link) => assets.has(link.assetId))
      .map((link) => ({ assetId: link.assetId, title: assets.get(link.assetId)!.title, type: assets.get(link.assetId)!.type, displayOrder: link.displayOrder })),
    createdAt: session.createdAt,
  }));
}

/** Our cursor: the place of the last session of the page (date, time, id); the next page starts after it. */
const listCursorShape = z.strictObject({ date: calendarDate(), time: z.string().regex(SESSION_TIME_PATTERN), id: z.string().min(1).max(1024) });
type ListCursor = z.infer<typeof listCursorShape>;

/** A read's size when a filter is applied in memory: enough that a page takes few reads, whatever it keeps. */
const FILTERED_READ_SIZE = 100;

/** What the list reads: the days from `first` to before `end`, after the `after` session when a page went before. */
interface ListRange {
  first: string;
  end: string;
  after?: SessionPlace;
}

/** The same range cut to the days from `first` to before `end`. */
const daysOf = (range: ListRange, first: string, end: string): ListRange => ({
  ...range,
  first: range.first > first ? range.first : first,
  end: range.end < end ? range.end : end,
});

/** Where a range's reads start: after the last page's session when it is in the range, else its first day. */
function startOf(range: ListRange): SessionsStart {
  return range.after && range.after.sessionDate >= range.first ? range.after : { sessionDate: range.first };
}

type Read = (start: SessionsStart, page: SessionsReadPage) => Promise<SessionsRead>;
type Keep = (page: SessionItem[]) => Promise<SessionItem[]>;

/** The sessions of one index partition over the range, in order, read `size` at a time and filtered a read at a time. */
async function* readInOrder(read: Read, range: ListRange, size: number, keep: Keep): AsyncGenerator<SessionItem> {
  const start = startOf(range);
  if (start.sessionDate >= range.end) return;
  // The start is included: the last page's own session is read again (one more in the first read), and left.
  const afterKey = 'sessionId' in start ? sessionOrderKey(start) : undefined;
  let cursor: string | null = null;
  do {
    const page = await read(start, { limit: size + (afterKey && !cursor ? 1 : 0), cursor });
    yield* await keep(afterKey ? page.data.filter((session) => sessionOrderKey(session) > afterKey) : page.data);
    cursor = page.cursor;
  } while (cursor);
}

/** The range's sessions through the listing index, a month at a time. */
async function* listingInOrder(range: ListRange, size: number, keep: Keep): AsyncGenerator<SessionItem> {
  const from = startOf(range).sessionDate;
  if (from >= range.end) return;
  for (const month of monthsBetween(from, addDays(range.end, -1))) {
    yield* readInOrder((start, page) => sessionsOfMonthBetween(month, start, range.end, page), range, size, keep);
  }
}

const byPlace = (a: SessionItem, b: SessionItem) => {
  const [x, y] = [sessionOrderKey(a), sessionOrderKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The range's sessions on these screens, each screen's index read apart and merged into the listing's order. */
function screensInOrder(screenIds: string[], range: ListRange, size: number, keep: Keep): AsyncGenerator<SessionItem> {
  const perScreen = screenIds.map((screenId) => readInOrder((start, page) => sessionsOfScreenBetween(screenId, start, range.end, page), range, size, keep));
  return mergeInOrder(perScreen, byPlace);
}

/**
 * A venue's sessions over the range, reading only the venue's where it can: from the first day whose
 * sessions all stand on a screen that exists (`firstDayOnStandingScreens`), its screens' indexes (a
 * session's screen is always in its venue: a screen with sessions cannot move); before that day the
 * listing, filtered, as a deleted screen's past sessions are under no screen of the venue.
 */
async function* venueInOrder(venueId: string, range: ListRange, sizes: { listing: number; screens: number }, keep: Keep): AsyncGenerator<SessionItem> {
  const standing = firstDayOnStandingScreens();
  yield* listingInOrder(daysOf(range, range.first, standing), sizes.listing, keep);
  const onScreens = daysOf(range, standing, range.end);
  if (onScreens.first >= onScreens.end) return;
  const screens = await venueScreens(venueId);
  yield* screensInOrder(
    screens.map((screen) => screen.screenId),
    onScreens,
    sizes.screens,
    keep,
  );
}

/**
 * The Sessions Management table: by date, time then id over a range of days. Without a venue, the
 * listing index a month at a time; with one, its screens' indexes (`venueInOrder`); with a screen, that
 * screen's index (which keeps its sessions whether or not it still stands). A filter applied in
 * memory (the venue on the listing, the status) reads FILTERED_READ_SIZE at a time, and the page ends
 * at its last session kept, whatever was read after it: the next page starts after that session.
 */
export async function listAdminSessions(query: AdminSessionsQuery): Promise<{ items: AdminSession[]; nextCursor?: string }> {
  const from = query.date ?? query.from ?? utcDateKey();
  const to = query.date ?? query.to ?? addDays(from, DEFAULT_LIST_DAYS);
  const rangeProblem = dateRangeProblem(from, to, MAX_SESSION_LIST_DAYS);
  if (rangeProblem) throw badRequest(rangeProblem, { path: 'to' });
  const limit = query.limit ?? 25;
  const cursor = decodeCursor(query.cursor, listCursorShape);
  const range: ListRange = {
    first: from,
    end: addDays(to, 1),
    ...(cursor ? { after: { sessionDate: cursor.date, sessionTime: cursor.time, sessionId: cursor.id } } : {}),
  };
  // The status asked for is the one shown: it follows from the time (sessionStatusAt).
  const keep: Keep = async (page) => {
    const inVenue = query.venueId ? page.filter((s) => s.venueId === query.venueId) : page;
    if (!query.status) return inVenue;
    const venues = await loadVenuesOf(inVenue);
    return inVenue.filter((s) => sessionStatusAt(s, timeZoneOf(s, venues.get(s.venueId))) === query.status);
  };
  const filteredSize = Math.max(limit, FILTERED_READ_SIZE);
  const indexReadSize = query.status ? filteredSize : limit;
  const sessions = query.screenId
    ? // A venue asked for beside the screen keeps all of the screen's sessions or none.
      screensInOrder([query.screenId], range, query.venueId ? filteredSize : indexReadSize, keep)
    : query.venueId
      ? venueInOrder(query.venueId, range, { listing: filteredSize, screens: indexReadSize }, keep)
      : listingInOrder(range, indexReadSize, keep);
  const found: SessionItem[] = [];
  for await (const session of sessions) {
    found.push(session);
    if (found.length === limit) break;
  }
  const last = found.at(-1);
  const next = found.length === limit && last ? { nextCursor: encodeCursor({ date: last.sessionDate, time: last.sessionTime, id: last.sessionId } satisfies ListCursor) } : {};
  return { items: await toAdminSessions(found), ...next };
}
