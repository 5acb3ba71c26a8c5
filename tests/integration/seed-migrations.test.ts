import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, documentClient } from '../../functions/data/service';
import { tableName } from '../../functions/data/client';
import { createTableInput } from '../../functions/data/table';
import { ensureTable } from '../../scripts/local/dynamodb';
import { currentScoresOfMember } from '../../functions/data/leaderboard-scores';
import { migrate } from '../../scripts/seed/migrations';
import { readStockLeft, rewardStockShards } from '../../functions/data/reward-stock';
import { apiClient, createAdmin, memberWithPoints } from '../helpers';
import { createSession, venueWithScreen } from '../helpers/admin';
import type { SessionSummary } from '../../shared/api/routes/booking';
import type { AdminSessionDetail } from '../../shared/api/routes/admin-sessions';
import type { AdminScreen } from '../../shared/api/routes/admin-venues';
import { queueMailOnce, reminderMailId } from '../../functions/data/outbox';
import { bookingsToRemind } from '../../functions/data/reminders';
import { movieRatingSummary } from '../../functions/data/movie-ratings';
import { queueDueReminders } from '../../functions/mail/reminders';
import { book, bookedOnSeatMap, createShowStartingIn, moveShowStart, tallySeatLabels } from '../helpers/shows';

// Each test runs the migration over the whole table, which the project's other files fill as they run beside
// it: on a busy machine (a CI run with other work) one took over the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

/** An item as ElectroDB wrote it before seat-map versions and the month index (keys spelled out by hand). */
const put = (Item: Record<string, unknown>) => documentClient.send(new PutCommand({ TableName: tableName(), Item }));

describe('the local seed upgrades a table written before seat-map versions and the month listing', () => {
  it('moves old seats to version 1, gives the screen its version, and reindexes old sessions with their cards, their venue\'s time zone and their seat map\'s layout', async () => {
    const id = randomUUID().slice(0, 8);
    const venueId = `old-venue-${id}`;
    const screenId = `old-screen-${id}`;
    const sessionId = `old-session-${id}`;
    await db.entities.venue.create({ venueId, name: `Old Venue ${id}`, location: `Old Town ${id}`, timeZone: 'Asia/Tokyo' }).go();
    // The screen as it was: no seat-map version.
    await put({
      screenId, venueId, name: 'Old Screen', capacity: 4, screenType: 'standard', isActive: true, aisleColumns: [1], screenPosition: 'bottom', createdAt: new Date().toISOString(),
      pk: `$cinema#screenid_${screenId}`, sk: '$screen_1', gsi1pk: `$cinema#venueid_${venueId}`, gsi1sk: `$screen_1#name_old screen#screenid_${screenId}`, __edb_e__: 'screen', __edb_v__: '1',
    });
    for (const [row, seat] of [[1, 1], [1, 2], [2, 1], [2, 2]]) {
      await put({
        screenId, rowNumber: row, seatNumber: seat, categoryId: 'regular', isAvailable: !(row === 2 && seat === 2),
        pk: `$cinema#screenid_${screenId}`, sk: `$screenseat_1#rownumber_00${row}#seatnumber_00${seat}`, __edb_e__: 'screenSeat', __edb_v__: '1',
      });
    }
    // The session as it was: keyed by day in gsi1, no card, no month.
    const date = '2099-03-03';
    await put({
      sessionId, movieTitle: 'Old Movie', venueId, screenId, sessionDate: date, sessionTime: '20:00', basePrice: 10, totalSeats: 3, bookedSeats: 0, status: 'scheduled', sessionState: 'pre-show', createdAt: new Date().toISOString(),
      pk: `$cinema#sessionid_${sessionId}`, sk: '$session_1', gsi1pk: `$cinema#sessiondate_${date}`, gsi1sk: `$session_1#sessiontime_20:00#sessionid_${sessionId}`, __edb_e__: 'session', __edb_v__: '1',
    });

    const lines: string[] = [];
    await migrate((line) => lines.push(line));
    expect(lines.join()).toMatch(/seat\(s\) versioned/);

    const { data: seats } = await db.entities.screenSeat.query.byScreen({ screenId, version: 1 }).go();
    expect(seats.map((s) => [s.rowNumber, s.seatNumber, s.isAvailable])).toEqual([[1, 1, true], [1, 2, true], [2, 1, true], [2, 2, false]]);
    const { data: screen } = await db.entities.screen.get({ screenId }).go();
    expect(screen).toMatchObject({ seatMapVersion: 1, seatCount: 4, sellableSeats: 3 });
    const { data: seatMap } = await db.entities.seatMap.get({ screenId, version: 1 }).go();
    expect(seatMap).toMatchObject({ rows: 2, columns: 2, aisleColumns: [1], screenPosition: 'bottom', categoryCount: 1 });

    const { data: session } = await db.entities.session.get({ sessionId }).go();
    expect(session).toMatchObject({ venueName: `Old Venue ${id}`, screenName: 'Old Screen', timeZone: 'Asia/Tokyo' });
    const listing = await apiClient().get<{ items: { id: string; venue: string; screen: string; startsAt: string }[] }>(`/api/sessions?from=${date}&days=1&venue=${venueId}`);
    // 20:00 in Tokyo (UTC+9); the seat map's layout (the booking dialog's room while it loads) from version 1.
    expect(listing.body.items).toEqual([
      expect.objectContaining({ id: sessionId, venue: `Old Venue ${id}`, screen: 'Old Screen', startsAt: `${date}T11:00:00.000Z`, seatRows: 2, seatColumns: 2, seatScreenPosition: 'bottom', seatAisleColumns: [1], seatCategoryCount: 1 }),
    ]);
    const map = await apiClient().get<{ seats: { label: string; available: boolean }[] }>(`/api/sessions/${sessionId}/seats`);
    expect(map.body.seats.map((s) => s.label)).toEqual(['A1', 'A2', 'B1', 'B2']);

    // Again: nothing left to upgrade.
    const again: string[] = [];
    await migrate((line) => again.push(line));
    expect(again).toEqual([]);
  });
});

