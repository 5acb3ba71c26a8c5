import { randomUUID } from 'node:crypto';
import { SESSION_MESSAGES, type AdminSession, type SessionInput } from '../../shared/api/routes/admin-sessions';
import { basePrice, storedPrices } from '../../shared/admin/pricing';
import { monthOf, setsPassedStart } from '../../shared/admin/sessions';
import { priceChanges, runningOrderChanges, type RunningOrderPlace } from '../../shared/admin/session-edit';
import { sessionStatusAt, showStart, type SessionStatus } from '../../shared/booking/availability';
import { badRequest, concurrentUpdate, conflict, notFound } from '../../shared/errors';
import { DEFAULT_TIME_ZONE, zonedTimeToInstant } from '../../shared/time-zone';
import { movieDatabase } from '../data/movie-database';
import { counterWrite } from '../data/counters';
import { db } from '../data/service';
import { ConditionFailed, TransactionConflicted, transactionEntities as tx, writeTransaction, type TransactionWrite } from '../data/transactions';
import { readSessionTally, sessionGateWrites, sessionHasBookings } from '../data/session-tally';
import { markBookingsAhead } from '../data/bookings-ahead';
import { placeSessionOnScreen, takeSessionOffScreen } from '../data/screen-placements';
import { deleteSessionItems } from './screen-sessions';
import { getScreenItem, getVenueItem } from './venue-items';
import type { AssetItem } from '../data/entities/asset';
import type { VenueItem } from '../data/entities/venue';
import { SEAT_GRID_ATTRIBUTES, seatCategories, seatGridOfVersion, type SeatGrid } from '../data/seating';
import { assetLinksOfSession, pricesOfSession, sessionById } from '../data/sessions';
import { timeZoneOfSession } from '../data/session-venues';
import type { SessionItem } from '../data/entities/session';
import { getSessionItem, loadAssets, toAdminSessions } from './sessions';

/** Creating, editing and deleting a session, each with its prices and running order in one transaction. */

/** A title for a session that names no movie and plays no movie asset. */
const UNTITLED = 'Special Screening';

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

/** The answer to a create or move on a screen that is not there: never there, or deleted since it was read. */
const screenNotFound = () => badRequest('Screen not found', { path: 'screenId' });

/** Checks the references of a create or edit and resolves what the session item copies from them. */
async function resolveInput(input: SessionInput) {
  const [venue, screen, categories, assets] = await Promise.all([
    getVenueItem(input.venueId).catch(() => null),
    getScreenItem(input.screenId).catch(() => null),
    seatCategories(),
    loadAssets(input.assetIds),
  ]);
  if (!venue) throw badRequest('Venue not found', { path: 'venueId' });
  if (!screen) throw screenNotFound();
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

/** The start a create or edit asks for, on its venue's clock. */
const startOfInput = (input: SessionInput, venue: VenueItem) => zonedTimeToInstant(input.date, input.time, venue.timeZone ?? DEFAULT_TIME_ZONE);

/** A new start that has passed is refused; `current` is the start an edit keeps, which may have (an ongoing show). */
function refusePassedStart(start: Date, current?: Date) {
  if (setsPassedStart(start, new Date(), current)) throw badRequest(SESSION_MESSAGES.startPassed, { path: 'time' });
}

/**
 * Creates a session on the screen's current seat map; its prices and running order in the same transaction.
 * When the venue's time zone changed since it was read, it is read again and the create tried once more.
 */
export async function createSession(input: SessionInput, retried = false): Promise<AdminSession> {
  const { venue, screen, movie, prices } = await resolveInput(input);
  if (screen.seatMapVersion === undefined) throw noSeatMap();
  refusePassedStart(startOfInput(input, venue));
  const seatGrid = await seatGridOfVersion(screen.screenId, screen.seatMapVersion);
  const sessionId = randomUUID();
  try {
    await insertSession(sessionId, input, { venue, screen, movie, prices }, seatGrid);
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('screen')) throw screenNotFound();
    if (error instanceof ConditionFailed && error.has('venue') && !retried) return createSession(input, true);
    if (error instanceof ConditionFailed && error.has('venue')) throw venueChanged();
    throw error;
  }
  const [row] = await toAdminSessions([await getSessionItem(sessionId)]);
  return row;
}

const venueChanged = () => conflict('VENUE_CHANGED', "The venue's time zone changed while the session was being saved. Please try again.");

