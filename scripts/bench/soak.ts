/**
 * `npm run bench:soak`: a mixed load on the local stack for 10 minutes (BENCH_SOAK_SECONDS), then the
 * money-like invariants (docs/booking.md, docs/performance.md).
 *
 * Members (BENCH_SOAK_MEMBERS, 40) each loop over: browsing (the listing, a show, its seat map, the
 * rewards), booking 1-2 free seats, cancelling one of their bookings, answering a movie's questions,
 * redeeming a stocked reward, reviewing a movie, re-rating or deleting that review and, once, claiming
 * another member's referral code; an admin edits the shows' prices every few seconds. The stack's DynamoDB client refuses contended
 * transactions as real DynamoDB does (TransactionConflict), so every writer's retries are exercised.
 *
 * Prints p50/p99 per route and the answers by status; then checks that every member's balance is the
 * sum of their ledger, that the confirmed seats are exactly the bookings the members were told were
 * made and not cancelled (and each show's tally, listing count and seat map agree), and that the reward's stock
 * plus its redemptions is the starting stock, and that each reviewed film's rating tally (average and count)
 * is its reviews'; a booking or redemption answered 5xx is sent again with
 * its key after the load, so its outcome is known. Any 5xx or broken invariant fails it (exit code 1).
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { rowLetters } from '../../shared/booking/seat-labels';
import { DEMO_USERS } from '../local/demo-users';
import { localIdentityClient, signIn } from '../local/cognito';
import { timeUntil } from './eventually';
import { startBenchStack } from './bench-stack';
import { send } from './http';
import { benchMembers } from './members';
import { ms, percentile } from './stats';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const MEMBERS = Number(process.env.BENCH_SOAK_MEMBERS ?? 40);
const SHOWS = 4;
const ROWS = 8;
const COLUMNS = 10;
const REWARD_STOCK = 400;
const QUESTION_MOVIE = 1030;
const ADMIN_EDIT_MS = 3_000;

const stack = await startBenchStack({ emulateConflicts: true, verbose: true, exportEnv: true });

type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: string }>;

/** Latencies per route (method and path template) and answers per status. */
const latencies = new Map<string, number[]>();
const statuses = new Map<number, number>();
const serverErrors: string[] = [];

/** Calls the API and records the call under its route; the body comes back parsed. */
async function timed<T = unknown>(call: Call, route: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const started = performance.now();
  const response = await call(method, path, body);
  const elapsed = performance.now() - started;
  const name = `${method} ${route}`;
  latencies.set(name, [...(latencies.get(name) ?? []), elapsed]);
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  if (response.status >= 500) serverErrors.push(`${name} ${response.status} ${response.body.slice(0, 200)}`);
  return { status: response.status, body: (response.body ? JSON.parse(response.body) : undefined) as T };
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];
/** The films the members review, and a rating. */
const REVIEWED_MOVIES = Array.from({ length: 20 }, (_, i) => 1001 + i);
const reviewedMovie = () => pick(REVIEWED_MOVIES);
const rating = () => 1 + Math.floor(Math.random() * 10);