describe('the local seed gives seat-map versions saved before they kept their category count that count', () => {
  it('counts their seats once; until then a session made on one counts them, and the listing says the same after', async () => {
    const admin = await createAdmin();
    const setup = await venueWithScreen(admin.api, { rowCategories: { A: 'regular', B: 'premium', C: 'premium' } });
    const version = { screenId: setup.screen.id, version: setup.seatMap.version! };
    const categoryCount = async () => (await db.entities.seatMap.get(version).go({ consistent: true })).data?.categoryCount;
    expect(await categoryCount()).toBe(2);
    // As the version was saved before: no count on its item.
    await db.entities.seatMap.patch(version).remove(['categoryCount']).go();
    const listedCount = async (sessionId: string) => (await apiClient().get<SessionSummary>(`/api/sessions/${sessionId}`)).body.seatCategoryCount;
    // Deployed, not migrated yet: a new session still copies the count, from the version's seats.
    const before = await createSession(admin.api, setup);
    expect(await listedCount(before.id)).toBe(2);

    const lines: string[] = [];
    await migrate((line) => lines.push(line));
    expect(lines.join()).toMatch(/[1-9]\d* seat map version\(s\) given their category count/);
    expect(await categoryCount()).toBe(2);
    const after = await createSession(admin.api, setup, { time: '21:00' });
    expect(await listedCount(after.id)).toBe(2);
    expect(await listedCount(before.id)).toBe(2);

    // Again: nothing left to count.
    const again: string[] = [];
    await migrate((line) => again.push(line));
    expect(again.join()).not.toMatch(/[1-9]\d* seat map version\(s\) given/);
  });
});