async function insertSession(
  sessionId: string,
  input: SessionInput,
  { venue, screen, movie, prices }: Awaited<ReturnType<typeof resolveInput>>,
  seatGrid: SeatGrid,
) {
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
          ...seatGrid,
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
    ...placeWrites(sessionId, placesOf(input.assetIds)),
    counterWrite('sessions', 1),
    venueZoneCheck(venue),
    // The screen may be deleted meanwhile: then this create fails, or its delete reads its sessions again.
    placeSessionOnScreen(screen.screenId),
  ]);
}

const priceWrites = (sessionId: string, prices: Record<string, number>): TransactionWrite[] =>
  Object.entries(prices).map(([categoryId, price]) => ({ role: 'price', key: categoryId, item: tx.sessionCategoryPricing.put({ sessionId, categoryId, price }).commit() }));

const placeWrites = (sessionId: string, places: RunningOrderPlace[]): TransactionWrite[] =>
  places.map(({ assetId, displayOrder }) => ({ role: 'asset', key: assetId, item: tx.sessionAsset.put({ sessionId, assetId, displayOrder, isActive: true }).commit() }));

/** A running order's places, from the first. */
const placesOf = (assetIds: string[]): RunningOrderPlace[] => assetIds.map((assetId, i) => ({ assetId, displayOrder: i + 1 }));

type SessionCondition = Parameters<ReturnType<ReturnType<typeof tx.session.patch>['set']>['where']>[0];

/** A session write's condition: the session is still as read (its status and edit revision), so no edit or cancel in between is lost. */
export const sessionAsRead =
  (session: SessionItem): SessionCondition =>
  (attr, op) =>
    [
      op.eq(attr.status, session.status),
      session.editRevision === undefined ? op.notExists(attr.editRevision) : op.eq(attr.editRevision, session.editRevision),
    ].join(' AND ');

/** The status the back office shows now, on the session's venue's clock. */
export const statusNow = async (session: SessionItem): Promise<SessionStatus> => sessionStatusAt(session, await timeZoneOfSession(session));

const changedMeanwhile = () => conflict('SESSION_CHANGED', 'This session changed while you were editing it. Please try again.');
const beingBooked = () => conflict('CONCURRENT_UPDATE', 'This session is being booked right now. Please try again.');

/**
 * Edits a session: its fields, prices (replaced) and running order (replaced) in ONE transaction,
 * conditioned on the session being as read (no lost edit, no screen change under a new booking); of
 * its prices and running order, only what differs from their consistent read is written (the
 * condition fails the edit if another one landed since).
 * A session with bookings keeps its venue and screen; a cancelled or completed one is not edited
 * (docs/back-office.md, "Sessions": moving a show already watched would open it to bookings and refunds again).
 */
