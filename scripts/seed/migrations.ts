import { DeleteCommand, PutCommand, ScanCommand, type ScanCommandInput, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, documentClient } from '../../functions/data/service';
import { tableName } from '../../functions/data/client';
import { spreadRewardStock } from '../../functions/data/reward-stock';
import { copyTallyToSession, countedShard, readSessionTally } from '../../functions/data/session-tally';
import { markBookingsAhead } from '../../functions/data/bookings-ahead';
import { movieRatingTotals } from '../../functions/data/movie-ratings';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { writeTransaction } from '../../functions/data/transactions';
import { isConditionFailure } from '../../functions/data/write-errors';
import { currentScoresOfMember, rankingWrites } from '../../functions/data/leaderboard-scores';
import { bookedSeatsOfSession, sessionsByIds } from '../../functions/data/sessions';
import { countSeatCategories, seatGridOfVersion, type SeatGrid } from '../../functions/data/seating';
import { categoryCountOf } from '../../shared/admin/seat-map';
import type { BookingItem } from '../../functions/data/entities/booking';
import { queuedMailIds, reminderMailId } from '../../functions/data/outbox';
import { loadVenuesOf, timeZoneOf } from '../../functions/data/session-venues';
import { showStart } from '../../shared/booking/availability';
import { seatsByBooking } from '../../shared/booking/booking-groups';
import { normalizeSeatLabel } from '../../shared/booking/seat-labels';

/**
 * One-off upgrades of a table written by an earlier version of the code: a local one (npm start keeps its
 * data in .local/, and the seed runs them) or a deployed stage's (`npm run migrate`, scripts/seed/migrate-cli.ts).
 * Each finds only items still in the old shape, so running it again does nothing. Each scans the table
 * once: fine for a one-off after a deploy, never on a request's path (no Lambda ever scans).
 */

/** Every item of the table that passes a filter (a Scan, page by page). */
export async function scanItems(filter: Pick<ScanCommandInput, 'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await documentClient.send(new ScanCommand({ TableName: tableName(), ...filter, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** What one migration reads: the items of its entity, all from one Scan of the table. */
type Items = Record<string, unknown>[];

/** The entities whose items some migration looks at. */
const MIGRATED_ENTITIES = ['screenSeat', 'venue', 'screen', 'seatMap', 'session', 'sessionAsset', 'sessionTally', 'profile', 'reward', 'booking', 'review'] as const;
type MigratedEntity = (typeof MIGRATED_ENTITIES)[number];

/**
 * The items of every entity a migration looks at, by entity, from one Scan: a Scan reads the whole table
 * whatever its filter, and a table of a big chain holds millions of items, so the migrations share one
 * rather than each scanning. They run one after another on what it read; none needs an item another
 * one changed (`indexSessionsByMovie` leaves the sessions `reindexSessions` puts again).
 */
async function scanMigrated(): Promise<Record<MigratedEntity, Items>> {
  const items = await scanItems({
    FilterExpression: `#e IN (${MIGRATED_ENTITIES.map((_, i) => `:e${i}`).join(', ')})`,
    ExpressionAttributeNames: { '#e': '__edb_e__' },
    ExpressionAttributeValues: Object.fromEntries(MIGRATED_ENTITIES.map((entity, i) => [`:e${i}`, entity])),
  });
  const byEntity = Object.fromEntries(MIGRATED_ENTITIES.map((entity) => [entity, [] as Items])) as Record<MigratedEntity, Items>;
  for (const item of items) byEntity[item.__edb_e__ as MigratedEntity].push(item);
  return byEntity;
}

/** The items still without an attribute their entity's current shape writes. */
const without = (items: Items, attribute: string) => items.filter((item) => item[attribute] === undefined);

/** Seats written before seat-map versions: rewritten as version 1 (the old key is deleted). */
async function versionSeats(seats: Items): Promise<number> {
  const old = without(seats, 'version');
  for (const item of old) {
    const { screenId, rowNumber, seatNumber, categoryId, isAvailable } = item as { screenId: string; rowNumber: number; seatNumber: number; categoryId: string; isAvailable: boolean };
    const { Item } = db.entities.screenSeat.put({ screenId, version: 1, rowNumber, seatNumber, categoryId, isAvailable }).params() as { Item: Record<string, unknown> };
    await documentClient.send(new PutCommand({ TableName: tableName(), Item }));
    await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }));
  }
  return old.length;
}

