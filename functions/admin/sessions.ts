import * as z from 'zod';
import { MAX_SESSION_LIST_DAYS, type AdminSession, type adminSessionsQuerySchema } from '../../shared/api/routes/admin-sessions';
import { dateRangeProblem } from '../../shared/admin/date-range';
import { monthsBetween } from '../../shared/admin/sessions';
import { sessionStatusAt } from '../../shared/booking/availability';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { badRequest, notFound } from '../../shared/errors';
import { decodeCursor, encodeCursor, keyCursor, readFromCursor } from '../data/cursor';
import { db } from '../data/service';
import { orNull } from './common';
import type { AssetItem } from '../data/entities/asset';
import type { SessionItem } from '../data/entities/session';
import { seatCategories } from '../data/seating';
import { assetLinksOfSession, pricesOfSession, sessionById } from '../data/sessions';
import { loadVenuesOf, timeZoneOf } from '../data/session-venues';

/** Sessions Management's table: the session rows, read a month of the listing index at a time. */

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

/** Our cursor: which month of the range, and ElectroDB's cursor within it. */
const listCursorShape = z.strictObject({ m: z.number().int().min(0), c: z.string().nullable() });
type ListCursor = z.infer<typeof listCursorShape>;

/** The Sessions Management table: by date then time over a range of days, walking the listing index a month at a time. */
export async function listAdminSessions(query: AdminSessionsQuery): Promise<{ items: AdminSession[]; nextCursor?: string }> {
  const from = query.date ?? query.from ?? utcDateKey();
  const to = query.date ?? query.to ?? addDays(from, DEFAULT_LIST_DAYS);
  const rangeProblem = dateRangeProblem(from, to, MAX_SESSION_LIST_DAYS);
  if (rangeProblem) throw badRequest(rangeProblem, { path: 'to' });
  const limit = query.limit ?? 25;
  const months = monthsBetween(from, to);
  const dayAfter = addDays(to, 1);
  const cursor = decodeCursor(query.cursor, listCursorShape) ?? { m: 0, c: null };

  const found: SessionItem[] = [];
  let month = cursor.m;
  let electroCursor = keyCursor(cursor.c, 'gsi1');
  // The status asked for is the one shown: it follows from the time (sessionStatusAt).
  const keep = async (page: SessionItem[]) => {
    const venues = query.status ? await loadVenuesOf(page) : new Map();
    return page.filter(
      (s) => (!query.venueId || s.venueId === query.venueId) && (!query.status || sessionStatusAt(s, timeZoneOf(s, venues.get(s.venueId))) === query.status),
    );
  };
  while (month < months.length && found.length < limit) {
    // Never read more than is still wanted, so the cursor after a read loses nothing.
    const startAt = electroCursor;
    const page = await readFromCursor(startAt, () =>
      db.entities.session.query
        .byMonth({ sessionMonth: months[month] })
        .between({ sessionDate: from }, { sessionDate: dayAfter })
        .go({ cursor: startAt, limit: limit - found.length }),
    );
    found.push(...(await keep(page.data)));
    electroCursor = page.cursor;
    if (!electroCursor) month += 1;
  }
  const more = month < months.length;
  return { items: await toAdminSessions(found), ...(more ? { nextCursor: encodeCursor({ m: month, c: electroCursor } satisfies ListCursor) } : {}) };
}