describe('the local seed gives screens and venues from before they counted their sessions and screens those counts', () => {
  it("counts the sessions on each screen and the screens in each venue, so their deletes find them all in their indexes; a second run does nothing", async () => {
    const admin = await createAdmin();
    const setup = await venueWithScreen(admin.api);
    const sessions = [await createSession(admin.api, setup), await createSession(admin.api, setup, { time: '21:00' })];
    const sessionCount = async () => (await db.entities.screen.get({ screenId: setup.screen.id }).go({ consistent: true })).data?.sessionCount;
    const screenCount = async () => (await db.entities.venue.get({ venueId: setup.venue.id }).go({ consistent: true })).data?.screenCount;
    expect([await sessionCount(), await screenCount()]).toEqual([2, 1]);
    // As the screen and venue were before: no counts. Deployed, not migrated yet: a new session or screen counts from nothing.
    await db.entities.screen.patch({ screenId: setup.screen.id }).remove(['sessionCount']).go();
    await db.entities.venue.patch({ venueId: setup.venue.id }).remove(['screenCount']).go();
    sessions.push(await createSession(admin.api, setup, { time: '22:00' }));
    const added = await admin.api.post<AdminScreen>(`/api/admin/venues/${setup.venue.id}/screens`, { name: 'Added Screen', capacity: 10 });
    expect([await sessionCount(), await screenCount()]).toEqual([1, 1]);

    const lines: string[] = [];
    await migrate((line) => lines.push(line));
    expect(lines.join()).toMatch(/[1-9]\d* screen\(s\) given their count of sessions, [1-9]\d* venue\(s\) given their count of screens/);
    expect([await sessionCount(), await screenCount()]).toEqual([3, 2]);
    const again: string[] = [];
    await migrate((line) => again.push(line));
    expect(again.join()).not.toMatch(/[1-9]\d* (screen|venue)\(s\) given their count/);

    expect((await admin.api.delete(`/api/admin/venues/${setup.venue.id}`)).status).toBe(204);
    for (const session of sessions) expect((await admin.api.get(`/api/admin/sessions/${session.id}`)).status).toBe(404);
    for (const screenId of [setup.screen.id, added.body.id]) expect((await admin.api.get(`/api/admin/screens/${screenId}`)).status).toBe(404);
  });
});

describe("the local seed labels the tally shards that counted seats before they recorded their labels", () => {
  it('reads the seat map from the seat items until then, and from the labels after', async () => {
    const show = await createShowStartingIn(180);
    const member = await memberWithPoints(100);
    await book(member, show.sessionId, ['A1', 'A2']);
    // As a shard was written before it recorded labels: the count without them.
    const { data: shards } = await db.entities.sessionTally.query.bySession({ sessionId: show.sessionId }).go({ consistent: true });
    const counted = shards.find((shard) => (shard.booked ?? 0) > 0)!;
    await db.entities.sessionTally.update({ sessionId: show.sessionId, shard: counted.shard }).delete({ seats: ['A1', 'A2'] }).go();
    expect(await tallySeatLabels(show.sessionId)).toEqual([]);
    expect(await bookedOnSeatMap(show.sessionId)).toEqual(['A1', 'A2']);

    await migrate(() => undefined);
    expect(await tallySeatLabels(show.sessionId)).toEqual(['A1', 'A2']);
    expect(await bookedOnSeatMap(show.sessionId)).toEqual(['A1', 'A2']);
  });
});