/**
 * Running-order links saved while the asset's id was part of their key (`...#displayorder_0001#assetid_x`):
 * moved to their place's key. A link an edit wrote at that place since (one the old link now shadows) is
 * newer and stays; the old one goes either way.
 */
async function keyRunningOrdersByPlace(links: Items): Promise<number> {
  let moved = 0;
  for (const item of links) {
    const { sessionId, assetId, displayOrder, isActive } = item as { sessionId: string; assetId: string; displayOrder: number; isActive: boolean };
    const { Item } = db.entities.sessionAsset.put({ sessionId, assetId, displayOrder, isActive }).params() as { Item: Record<string, unknown> };
    if (Item.sk === item.sk) continue;
    await documentClient.send(new PutCommand({ TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' })).catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
    await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }));
    moved += 1;
  }
  return moved;
}

/** Screens with seats but no seat-map version: version 1 from their own layout. */
async function versionScreens(screens: Items): Promise<number> {
  const old = without(screens, 'seatMapVersion');
  let done = 0;
  for (const item of old) {
    const screenId = item.screenId as string;
    const { data: seats } = await db.entities.screenSeat.query.byScreen({ screenId, version: 1 }).go({ pages: 'all' });
    if (seats.length === 0) continue;
    const rows = Math.max(...seats.map((s) => s.rowNumber));
    const columns = Math.max(...seats.map((s) => s.seatNumber));
    const sellableSeats = seats.filter((s) => s.isAvailable).length;
    await db.entities.seatMap
      .put({
        screenId,
        version: 1,
        rows,
        columns,
        aisleColumns: (item.aisleColumns as number[]) ?? [],
        screenPosition: (item.screenPosition as 'top') ?? 'top',
        seatCount: seats.length,
        sellableSeats,
        categoryCount: categoryCountOf(seats),
      })
      .go();
    await db.entities.screen.patch({ screenId }).set({ seatMapVersion: 1, seatMapVersionsIssued: 1, seatCount: seats.length, sellableSeats }).go();
    done += 1;
  }
  return done;
}

/**
 * Screens and venues from before they counted the items under them (a screen its sessions, `sessionCount`;
 * a venue its screens, `screenCount`: what their delete checks its index's answer against,
 * functions/data/index-lag.ts), or whose count a write between the deploy and this run, or the seed's
 * direct writes, left wrong: brought to the number under them by an ADD of the difference (0 on one
 * without any), on condition that the count is still the one scanned. A count that moved since the scan
 * is left for the next run; one the scan read before a write under it that the scan missed stays off
 * until then: run it while the back office is quiet (right after the deploy).
 */
async function countItemsUnder(
  parents: Items,
  children: Items,
  key: 'screenId' | 'venueId',
  count: 'sessionCount' | 'screenCount',
  addToCount: (id: string, difference: number, scanned: number | undefined) => Promise<unknown>,
): Promise<number> {
  const under = new Map<string, number>();
  for (const child of children) under.set(child[key] as string, (under.get(child[key] as string) ?? 0) + 1);
  let counted = 0;
  for (const parent of parents) {
    const scanned = parent[count] as number | undefined;
    const difference = (under.get(parent[key] as string) ?? 0) - (scanned ?? 0);
    if (difference === 0 && scanned !== undefined) continue;
    await addToCount(parent[key] as string, difference, scanned).then(
      () => (counted += 1),
      (error: unknown) => {
        // Deleted, or its count moved, since the scan.
        if (!isConditionFailure(error)) throw error;
      },
    );
  }
  return counted;
}

const countScreenSessions = (screens: Items, sessions: Items) =>
  countItemsUnder(screens, sessions, 'screenId', 'sessionCount', (screenId, difference, scanned) =>
    db.entities.screen
      .patch({ screenId })
      .add({ sessionCount: difference })
      .where((attr, op) => (scanned === undefined ? op.notExists(attr.sessionCount) : op.eq(attr.sessionCount, scanned)))
      .go(),
  );

const countVenueScreens = (venues: Items, screens: Items) =>
  countItemsUnder(venues, screens, 'venueId', 'screenCount', (venueId, difference, scanned) =>
    db.entities.venue
      .patch({ venueId })
      .add({ screenCount: difference })
      .where((attr, op) => (scanned === undefined ? op.notExists(attr.screenCount) : op.eq(attr.screenCount, scanned)))
      .go(),
  );

