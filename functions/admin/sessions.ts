import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { AdminSession, AdminSessionDetail, SessionInput, adminSessionsQuerySchema } from '../../shared/api/routes/admin-sessions';
import { basePrice, storedPrices } from '../../shared/admin/pricing';
import { monthOf, monthsBetween } from '../../shared/admin/sessions';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { categoryPrice } from '../../shared/booking/pricing';
import { compareSeatLabels, rowLetters, seatLabel } from '../../shared/booking/seat-labels';
import { badRequest, conflict, notFound } from '../../shared/errors';
import { DEFAULT_TIME_ZONE } from '../../shared/time-zone';
import { decodeCursor, encodeCursor, keyCursor, readFromCursor } from '../data/cursor';
import { movieDatabase } from '../data/movie-database';
import { counterWrite } from '../data/counters';
import { db } from '../data/service';
import { ConditionFailed, transactionEntities as tx, writeTransaction, type TransactionWrite } from '../data/transactions';
import { sessionGateWrites } from '../data/session-tally';
import { orNull, type AssetItem, type SessionItem, type VenueItem } from './common';
import { layoutOf, versionSeats } from './seat-maps';
import { deleteSessionItems, getScreenItem, getVenueItem, listCategories } from './venues';

type AdminSessionsQuery = z.output<typeof adminSessionsQuerySchema>;
type PriceItem = { sessionId: string; categoryId: string; price: number };
type SessionAssetItem = { sessionId: string; assetId: string; displayOrder: number; isActive: boolean };

/** When the admin list is not told which days: today (UTC) and the next 30 days. */
const DEFAULT_LIST_DAYS = 30;
const MAX_LIST_DAYS = 366;
/** A title for a session that names no movie and plays no movie asset. */
const UNTITLED = 'Special Screening';

export async function getSessionItem(sessionId: string): Promise<SessionItem> {
  const { data } = await db.entities.session.get({ sessionId }).go({ consistent: true });
  if (!data) throw notFound('Session');
  return data;
}

async function loadAssets(ids: Iterable<string>): Promise<Map<string, AssetItem>> {
  const keys = [...new Set(ids)].map((assetId) => ({ assetId }));
  if (keys.length === 0) return new Map();
  const { data } = await db.entities.asset.get(keys).go();
  return new Map(data.map((asset) => [asset.assetId, asset]));
}