describe('the local seed takes members suspended before suspension unranked them out of the leaderboard', () => {
  it('unranks their current scores, keeping the points', async () => {
    const member = await memberWithPoints(100);
    const inRanking = async () => {
      const [lifetime] = (await currentScoresOfMember(member.userId)).filter((score) => score.period === 'lifetime');
      const { data } = await db.entities.leaderboardScore.query
        .ranking({ period: 'lifetime', bucket: lifetime.bucket, shard: lifetime.shard })
        .gte({ score: lifetime.score })
        .where((attr, op) => op.eq(attr.userId, member.userId))
        .go({ pages: 'all' });
      return data.length > 0;
    };
    // Suspended as before: the status alone.
    await db.entities.profile.patch({ userId: member.userId }).set({ status: 'suspended' }).go();
    expect(await inRanking()).toBe(true);

    await migrate(() => undefined);
    expect(await inRanking()).toBe(false);
    expect((await currentScoresOfMember(member.userId)).map((score) => [score.period, score.unranked])).toEqual(
      expect.arrayContaining([['week', true], ['month', true], ['year', true], ['lifetime', true]]),
    );
  });
});

describe('the local seed spreads the stock of rewards written before the stock shards', () => {
  it("moves a stocked reward's stock onto its shards and gives an unlimited one its shards, losing nothing; a second run does nothing", async () => {
    const id = randomUUID().slice(0, 8);
    const stocked = `old-reward-${id}`;
    const unlimited = `old-unlimited-${id}`;
    // As a reward was before the shards: its stock on its own item.
    await db.entities.reward.create({ rewardId: stocked, name: 'Old Mug', category: 'merchandise', pointsCost: 30, stock: 21, available: true }).go();
    await db.entities.reward.create({ rewardId: unlimited, name: 'Old Pass', category: 'experience', pointsCost: 90, available: false }).go();

    const lines: string[] = [];
    await migrate((line) => lines.push(line));
    expect(lines.join()).toMatch(/[1-9]\d* reward\(s\) given stock shards/);

    expect((await db.entities.reward.get({ rewardId: stocked }).go({ consistent: true })).data?.stock).toBeUndefined();
    const shards = await rewardStockShards(stocked, { consistent: true });
    expect(shards.sort((a, b) => a.shard - b.shard).map((shard) => shard.left)).toEqual([2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(await readStockLeft(stocked)).toBe(21);
    expect((await rewardStockShards(unlimited, { consistent: true })).map(({ left, available, pointsCost }) => ({ left, available, pointsCost }))).toEqual(
      Array(16).fill({ left: undefined, available: false, pointsCost: 90 }),
    );
    expect(await readStockLeft(unlimited)).toBeNull();

    const again: string[] = [];
    await migrate((line) => again.push(line));
    expect(again.join()).not.toMatch(/[1-9]\d* reward\(s\)/);
    expect(await readStockLeft(stocked)).toBe(21);
  });
});

describe("the local seed gives movies reviewed before their rating tally theirs", () => {
  it("brings the tally to the movie's reviews, and a second run does nothing", async () => {
    const movieId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
    // As reviews were written before the tally: the review items alone.
    for (const [userId, rating] of [['old-a', 9], ['old-b', 6]] as const) {
      await db.entities.review.create({ movieId, userId: `${userId}-${movieId}`, reviewId: randomUUID(), rating, award: 'rating' }).go();
    }
    expect(await movieRatingSummary(movieId)).toEqual({ averageRating: null, reviewCount: 0 });

    const lines: string[] = [];
    await migrate((line) => lines.push(line));
    expect(lines.join()).toMatch(/[1-9]\d* movie\(s\) given their rating tally/);
    expect(await movieRatingSummary(movieId)).toEqual({ averageRating: 7.5, reviewCount: 2 });

    const again: string[] = [];
    await migrate((line) => again.push(line));
    expect(again.join()).not.toMatch(/[1-9]\d* movie\(s\)/);
    expect(await movieRatingSummary(movieId)).toEqual({ averageRating: 7.5, reviewCount: 2 });
  });
});

describe("the local seed keys running orders saved with their asset's id in the key by their place", () => {
  it('reads them as before until then; after, one item a place (a link an edit wrote at a place since stays), and an edit reorders them in place', async () => {
    const admin = await createAdmin();
    const setup = await venueWithScreen(admin.api);
    const session = await createSession(admin.api, setup);
    const newer = await admin.api.post<{ id: string }>('/api/admin/assets', { type: 'ad', title: 'Newer Ad', fileUrl: 'https://media.example.com/ad.mp4' });
    const pk = `$cinema#sessionid_${session.id}`;
    // Links as they were keyed: place and asset.
    const oldLinks: [number, string][] = [[1, 'asset-preshow-welcome'], [2, 'asset-preshow-phones'], [3, 'asset-preshow-concessions']];
    for (const [displayOrder, assetId] of oldLinks) {
      await put({
        sessionId: session.id, assetId, displayOrder, isActive: true,
        pk, sk: `$sessionasset_1#displayorder_000${displayOrder}#assetid_${assetId}`, gsi1pk: `$cinema#assetid_${assetId}`, gsi1sk: `$sessionasset_1#sessionid_${session.id}`, __edb_e__: 'sessionAsset', __edb_v__: '1',
      });
    }
    const runningOrder = async () => (await admin.api.get<AdminSessionDetail>(`/api/admin/sessions/${session.id}`)).body.session.assets.map((a) => [a.displayOrder, a.assetId]);
    expect(await runningOrder()).toEqual(oldLinks);
    // An edit before the migration put another asset at place 3, beside the old link.
    await db.entities.sessionAsset.put({ sessionId: session.id, assetId: newer.body.id, displayOrder: 3, isActive: true }).go();

    const lines: string[] = [];
    await migrate((line) => lines.push(line));
    expect(lines.join()).toMatch(/[1-9]\d* running-order link\(s\) keyed by their place/);
    const { Items } = await documentClient.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :links)', ExpressionAttributeValues: { ':pk': pk, ':links': '$sessionasset_1' } }));
    expect(Items?.map((item) => [item.sk, item.assetId])).toEqual([
      ['$sessionasset_1#displayorder_0001', 'asset-preshow-welcome'],
      ['$sessionasset_1#displayorder_0002', 'asset-preshow-phones'],
      ['$sessionasset_1#displayorder_0003', newer.body.id],
    ]);

    const reordered = ['asset-preshow-phones', 'asset-preshow-welcome', newer.body.id];
    const edited = await admin.api.put(`/api/admin/sessions/${session.id}`, { venueId: setup.venue.id, screenId: setup.screen.id, date: session.date, time: session.time, prices: {}, assetIds: reordered });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await runningOrder()).toEqual(reordered.map((assetId, i) => [i + 1, assetId]));

    const again: string[] = [];
    await migrate((line) => again.push(line));
    expect(again.join()).not.toMatch(/[1-9]\d* running-order link\(s\)/);
  });
});

