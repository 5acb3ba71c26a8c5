/**
 * `npm run bench:booking`: the booking API on the local stack against its floor.
 *
 * 1. Latency: POST /api/bookings (2 seats, with an idempotency key) one after another, p50/p99, beside
 *    the floor: a raw DynamoDB TransactWriteItems of the same items (profile, ledger entry, two seats,
 *    one tally shard, two seat checks, confirmation mail, reminder item, idempotency record, the
 *    dashboard's counter shards), built by
 *    the same code and sent without the API.
 * 2. Race: 200 members booking random seats of one 500-seat session at once, until it is sold out;
 *    requests and seats per second, and the invariants (no seat twice, tally and the listing's count =
 *    seats, points = prices).
 * The stack's DynamoDB client refuses contended transactions as real DynamoDB does (TransactionConflict).
 *
 *
 * A benchmark, not a test: it prints a table and exits non-zero only if an invariant breaks.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { seatLabel } from '../../shared/booking/seat-labels';
import { timeUntil } from './eventually';
import { startBenchStack } from './bench-stack';
import { benchMembers } from './members';
import { ms, percentile } from './stats';

const LATENCY_RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP_RUNS = 20;
const RACE_MEMBERS = Number(process.env.BENCH_RACE_MEMBERS ?? 200);
const RACE_ROWS = 25;
const RACE_COLUMNS = 20;
const TARGET_RATIO = 1.3;
const TARGET_SEATS_PER_SECOND = 100;

const stack = await startBenchStack({ emulateConflicts: true, verbose: true, exportEnv: true });

try {
  // Imported after the stack's environment is set: the data layer reads it once.
  const { db } = await import('../../functions/data/service');
  const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { createDocumentClient } = await import('../../functions/data/client');
  const { bookingWrites, createBooking } = await import('../../functions/booking/book');
  const { bookedShow } = await import('../../functions/data/outbox');
  const { counterWrite, ledgerCounterWrites } = await import('../../functions/data/counters');
  const { planPointsChange } = await import('../../functions/data/ledger');
  const { loadSettings } = await import('../../functions/data/settings');
  const { transactionEntities } = await import('../../functions/data/transactions');
  const { readSessionTally } = await import('../../functions/data/session-tally');

  /** A show on a screen of `rows` x `columns` Regular seats at 10 points. */
  async function createShow(rows: number, columns: number) {
    const id = randomUUID().slice(0, 8);
    const screenId = `bench-screen-${id}`;
    const sessionId = `bench-session-${id}`;
    await db.entities.screen.create({ screenId, venueId: 'venue-grand-central', name: `Bench ${id}`, capacity: rows * columns }).go();
    const seats = Array.from({ length: rows * columns }, (_, i) => ({
      screenId,
      version: 1,
      rowNumber: Math.floor(i / columns) + 1,
      seatNumber: (i % columns) + 1,
      categoryId: 'regular',
      isAvailable: true,
    }));
    await db.entities.screenSeat.put(seats).go({ concurrency: 8 });
    const { data: session } = await db.entities.session
      .create({ sessionId, movieTitle: 'Bench Movie', venueId: 'venue-grand-central', screenId, sessionDate: '2099-01-01', sessionTime: '20:00', basePrice: 10, totalSeats: rows * columns })
      .go();
    await db.entities.sessionCategoryPricing.create({ sessionId, categoryId: 'regular', price: 10 }).go();
    return { session, sessionId, screenId, seats, labels: seats.map((s) => seatLabel(s.rowNumber, s.seatNumber)) };
  }

  const members = benchMembers(stack);
  const member = members.member;

  // --- 1. latency: the API versus the raw transaction of the same items -------------------------------
  console.log('\nLatency: one member booking 2 seats at a time');
  const apiShow = await createShow(50, 10);
  const floorShow = await createShow(50, 10);
  const directShow = await createShow(50, 10);
  const apiMember = await member(100_000);
  const directMember = await member(100_000);
  const floorMember = await member(100_000);

  const raw = createDocumentClient();
  let floorProfile = (await db.entities.profile.get({ userId: floorMember.userId }).go({ consistent: true })).data!;
  const { thresholds } = await loadSettings();
  /**
   * The floor: the transaction the API writes for one 2-seat booking, sent straight to DynamoDB. Its
   * items come from the builders the API uses (the ledger's plan, the booking's own writes, the
   * counters), so an item added to a booking is in the floor too.
   */
  const floorTransaction = async (i: number) => {
    const seats = floorShow.labels.slice(2 * i, 2 * i + 2);
    const positions = floorShow.seats.slice(2 * i, 2 * i + 2);
    const now = new Date();
    const result = { bookingCode: `BK-${randomUUID()}`, sessionId: floorShow.sessionId, seats, totalPrice: 20, createdAt: now.toISOString() };
    const change = { userId: floorMember.userId, delta: -20, reason: 'Booking', type: 'booking' as const, subject: `session#${floorShow.sessionId}` };
    const plan = planPointsChange(change, floorProfile, thresholds, now);
    const writes = [
      ...plan.writes,
      ...ledgerCounterWrites([change.delta], now),
      ...bookingWrites(transactionEntities, {
        userId: floorMember.userId,
        session: { sessionId: floorShow.sessionId, screenId: floorShow.screenId },
        seats: positions,
        seatPrices: [10, 10],
        result,
        show: bookedShow(floorShow.session, 'UTC', result),
        idempotencyKey: randomUUID(),
      }),
      counterWrite('bookings', 2),
    ];
    const { TransactItems } = db.transaction.write(() => writes.map((write) => write.item)).params() as { TransactItems: never[] };
    const started = performance.now();
    await raw.send(new TransactWriteCommand({ TransactItems }));
    const elapsed = performance.now() - started;
    floorProfile = { ...floorProfile, ...plan.balance };
    return elapsed;
  };

  /**
   * Each path runs in blocks of back-to-back calls (its steady state, as a load generator sees it),
   * the blocks taking turns so that all see the same machine load. On this kind of VM a process that
   * sat idle pays up to a millisecond to wake on its next packet: every hop between processes costs
   * more here than its CPU time, which weighs on the API (three processes) against the floor (two).
   */
  const BLOCK = 10;
  const paths = {
    /** A booking through the API: HTTP, token check, the Lambda handler, the profile read, the transaction. */
    api: async (i: number) => {
      const started = performance.now();
      const response = await apiMember.call('POST', '/api/bookings', { sessionId: apiShow.sessionId, seats: apiShow.labels.slice(2 * i, 2 * i + 2), idempotencyKey: randomUUID() });
      if (response.status !== 201) throw new Error(`Booking answered ${response.status}`);
      return performance.now() - started;
    },
    /** The API's fixed cost without DynamoDB (HTTP, routing, the Lambda shell). */
    health: async () => {
      const started = performance.now();
      await apiMember.call('GET', '/api/health');
      return performance.now() - started;
    },
    /** The booking code called in this process: the data work without the hop to the API process. */
    direct: async (i: number) => {
      const started = performance.now();
      await createBooking(directMember.userId, { sessionId: directShow.sessionId, seats: directShow.labels.slice(2 * i, 2 * i + 2), idempotencyKey: randomUUID() });
      return performance.now() - started;
    },
    floor: floorTransaction,
  };
  const samples = { api: [] as number[], health: [] as number[], direct: [] as number[], floor: [] as number[] };
  for (let round = 0; round * BLOCK < WARMUP_RUNS + LATENCY_RUNS; round++) {
    for (const [name, run] of Object.entries(paths) as [keyof typeof paths, (i: number) => Promise<number>][]) {
      for (let i = round * BLOCK; i < (round + 1) * BLOCK; i++) {
        const elapsed = await run(i);
        if (i >= WARMUP_RUNS) samples[name].push(elapsed);
      }
    }
  }
  const { api: apiSamples, health: healthSamples, direct: directSamples, floor: floorSamples } = samples;

  const api = { p50: percentile(apiSamples, 50), p99: percentile(apiSamples, 99) };
  const floor = { p50: percentile(floorSamples, 50), p99: percentile(floorSamples, 99) };

  // --- 2. race: many members, one session, until sold out ------------------------------------------------
  console.log(`Race: ${RACE_MEMBERS} members each reading the seat map and booking 1-2 free seats of one ${RACE_ROWS * RACE_COLUMNS}-seat session until it is sold out`);
  const raceShow = await createShow(RACE_ROWS, RACE_COLUMNS);
  // Signed up ten at a time: the Cognito emulator refuses connections under hundreds at once.
  const racers: Awaited<ReturnType<typeof member>>[] = [];
  while (racers.length < RACE_MEMBERS) racers.push(...(await Promise.all(Array.from({ length: Math.min(10, RACE_MEMBERS - racers.length) }, () => member(1_000)))));
  const outcomes = { booked: 0, refused: 0, other: 0, requests: 0 };
  const raceStarted = performance.now();
  await Promise.all(
    racers.map(async (racer) => {
      for (;;) {
        const read = await racer.call('GET', `/api/sessions/${raceShow.sessionId}/seats`);
        if (read.status !== 200) {
          outcomes.other++;
          continue;
        }
        const map = JSON.parse(read.body) as { seats: { label: string; booked: boolean }[] };
        const free = map.seats.filter((seat) => !seat.booked).map((seat) => seat.label);
        if (free.length === 0) return;
        const seats = [...new Set(Array.from({ length: 1 + Math.floor(Math.random() * 2) }, () => free[Math.floor(Math.random() * free.length)]))];
        const response = await racer.call('POST', '/api/bookings', { sessionId: raceShow.sessionId, seats });
        outcomes.requests++;
        if (response.status === 201) outcomes.booked++;
        else if (response.status === 409) outcomes.refused++;
        else outcomes.other++;
      }
    }),
  );
  const raceSeconds = (performance.now() - raceStarted) / 1000;

  const { data: seatItems } = await db.entities.booking.query.bySessionSeat({ sessionId: raceShow.sessionId }).go({ pages: 'all' });
  // The listing's count follows from the table's stream (docs/booking.md): how long after the race it did.
  const listingLag = await timeUntil(async () => (await db.entities.session.get({ sessionId: raceShow.sessionId }).go({ consistent: true })).data?.bookedSeats === seatItems.length);
  const tally = await readSessionTally(raceShow.sessionId);
  const balances = await Promise.all(racers.map((r) => db.entities.profile.get({ userId: r.userId }).go().then((p) => p.data!.points)));
  const spent = balances.reduce((sum, balance, i) => sum + (racers[i].start - balance), 0);
  const charged = seatItems.reduce((sum, seat) => sum + seat.price, 0);
  const invariants = {
    'no seat booked twice': new Set(seatItems.map((s) => s.seatNumber)).size === seatItems.length,
    'every seat sold': seatItems.length === RACE_ROWS * RACE_COLUMNS,
    'tally = seat items': tally.booked === seatItems.length,
    "listing's count = seat items within 10 s": listingLag !== null,
    'points spent = prices of seats': spent === charged,
    'no unexpected errors': outcomes.other === 0,
  };

  const ratio = { p50: api.p50 / floor.p50, p99: api.p99 / floor.p99 };
  console.log('\nBooking benchmark (local stack: DynamoDB Local, API server over HTTP)');
  console.table({
    'POST /api/bookings': { p50: ms(api.p50), p99: ms(api.p99), samples: apiSamples.length },
    'raw TransactWriteItems (floor)': { p50: ms(floor.p50), p99: ms(floor.p99), samples: floorSamples.length },
    'createBooking() in this process': { p50: ms(percentile(directSamples, 50)), p99: ms(percentile(directSamples, 99)), samples: directSamples.length },
    'GET /api/health (API without data)': { p50: ms(percentile(healthSamples, 50)), p99: ms(percentile(healthSamples, 99)), samples: healthSamples.length },
    'ratio API / floor': { p50: `${ratio.p50.toFixed(2)}x`, p99: `${ratio.p99.toFixed(2)}x`, samples: `target <= ${TARGET_RATIO}x` },
    'ratio createBooking() / floor': {
      p50: `${(percentile(directSamples, 50) / floor.p50).toFixed(2)}x`,
      p99: `${(percentile(directSamples, 99) / floor.p99).toFixed(2)}x`,
      samples: '',
    },
  });
  console.table({
    race: {
      members: RACE_MEMBERS,
      'bookings tried': outcomes.requests,
      'tries/s': (outcomes.requests / raceSeconds).toFixed(1),
      'bookings made': outcomes.booked,
      'seats booked': seatItems.length,
      'seats/s': (seatItems.length / raceSeconds).toFixed(1),
      refused: outcomes.refused,
      seconds: raceSeconds.toFixed(2),
      target: `>= ${TARGET_SEATS_PER_SECOND} seats/s`,
    },
  });
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores`);
  console.log(`the listing's count equalled the seat items ${listingLag === null ? 'not within 10 s' : `${ms(listingLag)} after the race ended`}`);
  console.table(Object.fromEntries(Object.entries(invariants).map(([name, ok]) => [name, { holds: ok }])));
  members.close();
  if (Object.values(invariants).some((ok) => !ok)) process.exitCode = 1;
} finally {
  await stack.close();
}