try {
  const { db } = await import('../../functions/data/service');
  const { readSessionTally } = await import('../../functions/data/session-tally');
  const { createReward, readStockLeft } = await import('../../functions/data/reward-stock');
  const { movieRatingSummary } = await import('../../functions/data/movie-ratings');
  const { averageRating } = await import('../../shared/reviews');

  const identity = localIdentityClient(stack.cognito.endpoint);
  const adminToken = await signIn(identity, stack.cognito.userPoolClientId, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  identity.destroy();
  const admin: Call = (method, path, body) =>
    send(`${stack.apiUrl}${path}`, method, { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }, body === undefined ? undefined : JSON.stringify(body));
  const adminJson = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await admin(method, path, body);
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${response.body}`);
    return JSON.parse(response.body) as T;
  };

  // --- setup: a venue, a screen, SHOWS shows on it, a stocked reward, the movie's questions ----------------
  const id = randomUUID().slice(0, 8);
  const venue = await adminJson<{ id: string }>('POST', '/api/admin/venues', { name: `Soak Venue ${id}`, location: `Soak Town ${id}` });
  const screen = await adminJson<{ id: string }>('POST', `/api/admin/venues/${venue.id}/screens`, { name: `Soak Screen ${id}`, capacity: ROWS * COLUMNS });
  await adminJson('PUT', `/api/admin/screens/${screen.id}/seat-map`, {
    rows: ROWS,
    columns: COLUMNS,
    aisleColumns: [],
    screenPosition: 'top',
    rowCategories: Object.fromEntries(Array.from({ length: ROWS }, (_, i) => [rowLetters(i + 1), 'regular'])),
    unavailable: [],
  });
  const sessionInput = (day: number, price: number) => ({ venueId: venue.id, screenId: screen.id, movieId: '1001', date: addDays(utcDateKey(), day), time: '20:00', prices: { regular: price }, assetIds: [] });
  const shows = await Promise.all(Array.from({ length: SHOWS }, (_, i) => adminJson<{ id: string }>('POST', '/api/admin/sessions', sessionInput(3 + i, 10)).then((s) => ({ id: s.id, day: 3 + i }))));
  const rewardId = `soak-reward-${id}`;
  await createReward({ rewardId, name: 'Soak Popcorn', category: 'concession', pointsCost: 50, stock: REWARD_STOCK });

  const members = benchMembers(stack);
  const signUp = async () => {
    const m = await members.member(1_000_000);
    const me = JSON.parse((await m.call('GET', '/api/me')).body) as { referralCode: string };
    return { ...m, referralCode: me.referralCode, bookings: [] as { code: string; sessionId: string; seats: string[] }[], claimed: false };
  };
  // Signed up ten at a time: the Cognito emulator refuses connections under hundreds at once.
  const people: Awaited<ReturnType<typeof signUp>>[] = [];
  while (people.length < MEMBERS) people.push(...(await Promise.all(Array.from({ length: Math.min(10, MEMBERS - people.length) }, signUp))));
  type Person = (typeof people)[number];
  const made = new Map<string, { sessionId: string; seats: string[]; userId: string; cancelled: boolean }>();
  const redeemed = { count: 0 };
  /** Bookings and redemptions answered 5xx: their outcome is learnt after the load by sending them again with the same key. */
  const unknown: { p: Person; kind: 'booking' | 'redemption'; path: string; body: { idempotencyKey: string; sessionId?: string; seats?: string[] } }[] = [];
  const recordBooking = (p: Person, code: string, sessionId: string, seats: string[]) => {
    p.bookings.push({ code, sessionId, seats });
    made.set(code, { sessionId, seats, userId: p.userId, cancelled: false });
  };

  // --- the load ---------------------------------------------------------------------------------------------
  const actions: [number, (p: Person) => Promise<void>][] = [
    [
      30,
      async (p) => {
        await timed(p.call, '/api/sessions', 'GET', `/api/sessions?from=${utcDateKey()}&days=7`);
        const show = pick(shows);
        await timed(p.call, '/api/sessions/{id}', 'GET', `/api/sessions/${show.id}`);
        await timed(p.call, '/api/rewards', 'GET', '/api/rewards');
      },
    ],
    [
      25,
      async (p) => {
        const show = pick(shows);
        const map = await timed<{ seats: { label: string; booked: boolean; available?: boolean }[] }>(p.call, '/api/sessions/{id}/seats', 'GET', `/api/sessions/${show.id}/seats`);
        const free = map.body.seats.filter((seat) => !seat.booked && seat.available !== false).map((seat) => seat.label);
        if (free.length === 0) return;
        const seats = [...new Set([pick(free), pick(free)])];
        const body = { sessionId: show.id, seats, idempotencyKey: randomUUID() };
        const response = await timed<{ bookingCode: string }>(p.call, '/api/bookings', 'POST', '/api/bookings', body);
        if (response.status === 201) recordBooking(p, response.body.bookingCode, show.id, seats);
        if (response.status >= 500) unknown.push({ p, kind: 'booking', path: '/api/bookings', body });
      },
    ],
    [
      12,
      async (p) => {
        const booking = p.bookings.shift();
        if (!booking) return;
        const response = await timed(p.call, '/api/bookings/{code}', 'DELETE', `/api/bookings/${booking.code}`);
        if (response.status === 200) made.get(booking.code)!.cancelled = true;
      },
    ],
    [
      10,
      async (p) => {
        const list = await timed<{ items: { id: string; options: { id: string }[]; answered?: boolean }[] }>(p.call, '/api/movies/{id}/questions', 'GET', `/api/movies/${QUESTION_MOVIE}/questions`);
        const question = pick(list.body.items ?? []);
        if (question) await timed(p.call, '/api/questions/{id}/answers', 'POST', `/api/questions/${question.id}/answers`, { optionId: pick(question.options).id });
      },
    ],
    [
      8,
      async (p) => {
        const body = { idempotencyKey: randomUUID() };
        const response = await timed(p.call, '/api/rewards/{id}/redemptions', 'POST', `/api/rewards/${rewardId}/redemptions`, body);
        if (response.status === 201) redeemed.count++;
        if (response.status >= 500) unknown.push({ p, kind: 'redemption', path: `/api/rewards/${rewardId}/redemptions`, body });
      },
    ],
    [7, async (p) => void (await timed(p.call, '/api/movies/{id}/reviews', 'POST', `/api/movies/${reviewedMovie()}/reviews`, { rating: rating(), text: 'Seen at the soak.' }))],
    // Re-rating and deleting move the movie's rating tally too (404 for a movie the member has not reviewed).
    [4, async (p) => void (await timed(p.call, '/api/movies/{id}/reviews/mine', 'PATCH', `/api/movies/${reviewedMovie()}/reviews/mine`, { rating: rating(), text: 'Seen again.' }))],
    [2, async (p) => void (await timed(p.call, '/api/movies/{id}/reviews/mine', 'DELETE', `/api/movies/${reviewedMovie()}/reviews/mine`))],
    [
      3,
      async (p) => {
        if (p.claimed) return;
        p.claimed = true;
        const inviter = pick(people.filter((other) => other !== p));
        await timed(p.call, '/api/me/referral', 'POST', '/api/me/referral', { code: inviter.referralCode });
      },
    ],
  ];
  const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);
  const act = (p: Person) => {
    let roll = Math.random() * totalWeight;
    for (const [weight, run] of actions) if ((roll -= weight) < 0) return run(p);
    return actions[0][1](p);
  };

  console.log(`\nSoak: ${MEMBERS} members and an admin for ${SECONDS} s on ${SHOWS} shows of ${ROWS * COLUMNS} seats`);
  const until = Date.now() + SECONDS * 1000;
  let adminEdits = 0;
  await Promise.all([
    ...people.map(async (p) => {
      while (Date.now() < until) await act(p);
    }),
    (async () => {
      while (Date.now() < until) {
        const show = pick(shows);
        await timed(admin, '/api/admin/sessions/{id}', 'PUT', `/api/admin/sessions/${show.id}`, sessionInput(show.day, 10 + (adminEdits++ % 3)));
        await new Promise((resolve) => setTimeout(resolve, ADMIN_EDIT_MS));
      }
    })(),
  ]);

  // --- the invariants -----------------------------------------------------------------------------------------
  // A request the API timed out on may still be running in it: wait out the handler timeout (29 s) first.
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  for (const { p, kind, path, body } of unknown) {
    const replay = await p.call('POST', path, body);
    if (replay.status !== 201) continue;
    if (kind === 'redemption') redeemed.count++;
    else recordBooking(p, (JSON.parse(replay.body) as { bookingCode: string }).bookingCode, body.sessionId!, body.seats!);
  }
  const balances = await Promise.all(
    people.map(async (p) => {
      const [{ data: profile }, { data: entries }] = await Promise.all([
        db.entities.profile.get({ userId: p.userId }).go({ consistent: true }),
        db.entities.pointsHistory.query.byUser({ userId: p.userId }).go({ pages: 'all', consistent: true }),
      ]);
      return profile!.points === entries.reduce((sum, entry) => sum + entry.delta, 0);
    }),
  );
  const expected = new Map<string, string>();
  for (const [code, booking] of made) if (!booking.cancelled) for (const seat of booking.seats) expected.set(`${booking.sessionId} ${seat}`, code);
  const seatChecks = await Promise.all(
    shows.map(async (show) => {
      const [{ data: seats }, tally, seatMap] = await Promise.all([
        db.entities.booking.query.bySessionSeat({ sessionId: show.id }).go({ pages: 'all', consistent: true }),
        readSessionTally(show.id),
        admin('GET', `/api/sessions/${show.id}/seats`).then((r) => JSON.parse(r.body) as { seats: { label: string; booked: boolean }[] }),
      ]);
      const confirmed = seats.filter((seat) => seat.status === 'confirmed');
      const matching = confirmed.every((seat) => expected.get(`${show.id} ${seat.seatNumber}`) === seat.bookingCode);
      // The seat map reads the booked seats from the tally's labels (docs/booking.md): the same seats.
      const mapped = seatMap.seats.filter((seat) => seat.booked).map((seat) => seat.label).sort().join() === confirmed.map((seat) => seat.seatNumber).sort().join();
      const expectedHere = [...expected.keys()].filter((key) => key.startsWith(`${show.id} `)).length;
      // The listing's count follows from the table's stream within a few seconds (docs/booking.md).
      const listed = await timeUntil(async () => (await db.entities.session.get({ sessionId: show.id }).go({ consistent: true })).data?.bookedSeats === confirmed.length);
      return { matching: matching && confirmed.length === expectedHere, counted: tally.booked === confirmed.length && listed !== null, mapped, seats: confirmed.length };
    }),
  );
  const stockLeft = await readStockLeft(rewardId);
  // Only the soak's members redeem its reward: their redemptions, by member.
  const redemptions = (
    await Promise.all(people.map((p) => db.entities.redeemedReward.query.byMember({ userId: p.userId }).go({ pages: 'all' }).then((r) => r.data)))
  ).flat().filter((redemption) => redemption.rewardId === rewardId);

  // Each film's average and count, as its rating tally keeps them, against its reviews read whole.
  const ratings = await Promise.all(
    REVIEWED_MOVIES.map(async (movieId) => {
      const [{ data: reviews }, summary] = await Promise.all([db.entities.review.query.byMovie({ movieId }).go({ pages: 'all', consistent: true }), movieRatingSummary(movieId)]);
      const sum = reviews.reduce((total, review) => total + review.rating, 0);
      return summary.reviewCount === reviews.length && summary.averageRating === averageRating(sum, reviews.length);
    }),
  );

  const invariants = {
    'no 5xx': serverErrors.length === 0,
    "every balance = its ledger's sum": balances.every(Boolean),
    'confirmed seats = the bookings told made and not cancelled': seatChecks.every((check) => check.matching),
    'tally = confirmed seats, and the listing count within 10 s': seatChecks.every((check) => check.counted),
    "the seat map's booked seats = confirmed seats": seatChecks.every((check) => check.mapped),
    'stock + redemptions = starting stock': stockLeft! + redemptions.length === REWARD_STOCK && redemptions.length === redeemed.count,
    "every film's rating tally = its reviews": ratings.every(Boolean),
  };

  console.log('\nSoak benchmark (local stack: DynamoDB Local with TransactionConflict emulated, API server over HTTP)');
  console.table(
    Object.fromEntries(
      [...latencies.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([route, samples]) => [route, { calls: samples.length, p50: ms(percentile(samples, 50)), p99: ms(percentile(samples, 99)) }]),
    ),
  );
  console.table(Object.fromEntries([...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => [status, { answers: count }])));
  console.log(`admin edits ${adminEdits}, seats confirmed at the end ${seatChecks.map((c) => c.seats).join(' + ')}, redemptions ${redemptions.length}`);
  for (const error of serverErrors.slice(0, 10)) console.log(`  5xx: ${error}`);
  console.table(Object.fromEntries(Object.entries(invariants).map(([name, ok]) => [name, { holds: ok }])));
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores`);
  members.close();
  if (Object.values(invariants).some((ok) => !ok)) process.exitCode = 1;
} finally {
  await stack.close();
}