describe('the local seed gives bookings made before the reminder job read its own items theirs', () => {
  it('so that the job reminds them once; not a booking reminded already, nor one of a show that has started', async () => {
    // Booked 5 hours ahead, outside the reminders' 3 hours: the local stack's own job leaves them alone meanwhile.
    const show = await createShowStartingIn(5 * 60);
    const started = await createShowStartingIn(5 * 60);
    const member = await memberWithPoints(100);
    const old = await book(member, show.sessionId, ['A1', 'A2']);
    const reminded = await book(member, show.sessionId, ['B1']);
    const past = await book(member, started.sessionId, ['A1']);
    // As before the items: none. The reminded booking's reminder queued as the job did then.
    for (const [sessionId, bookingCode] of [[show.sessionId, old], [show.sessionId, reminded], [started.sessionId, past]]) {
      await db.entities.reminderToQueue.delete({ sessionId, bookingCode }).go();
    }
    const earlier = { bookingCode: reminded, sessionId: show.sessionId, movieTitle: show.movieTitle, startsAt: new Date().toISOString(), seats: ['B1'] };
    expect(await queueMailOnce({ kind: 'showReminder', mailId: reminderMailId(reminded), to: { memberId: member.userId }, payload: earlier })).toBe(true);
    await moveShowStart(show, 90);
    await moveShowStart(started, -30);
    const reminder = async (bookingCode: string) => (await db.entities.outboxMail.get({ mailId: reminderMailId(bookingCode) }).go({ consistent: true })).data;

    // Without its item, the old booking is never reminded.
    await queueDueReminders();
    expect(await reminder(old)).toBeNull();

    const lines: string[] = [];
    await migrate((line) => lines.push(line));
    expect(lines.join()).toMatch(/[1-9]\d* booking\(s\) given their reminder's item/);
    expect(await bookingsToRemind(started.sessionId)).toEqual([]);

    await queueDueReminders();
    expect(JSON.parse((await reminder(old))!.payload)).toMatchObject({ bookingCode: old, seats: ['A1', 'A2'] });
    expect(JSON.parse((await reminder(reminded))!.payload)).toEqual(earlier);
    expect(await reminder(past)).toBeNull();

    // Again: the old booking is reminded now, and nothing is given an item.
    await migrate(() => undefined);
    expect(await bookingsToRemind(show.sessionId)).toEqual([]);
  });
});

describe('the local stack upgrades a table created before its stream', () => {
  it("turns the stream on for a table kept from an earlier npm start, and leaves a table that has it as it is", async () => {
    const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const name = `old-table-${randomUUID().slice(0, 8)}`;
    const { StreamSpecification: _stream, ...withoutStream } = createTableInput(name);
    await client.send(new CreateTableCommand(withoutStream));
    const stream = async () => (await client.send(new DescribeTableCommand({ TableName: name }))).Table?.StreamSpecification;
    try {
      expect(await stream()).toBeUndefined();

      await ensureTable(client, name);
      expect(await stream()).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
      // Run again (the next start): nothing to change, nothing refused.
      await ensureTable(client, name);
      expect(await stream()).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
    } finally {
      await client.send(new DeleteTableCommand({ TableName: name }));
      client.destroy();
    }
  });
});

describe('npm run migrate', () => {
  const run = promisify(execFile);
  const migrateCli = (args: string[]) =>
    run('npx', ['tsx', 'scripts/seed/migrate-cli.ts', ...args], { env: process.env }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );

  it("upgrades the table it is named (a deployed stage's), and a second run does nothing", async () => {
    const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const table = `deployed-${randomUUID().slice(0, 8)}`;
    await client.send(new CreateTableCommand(createTableInput(table)));
    try {
      // A review written before the rating tally, in that table only.
      const movieId = 800_000_000 + Math.floor(Math.random() * 1_000_000);
      await db.entities.review.create({ movieId, userId: 'old-reviewer', reviewId: randomUUID(), rating: 8, award: 'rating' }).go({ table });
      const tally = async () => (await db.entities.movieRatingTally.query.byMovie({ movieId }).go({ table, consistent: true })).data.map(({ ratingSum, reviews }) => ({ ratingSum, reviews }));
      expect(await tally()).toEqual([]);

      const first = await migrateCli(['--table', table]);
      expect(first.code).toBe(0);
      expect(first.output).toMatch(/1 movie\(s\) given their rating tally/);
      expect(first.output).toContain(`migrated: table ${table}`);
      expect(await tally()).toEqual([{ ratingSum: 8, reviews: 1 }]);
      // The table the seed uses was not touched.
      expect((await db.entities.review.get({ movieId, userId: 'old-reviewer' }).go()).data).toBeNull();

      const second = await migrateCli(['--table', table]);
      expect(second.output).toContain(`nothing to upgrade: table ${table}`);
      expect(await tally()).toEqual([{ ratingSum: 8, reviews: 1 }]);
    } finally {
      await client.send(new DeleteTableCommand({ TableName: table }));
      client.destroy();
    }
  });

  it('says how to name the table when it is not given one', async () => {
    const { code, output } = await migrateCli([]);
    expect(code).toBe(1);
    expect(output).toContain("Usage: npm run migrate -- --table <the Data stack's TableName output>");
  });
});