/** The table's rows: each session with its stored prices and running order (two small queries each, in parallel). */
async function toAdminSessions(sessions: SessionItem[]): Promise<AdminSession[]> {
  if (sessions.length === 0) return [];
  const [categories, perSession] = await Promise.all([
    listCategories(),
    Promise.all(
      sessions.map(async (session) => {
        const [prices, assets] = await Promise.all([
          db.entities.sessionCategoryPricing.query.bySession({ sessionId: session.sessionId }).go({ pages: 'all' }),
          db.entities.sessionAsset.query.bySession({ sessionId: session.sessionId }).go({ pages: 'all' }),
        ]);
        return { prices: prices.data as PriceItem[], assets: assets.data as SessionAssetItem[] };
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
    status: session.status,
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
  if (to < from) throw badRequest('The last day must not be before the first day.', { path: 'to' });
  if (Date.parse(to) - Date.parse(from) > MAX_LIST_DAYS * 86_400_000) throw badRequest(`At most ${MAX_LIST_DAYS} days at a time.`, { path: 'to' });
  const limit = query.limit ?? 25;
  const months = monthsBetween(from, to);
  const dayAfter = addDays(to, 1);
  const cursor = decodeCursor(query.cursor, listCursorShape) ?? { m: 0, c: null };

  const found: SessionItem[] = [];
  let month = cursor.m;
  let electroCursor = keyCursor(cursor.c, 'gsi1');
  const keep = (s: SessionItem) => (!query.venueId || s.venueId === query.venueId) && (!query.status || s.status === query.status);
  while (month < months.length && found.length < limit) {
    // Never read more than is still wanted, so the cursor after a read loses nothing.
    const startAt = electroCursor;
    const page = await readFromCursor(startAt, () =>
      db.entities.session.query
        .byMonth({ sessionMonth: months[month] })
        .between({ sessionDate: from }, { sessionDate: dayAfter })
        .go({ cursor: startAt, limit: limit - found.length }),
    );
    found.push(...page.data.filter(keep));
    electroCursor = page.cursor;
    if (!electroCursor) month += 1;
  }
  const more = month < months.length;
  return { items: await toAdminSessions(found), ...(more ? { nextCursor: encodeCursor({ m: month, c: electroCursor } satisfies ListCursor) } : {}) };
}

interface SessionMovie {
  movieId?: string;
  movieTitle: string;
  posterUrl?: string;
  genre?: string;
  durationMinutes?: number;
}

/** The card's movie: the movie chosen, else the first movie asset's movie (or its title). */
async function sessionMovie(movieId: string | undefined, assets: AssetItem[]): Promise<SessionMovie> {
  const movieAsset = assets.find((asset) => asset.type === 'movie');
  const id = movieId ?? (movieAsset?.movieId !== undefined ? String(movieAsset.movieId) : undefined);
  if (id === undefined) return { movieTitle: movieAsset?.title ?? UNTITLED, posterUrl: movieAsset?.thumbnailUrl };
  const [{ data: row }, details] = await Promise.all([
    db.entities.movie.get({ movieId: Number(id) }).go(),
    movieDatabase()
      .then((movies) => movies.movie(Number(id)))
      .catch(() => null),
  ]);
  if (!row && !details) {
    if (movieId === undefined) return { movieTitle: movieAsset!.title, posterUrl: movieAsset!.thumbnailUrl };
    throw badRequest('Movie not found', { path: 'movieId' });
  }
  return {
    movieId: id,
    movieTitle: details?.title ?? row!.title,
    posterUrl: details?.posterUrl ?? row?.posterUrl ?? undefined,
    genre: details?.genres[0]?.name ?? row?.genre,
    durationMinutes: details?.runtime ?? undefined,
  };
}

/** Checks the references of a create or edit and resolves what the session item copies from them. */
async function resolveInput(input: SessionInput) {
  const [venue, screen, categories, assets] = await Promise.all([
    getVenueItem(input.venueId).catch(() => null),
    getScreenItem(input.screenId).catch(() => null),
    listCategories(),
    loadAssets(input.assetIds),
  ]);
  if (!venue) throw badRequest('Venue not found', { path: 'venueId' });
  if (!screen) throw badRequest('Screen not found', { path: 'screenId' });
  if (screen.venueId !== venue.venueId) throw badRequest('This screen is not in the selected venue.', { path: 'screenId' });
  const known = new Set(categories.map((c) => c.categoryId));
  const unknownCategory = Object.keys(input.prices).find((id) => !known.has(id));
  if (unknownCategory !== undefined) throw badRequest(`Unknown seat category: ${unknownCategory}`, { path: 'prices' });
  const missingAsset = input.assetIds.find((id) => !assets.has(id));
  if (missingAsset !== undefined) throw badRequest(`Unknown asset: ${missingAsset}`, { path: 'assetIds' });
  const movie = await sessionMovie(input.movieId, input.assetIds.map((id) => assets.get(id)!));
  return { venue, screen, movie, prices: storedPrices(input.prices) };
}

/**
 * A check, in the session's transaction, that the venue's time zone is still the one copied onto the
 * session: a zone change that lands between the read and the write fails the write instead of leaving
 * a session on the old clock (the zone change rewrites only the sessions it finds).
 */
const venueZoneCheck = (venue: VenueItem): TransactionWrite => ({
  role: 'venue',
  item: tx.venue
    .check({ venueId: venue.venueId })
    .where((attr, op) => (venue.timeZone === undefined ? op.notExists(attr.timeZone) : op.eq(attr.timeZone, venue.timeZone)))
    .commit(),
});

const noSeatMap = () => badRequest('This screen has no seat map yet. Save its seat map first.', { path: 'screenId' });

/**
 * Creates a session on the screen's current seat map; its prices and running order in the same transaction.
 * When the venue's time zone changed since it was read, it is read again and the create tried once more.
 */
export async function createSession(input: SessionInput, retried = false): Promise<AdminSession> {
  const { venue, screen, movie, prices } = await resolveInput(input);
  if (screen.seatMapVersion === undefined) throw noSeatMap();
  const sessionId = randomUUID();
  try {
    await insertSession(sessionId, input, { venue, screen, movie, prices });
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('venue') && !retried) return createSession(input, true);
    if (error instanceof ConditionFailed && error.has('venue')) throw venueChanged();
    throw error;
  }
  const [row] = await toAdminSessions([await getSessionItem(sessionId)]);
  return row;
}

const venueChanged = () => conflict('VENUE_CHANGED', "The venue's time zone changed while the session was being saved. Please try again.");

async function insertSession(sessionId: string, input: SessionInput, { venue, screen, movie, prices }: Awaited<ReturnType<typeof resolveInput>>) {
  await writeTransaction([
    {
      role: 'session',
      item: tx.session
        .create({
          sessionId,
          ...movie,
          venueId: venue.venueId,
          venueName: venue.name,
          location: venue.location,
          screenId: screen.screenId,
          screenName: screen.name,
          timeZone: venue.timeZone ?? DEFAULT_TIME_ZONE,
          seatMapVersion: screen.seatMapVersion,
          sessionDate: input.date,
          sessionTime: input.time,
          basePrice: basePrice(prices),
          totalSeats: screen.sellableSeats ?? screen.seatCount ?? 0,
          bookedSeats: 0,
          status: 'scheduled',
        })
        .commit(),
    },
    ...priceWrites(sessionId, prices),
    ...assetWrites(sessionId, input.assetIds),
    counterWrite('sessions', 1),
    venueZoneCheck(venue),
  ]);
}

const priceWrites = (sessionId: string, prices: Record<string, number>): TransactionWrite[] =>
  Object.entries(prices).map(([categoryId, price]) => ({ role: 'price', key: categoryId, item: tx.sessionCategoryPricing.put({ sessionId, categoryId, price }).commit() }));

const assetWrites = (sessionId: string, assetIds: string[], except: Set<string> = new Set()): TransactionWrite[] =>
  assetIds
    .map((assetId, i) => ({ assetId, displayOrder: i + 1 }))
    .filter(({ assetId, displayOrder }) => !except.has(`${displayOrder}#${assetId}`))
    .map(({ assetId, displayOrder }) => ({ role: 'asset', key: assetId, item: tx.sessionAsset.put({ sessionId, assetId, displayOrder, isActive: true }).commit() }));

const changedMeanwhile = () => conflict('SESSION_CHANGED', 'This session changed while you were editing it. Please try again.');

/**
 * Edits a session: its fields, prices (replaced) and running order (replaced) in ONE transaction,
 * conditioned on the session being as read (no lost edit, no screen change under a new booking).
 * A session with bookings keeps its venue and screen; a cancelled one is not edited.
 */
export async function updateSession(sessionId: string, input: SessionInput): Promise<AdminSession> {
  const session = await getSessionItem(sessionId);
  if (session.status === 'cancelled') throw conflict('SESSION_CANCELLED', 'A cancelled session cannot be edited.');
  const moving = input.screenId !== session.screenId || input.venueId !== session.venueId;
  if (moving && session.bookedSeats > 0) throw conflict('SESSION_HAS_BOOKINGS', 'This session has bookings: its venue and screen cannot change.');
  const { venue, screen, movie, prices } = await resolveInput(input);
  if (moving && screen.seatMapVersion === undefined) throw noSeatMap();
  const [{ data: oldPrices }, { data: oldAssets }] = await Promise.all([
    db.entities.sessionCategoryPricing.query.bySession({ sessionId }).go({ pages: 'all' }),
    db.entities.sessionAsset.query.bySession({ sessionId }).go({ pages: 'all' }),
  ]);
  const newAssetKeys = new Set(input.assetIds.map((assetId, i) => `${i + 1}#${assetId}`));
  const oldAssetKeys = new Set(oldAssets.map((a) => `${a.displayOrder}#${a.assetId}`));
  const clear = {
    ...(movie.movieId === undefined ? { movieId: true } : {}),
    ...(movie.posterUrl === undefined ? { posterUrl: true } : {}),
    ...(movie.genre === undefined ? { genre: true } : {}),
    ...(movie.durationMinutes === undefined ? { durationMinutes: true } : {}),
  };
  let patch = tx.session
    .patch({ sessionId })
    .set({
      ...Object.fromEntries(Object.entries(movie).filter(([, v]) => v !== undefined)),
      movieTitle: movie.movieTitle,
      venueId: venue.venueId,
      venueName: venue.name,
      location: venue.location,
      screenId: screen.screenId,
      screenName: screen.name,
      timeZone: venue.timeZone ?? DEFAULT_TIME_ZONE,
      // The listing index's composites, written whole.
      sessionDate: input.date,
      sessionTime: input.time,
      sessionMonth: monthOf(input.date),
      basePrice: basePrice(prices),
      ...(moving ? { seatMapVersion: screen.seatMapVersion, totalSeats: screen.sellableSeats ?? screen.seatCount ?? 0 } : {}),
      editRevision: (session.editRevision ?? 0) + 1,
    })
    .where((attr, op) =>
      [
        op.eq(attr.status, session.status),
        session.editRevision === undefined ? op.notExists(attr.editRevision) : op.eq(attr.editRevision, session.editRevision),
      ].join(' AND '),
    );
  const toClear = Object.keys(clear) as ('movieId' | 'posterUrl' | 'genre' | 'durationMinutes')[];
  if (toClear.length > 0) patch = patch.remove(toClear);
  try {
    await writeTransaction([
      { role: 'session', item: patch.commit() },
      ...oldPrices.filter((p) => !(p.categoryId in prices)).map((p) => ({ role: 'price', item: tx.sessionCategoryPricing.delete({ sessionId, categoryId: p.categoryId }).commit() })),
      ...priceWrites(sessionId, prices),
      ...oldAssets
        .filter((a) => !newAssetKeys.has(`${a.displayOrder}#${a.assetId}`))
        .map((a) => ({ role: 'asset', item: tx.sessionAsset.delete({ sessionId, assetId: a.assetId, displayOrder: a.displayOrder }).commit() })),
      ...assetWrites(sessionId, input.assetIds, oldAssetKeys),
      venueZoneCheck(venue),
      // Bookings planned before this edit are refused; a move needs every tally shard empty.
      ...sessionGateWrites(sessionId, (session.editRevision ?? 0) + 1, { noBookings: moving }),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('sessionTally')) throw conflict('SESSION_HAS_BOOKINGS', 'This session has bookings: its venue and screen cannot change.');
    if (error instanceof ConditionFailed) throw error.has('venue') ? venueChanged() : changedMeanwhile();
    throw error;
  }
  const [row] = await toAdminSessions([await getSessionItem(sessionId)]);
  return row;
}

/** Deletes a session without confirmed bookings (409 otherwise: it can be cancelled instead). */
export async function deleteSession(sessionId: string): Promise<void> {
  const session = await getSessionItem(sessionId);
  const refused = () => conflict('SESSION_HAS_BOOKINGS', 'This session has bookings and cannot be deleted. Cancel it instead.');
  if (session.bookedSeats > 0) throw refused();
  try {
    await deleteSessionItems(session);
  } catch (error) {
    if (error instanceof ConditionFailed) throw refused();
    throw error;
  }
}

/** Session Detail: the session's own seat-map version with booked and checked-in seats, its bookings and occupancy. */
export async function sessionDetail(sessionId: string): Promise<AdminSessionDetail> {
  const session = await getSessionItem(sessionId);
  const version = session.seatMapVersion ?? 1;
  const [[row], { data: bookings }, screen, { data: seatMapItem }, seats, { data: pricing }, categories] = await Promise.all([
    toAdminSessions([session]),
    db.entities.booking.query.bySessionSeat({ sessionId }).go({ pages: 'all', consistent: true }),
    db.entities.screen.get({ screenId: session.screenId }).go().then((r) => r.data),
    db.entities.seatMap.get({ screenId: session.screenId, version }).go(),
    versionSeats(session.screenId, version),
    db.entities.sessionCategoryPricing.query.bySession({ sessionId }).go({ pages: 'all' }),
    listCategories(),
  ]);

  const byCode = new Map<string, typeof bookings>();
  for (const seat of bookings) byCode.set(seat.bookingCode, [...(byCode.get(seat.bookingCode) ?? []), seat]);
  const userIds = [...new Set(bookings.map((b) => b.userId))];
  const { data: profiles } = userIds.length > 0 ? await db.entities.profile.get(userIds.map((userId) => ({ userId }))).go() : { data: [] };
  const profileById = new Map(profiles.map((p) => [p.userId, p]));
  const list = [...byCode.values()]
    .map((group) => {
      const seatsOf = group.map((b) => b.seatNumber).sort(compareSeatLabels);
      const first = group[0];
      const confirmed = group.some((b) => b.status === 'confirmed');
      const checkedIn = group.map((b) => b.checkedInAt).filter((t): t is string => !!t).sort()[0];
      return {
        bookingCode: first.bookingCode,
        userId: first.userId,
        memberName: profileById.get(first.userId)?.name ?? null,
        memberEmail: profileById.get(first.userId)?.email ?? null,
        seats: seatsOf,
        status: confirmed ? ('confirmed' as const) : ('cancelled' as const),
        totalPrice: group.reduce((sum, b) => sum + b.price, 0),
        createdAt: first.createdAt,
        checkedInAt: checkedIn ?? null,
      };
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.bookingCode.localeCompare(b.bookingCode));

  const confirmedSeats = new Set(bookings.filter((b) => b.status === 'confirmed').map((b) => b.seatNumber));
  const checkedInSeats = new Set(bookings.filter((b) => b.status === 'confirmed' && b.checkedInAt).map((b) => b.seatNumber));
  const stored = new Map(pricing.map((p) => [p.categoryId, p.price]));
  const used = new Set(seats.map((s) => s.categoryId));
  const seatMap =
    seats.length === 0
      ? null
      : {
          version,
          ...layoutOf(screen ?? { aisleColumns: [], screenPosition: 'top' }, seatMapItem, seats),
          seats: seats.map((s) => {
            const label = seatLabel(s.rowNumber, s.seatNumber);
            return {
              label,
              row: s.rowNumber,
              rowLabel: rowLetters(s.rowNumber),
              number: s.seatNumber,
              categoryId: s.categoryId,
              available: s.isAvailable,
              booked: confirmedSeats.has(label),
              checkedIn: checkedInSeats.has(label),
            };
          }),
          categories: categories
            .filter((c) => used.has(c.categoryId))
            .map((c) => ({ id: c.categoryId, name: c.name, colorCode: c.colorCode, price: categoryPrice(c.categoryId, stored, session.basePrice, c.priceMultiplier) })),
        };
  return {
    session: row,
    seatMap,
    bookings: list,
    occupancy: {
      bookedSeats: session.bookedSeats,
      totalSeats: session.totalSeats,
      checkedInSeats: checkedInSeats.size,
      percent: session.totalSeats > 0 ? Math.round((session.bookedSeats / session.totalSeats) * 1000) / 10 : 0,
    },
  };
}

export { toAdminSessions };