export async function updateSession(sessionId: string, input: SessionInput): Promise<AdminSession> {
  const session = await getSessionItem(sessionId);
  const timeZone = await timeZoneOfSession(session);
  const status = sessionStatusAt(session, timeZone);
  if (status === 'cancelled') throw conflict('SESSION_CANCELLED', 'A cancelled session cannot be edited.');
  if (status === 'completed') throw conflict('SESSION_COMPLETED', 'This session has finished and can no longer be edited.');
  const moving = input.screenId !== session.screenId || input.venueId !== session.venueId;
  if (moving && (await sessionHasBookings(sessionId))) throw conflict('SESSION_HAS_BOOKINGS', 'This session has bookings: its venue and screen cannot change.');
  const { venue, screen, movie, prices } = await resolveInput(input);
  if (moving && screen.seatMapVersion === undefined) throw noSeatMap();
  // A move takes the new screen's current seat map, and its grid with it.
  const seatGrid = moving ? await seatGridOfVersion(screen.screenId, screen.seatMapVersion!) : {};
  const currentStart = showStart(session, timeZone);
  const start = startOfInput(input, venue);
  refusePassedStart(start, currentStart);
  const [pricesRead, placesRead, offFormerScreen] = await Promise.all([
    pricesOfSession(sessionId, { consistent: true }),
    assetLinksOfSession(sessionId, { consistent: true }),
    moving ? takeSessionOffScreen(session.screenId) : undefined,
  ]);
  // Only what changed is written: the largest edit stays well under a transaction's limit (docs/data-model.md, "Session edits").
  const pricing = priceChanges(Object.fromEntries(pricesRead.map((p) => [p.categoryId, p.price])), prices);
  const runningOrder = runningOrderChanges(placesRead, input.assetIds);
  const clear = {
    ...(movie.movieId === undefined ? { movieId: true } : {}),
    ...(movie.posterUrl === undefined ? { posterUrl: true } : {}),
    ...(movie.genre === undefined ? { genre: true } : {}),
    ...(movie.durationMinutes === undefined ? { durationMinutes: true } : {}),
    // The old screen's grid does not describe a map saved before versions.
    ...(moving && seatGrid.seatRows === undefined ? Object.fromEntries(SEAT_GRID_ATTRIBUTES.map((attribute) => [attribute, true])) : {}),
  };
  const changes = tx.session
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
      ...(moving ? { seatMapVersion: screen.seatMapVersion, ...seatGrid, totalSeats: screen.sellableSeats ?? screen.seatCount ?? 0 } : {}),
      editRevision: (session.editRevision ?? 0) + 1,
    });
  const toClear = Object.keys(clear) as ('movieId' | 'posterUrl' | 'genre' | 'durationMinutes' | (typeof SEAT_GRID_ATTRIBUTES)[number])[];
  // The condition comes last: ElectroDB's chain offers no remove() after where().
  const patch = (toClear.length > 0 ? changes.remove(toClear) : changes).where(sessionAsRead(session));
  try {
    await writeTransaction([
      { role: 'session', item: patch.commit() },
      ...pricing.removed.map((categoryId) => ({ role: 'price', item: tx.sessionCategoryPricing.delete({ sessionId, categoryId }).commit() })),
      ...priceWrites(sessionId, pricing.put),
      ...runningOrder.removed.map((displayOrder) => ({ role: 'asset', item: tx.sessionAsset.delete({ sessionId, displayOrder }).commit() })),
      ...placeWrites(sessionId, runningOrder.put),
      venueZoneCheck(venue),
      ...(offFormerScreen ? [placeSessionOnScreen(screen.screenId), offFormerScreen] : []),
      // Bookings planned before this edit are refused; a move needs every tally shard empty.
      ...sessionGateWrites(sessionId, (session.editRevision ?? 0) + 1, { noBookings: moving }),
    ]);
  } catch (error) {
    // Deleted since it was read: as for one that never was.
    if (error instanceof ConditionFailed && error.has('session') && !(await sessionById(sessionId, { consistent: true }))) throw notFound('Session');
    if (error instanceof ConditionFailed && error.has('sessionTally')) throw conflict('SESSION_HAS_BOOKINGS', 'This session has bookings: its venue and screen cannot change.');
    if (error instanceof ConditionFailed && error.has('screen')) throw screenNotFound();
    if (error instanceof ConditionFailed) throw error.has('venue') ? venueChanged() : changedMeanwhile();
    // Bookings kept its tally shards (or the session's listing copy) busy through every retry: nothing was written.
    if (error instanceof TransactionConflicted) throw beingBooked();
    throw error;
  }
  const edited = await getSessionItem(sessionId);
  // The screen's and venue's latest booked start may have been this one's old start.
  if (start.getTime() !== currentStart.getTime()) await markBookingsAhead(edited, (await readSessionTally(sessionId)).booked, { moved: true });
  const [row] = await toAdminSessions([edited]);
  return row;
}

/**
 * Deletes a session without confirmed bookings (409 otherwise: it can be cancelled instead, unless it has been
 * watched). One deleted meanwhile answers 404, as for one that never was; one moved to another screen meanwhile 409 CONCURRENT_UPDATE.
 */
export async function deleteSession(sessionId: string): Promise<void> {
  const session = await getSessionItem(sessionId);
  // Its status only words the refusal: a session that can be deleted never reads its venue for it.
  const refused = async () =>
    conflict(
      'SESSION_HAS_BOOKINGS',
      (await statusNow(session)) === 'completed' ? 'This session has bookings and cannot be deleted.' : 'This session has bookings and cannot be deleted. Cancel it instead.',
    );
  if (await sessionHasBookings(sessionId)) throw await refused();
  try {
    await deleteSessionItems(session);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    if (error.has('sessionTally')) throw await refused();
    // Deleted, or moved to another screen, since it was read: no booking is why.
    if (error.has('session') && !(await sessionById(sessionId, { consistent: true }))) throw notFound('Session');
    throw concurrentUpdate();
  }
}