/**
 * Seat-map versions saved before their item kept how many seat categories their seats use: counted now,
 * so a session made on one reads the count rather than every seat (`seatGridOfVersion`).
 */
async function countSeatMapCategories(seatMaps: Items): Promise<number> {
  const old = without(seatMaps, 'categoryCount');
  for (const item of old) {
    const { screenId, version } = item as { screenId: string; version: number };
    await db.entities.seatMap
      .patch({ screenId, version })
      .set({ categoryCount: await countSeatCategories(screenId, version) })
      .go()
      .catch((error: unknown) => {
        // Its screen deleted since the scan.
        if (!isConditionFailure(error)) throw error;
      });
  }
  return old.length;
}

/** Sessions from before the month listing index: put again so their keys (and their card's venue and screen) are current. */
async function reindexSessions(sessions: Items): Promise<number> {
  const old = without(sessions, 'sessionMonth');
  const venues = new Map<string, { name: string; location: string } | null>();
  const screens = new Map<string, string | null>();
  for (const item of old) {
    const session = item as { sessionId: string; venueId: string; screenId: string };
    if (!venues.has(session.venueId)) venues.set(session.venueId, (await db.entities.venue.get({ venueId: session.venueId }).go()).data);
    if (!screens.has(session.screenId)) screens.set(session.screenId, (await db.entities.screen.get({ screenId: session.screenId }).go()).data?.name ?? null);
    const venue = venues.get(session.venueId);
    const screenName = screens.get(session.screenId);
    const { data } = await db.entities.session.get({ sessionId: session.sessionId }).go();
    if (!data) continue;
    await db.entities.session
      .put({ ...data, ...(venue ? { venueName: venue.name, location: venue.location } : {}), ...(screenName ? { screenName } : {}) })
      .go();
  }
  return old.length;
}

/**
 * Sessions from before the movie index (the movie page's showtimes): put again so their byMovie keys are
 * written. Those without a month index too were put again by reindexSessions, keys and all.
 */
async function indexSessionsByMovie(sessions: Items): Promise<number> {
  const old = without(sessions, 'gsi3pk').filter((item) => item.movieId !== undefined && item.sessionMonth !== undefined);
  for (const item of old) {
    const { data } = await db.entities.session.get({ sessionId: item.sessionId as string }).go();
    if (data) await db.entities.session.put(data).go();
  }
  return old.length;
}

/** Sessions from before they carried their venue's time zone: given it (the listing then reads no venue). */
async function copyVenueZones(sessions: Items): Promise<number> {
  const old = without(sessions, 'timeZone');
  const zones = new Map<string, string | undefined>();
  let done = 0;
  for (const item of old) {
    const venueId = item.venueId as string;
    if (!zones.has(venueId)) zones.set(venueId, (await db.entities.venue.get({ venueId }).go()).data?.timeZone);
    const timeZone = zones.get(venueId);
    // A session of a deleted venue keeps reading as UTC.
    if (timeZone === undefined) continue;
    done += 1;
    await db.entities.session
      .patch({ sessionId: item.sessionId as string })
      .set({ timeZone })
      .go()
      .catch((error: unknown) => {
        // Deleted since the scan.
        if (!isConditionFailure(error)) throw error;
      });
  }
  return done;
}

/**
 * Sessions from before they carried their seat map's layout (rows and columns, then also screen position,
 * aisles and category count: the booking dialog's room while the map loads): given those of their version.
 * A version saved before versions has no layout item: left as it is.
 */
async function copySeatGrids(sessions: Items): Promise<number> {
  const old = without(sessions, 'seatCategoryCount');
  const grids = new Map<string, SeatGrid>();
  let done = 0;
  for (const item of old) {
    const { sessionId, screenId, seatMapVersion: version = 1 } = item as { sessionId: string; screenId: string; seatMapVersion?: number };
    const key = `${screenId}#${version}`;
    if (!grids.has(key)) grids.set(key, await seatGridOfVersion(screenId, version));
    const grid = grids.get(key)!;
    if (grid.seatRows === undefined) continue;
    done += 1;
    await db.entities.session
      .patch({ sessionId })
      .set(grid)
      .go()
      .catch((error: unknown) => {
        // Deleted since the scan.
        if (!isConditionFailure(error)) throw error;
      });
  }
  return done;
}

/**
 * Sessions booked before the seat tally (their count was the session item's own): each booking's
 * confirmed seats put on the shard it counted on, then the sum copied back. Sessions without bookings need none.
 */
async function tallySessions(sessions: Items): Promise<number> {
  const old = without(sessions, 'tallyWrites').filter((item) => Number(item.bookedSeats) > 0);
  for (const item of old) {
    const sessionId = item.sessionId as string;
    const seats = await bookedSeatsOfSession(sessionId, { consistent: true });
    for (const [shard, labels] of confirmedLabelsByShard(seats)) await db.entities.sessionTally.put({ sessionId, shard, booked: labels.length, seats: labels, writes: 1 }).go();
    await copyTallyToSession(sessionId);
  }
  return old.length;
}

/** The labels of the confirmed seats, by the tally shard each counted on. */
function confirmedLabelsByShard(seats: BookingItem[]): Map<number, string[]> {
  const byShard = new Map<number, string[]>();
  for (const seat of seats.filter((s) => s.status === 'confirmed')) byShard.set(countedShard(seat), [...(byShard.get(countedShard(seat)) ?? []), seat.seatNumber]);
  return byShard;
}

/** How many labels a tally's seats attribute holds (a string set reads as a Set; none when it has none). */
const labelCount = (seats: unknown) => (seats instanceof Set ? seats.size : Array.isArray(seats) ? seats.length : 0);

/**
 * Tally shards that counted seats before they recorded their labels (the seat map then reads every
 * seat item): each confirmed seat's label added to its shard. An ADD, so a booking or a run at the
 * same time loses nothing; a refund meanwhile may leave a label its count lacks, and the seat map
 * then reads the seat items again (bookedSeatLabelsOfTally).
 */
async function labelTallies(tallies: Items): Promise<number> {
  const unlabelled = tallies.filter((item) => Number(item.booked) > 0 && labelCount(item.seats) < Number(item.booked));
  const sessionIds = [...new Set(unlabelled.map((item) => item.sessionId as string))];
  for (const sessionId of sessionIds) {
    for (const [shard, labels] of confirmedLabelsByShard(await bookedSeatsOfSession(sessionId, { consistent: true }))) {
      await db.entities.sessionTally.update({ sessionId, shard }).add({ seats: labels }).go();
    }
  }
  return sessionIds.length;
}

/** Members suspended before a suspension took their scores out of the leaderboard's ranking: unranked now. */
async function unrankSuspended(profiles: Items): Promise<number> {
  const suspended = profiles.filter((item) => item.status === 'suspended');
  let unranked = 0;
  for (const { userId } of suspended as { userId: string }[]) {
    const ranked = (await currentScoresOfMember(userId)).filter((score) => !score.unranked);
    if (ranked.length === 0) continue;
    await writeTransaction(rankingWrites(ranked, false));
    unranked += 1;
  }
  return unranked;
}

/** Rewards written before their stock was spread over shards (their item's own stock): spread now (spreadRewardStock finds the ones without shards). */
async function spreadRewards(rewards: Items): Promise<number> {
  let spread = 0;
  for (const { rewardId } of rewards as { rewardId: string }[]) if (await spreadRewardStock(rewardId)) spread += 1;
  return spread;
}

/**
 * Bookings made before each booking wrote its item for the reminder job (`reminderToQueue`; docs/mail.md,
 * "Reminders"): each confirmed booking of a show still ahead whose reminder is not queued, and that has
 * no item, is given one, so the job reminds it. A booking reminded already is left as it is.
 */
async function giveRemindersTheirItems(seats: Items, now = new Date()): Promise<number> {
  const confirmed = (seats as BookingItem[]).filter((seat) => seat.status === 'confirmed');
  const sessions = await sessionsByIds(confirmed.map((seat) => seat.sessionId));
  const venues = await loadVenuesOf(sessions);
  const ahead = new Set(sessions.filter((session) => showStart(session, timeZoneOf(session, venues.get(session.venueId))) > now).map((session) => session.sessionId));
  const bookings = [...seatsByBooking(confirmed.filter((seat) => ahead.has(seat.sessionId)))];
  if (bookings.length === 0) return 0;
  const reminded = await queuedMailIds(bookings.map(([bookingCode]) => reminderMailId(bookingCode)));
  const { data: items } = await db.entities.reminderToQueue.get(bookings.map(([bookingCode, [seat]]) => ({ sessionId: seat.sessionId, bookingCode }))).go();
  const withItem = new Set(items.map((item) => item.bookingCode));
  const missing = bookings.filter(([bookingCode]) => !reminded.has(reminderMailId(bookingCode)) && !withItem.has(bookingCode));
  for (const [bookingCode, seats] of missing) {
    // A seat stored raw in the legacy row-seat form (3-12) is told as C12, as everywhere.
    const labels = seats.map((seat) => normalizeSeatLabel(seat.seatNumber) ?? seat.seatNumber);
    await db.entities.reminderToQueue.put({ sessionId: seats[0].sessionId, bookingCode, userId: seats[0].userId, seats: labels }).go();
  }
  return missing.length;
}

/**
 * Sessions booked from two days ago on, from before their screen and venue kept their latest booked start
 * (functions/data/bookings-ahead.ts): raised to theirs, so the list says a Delete would be refused.
 */
async function markBookedSessions(sessions: Items): Promise<number> {
  const from = addDays(utcDateKey(), -2);
  const booked = sessions.filter((item) => Number(item.bookedSeats) > 0 && String(item.sessionDate) >= from);
  let marked = 0;
  for (const { sessionId } of booked as { sessionId: string }[]) {
    const { data: session } = await db.entities.session.get({ sessionId }).go({ consistent: true });
    if (session && (await markBookingsAhead(session, (await readSessionTally(sessionId)).booked))) marked += 1;
  }
  return marked;
}

/**
 * Reviews written before each review moved its movie's rating tally (functions/data/movie-ratings.ts): each
 * movie's tally is brought to the sum and number of its reviews, by an ADD of the difference on one shard.
 * A movie whose tally counts its reviews already is left as it is.
 */
async function tallyMovieRatings(items: Items): Promise<number> {
  const reviews = items as { movieId: number; rating: number }[];
  const byMovie = new Map<number, { ratingSum: number; reviews: number }>();
  for (const { movieId, rating } of reviews) {
    const movie = byMovie.get(movieId) ?? { ratingSum: 0, reviews: 0 };
    byMovie.set(movieId, { ratingSum: movie.ratingSum + rating, reviews: movie.reviews + 1 });
  }
  let tallied = 0;
  for (const [movieId, wanted] of byMovie) {
    const counted = await movieRatingTotals(movieId, { consistent: true });
    const ratingSum = wanted.ratingSum - counted.ratingSum;
    const count = wanted.reviews - counted.reviews;
    if (ratingSum === 0 && count === 0) continue;
    await db.entities.movieRatingTally.update({ movieId, shard: 0 }).add({ ratingSum, reviews: count }).go();
    tallied += 1;
  }
  return tallied;
}

export async function migrate(log: (message: string) => void): Promise<void> {
  const items = await scanMigrated();
  const seats = await versionSeats(items.screenSeat);
  const screens = await versionScreens(items.screen);
  const counted = await countSeatMapCategories(items.seatMap);
  const sessions = (await reindexSessions(items.session)) + (await indexSessionsByMovie(items.session));
  const zoned = await copyVenueZones(items.session);
  const gridded = await copySeatGrids(items.session);
  const tallied = await tallySessions(items.session);
  const labelled = await labelTallies(items.sessionTally);
  const unranked = await unrankSuspended(items.profile);
  const rewards = await spreadRewards(items.reward);
  const reminders = await giveRemindersTheirItems(items.booking);
  const marked = await markBookedSessions(items.session);
  const rated = await tallyMovieRatings(items.review);
  const placed = await keyRunningOrdersByPlace(items.sessionAsset);
  const screensCounted = await countScreenSessions(items.screen, items.session);
  const venuesCounted = await countVenueScreens(items.venue, items.screen);
  if (seats + screens + counted + sessions + zoned + gridded + tallied + labelled + unranked + rewards + reminders + marked + rated + placed + screensCounted + venuesCounted > 0) {
    log(
      `migrations: ${seats} seat(s) versioned, ${screens} screen seat map(s) as version 1, ${counted} seat map version(s) given their category count, ${sessions} session(s) reindexed, ${zoned} session(s) given their venue's time zone, ${gridded} session(s) given their seat map's layout, ${tallied} session(s) tallied, ${labelled} session(s) given their tally's seat labels, ${unranked} suspended member(s) taken out of the leaderboard, ${rewards} reward(s) given stock shards, ${reminders} booking(s) given their reminder's item, ${marked} booked session(s) counted on their screen and venue, ${rated} movie(s) given their rating tally, ${placed} running-order link(s) keyed by their place, ${screensCounted} screen(s) given their count of sessions, ${venuesCounted} venue(s) given their count of screens`,
    );
  }
}
