/**
 * `npm run bench:live`: one live game with many phones on the local stack (docs/live-scale.md).
 *
 * BENCH_LIVE_PHONES members (default 500), each with a booking of the show, connect to the live
 * WebSocket and join; a big screen watches. For each question the host opens it and every phone
 * answers at a random moment of its first half. Measured on the server's clock (the same machine):
 * fan-out, from the moment the server sent the question (its `serverTime`) to each phone receiving it
 * (all before `opensAt`); ack, from an answer sent to its `answered`; result, from `closesAt` to each
 * phone's `result`. Invariants: every answer acknowledged is counted exactly once (the leaderboard's
 * `answered`, each phone's `result`), and a retried end pays each member once.
 *
 * A benchmark, not a test: it prints a table and exits non-zero if an invariant breaks.
 */
import { randomUUID } from 'node:crypto';
import { ensureUser, localIdentityClient, signIn } from '../local/cognito';
import { mapConcurrently } from '../../functions/lib/concurrency';
import { LiveClient } from '../local/live-client';
import { ms, percentile, printTable } from './stats';
import { startBenchStack } from './bench-stack';

const PHONES = Number(process.env.BENCH_LIVE_PHONES ?? 500);
const QUESTIONS = Number(process.env.BENCH_LIVE_QUESTIONS ?? 3);
const SECONDS = 10;
const TARGETS = { fanOutP99: 250, ackP99: 100 };
/** Sign-ups, bookings and joins at once: the Cognito emulator refuses connections under hundreds at once. */
const CONCURRENCY = 16;

const stack = await startBenchStack({ tableName: 'cinema-bench-live', verbose: true, exportEnv: true });
const identity = localIdentityClient(stack.cognito.endpoint);
/** Each member's phone, in the members' order. */
const phones: LiveClient[] = [];
let failed = false;
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
};

try {
  // Imported after the stack's environment is set: the data layer reads it once.
  const { db } = await import('../../functions/data/service');
  const ids = { userPoolId: stack.cognito.userPoolId, userPoolClientId: stack.cognito.userPoolClientId };
  const config = (await (await fetch(`${stack.apiUrl}/config.json`)).json()) as { liveUrl: string };

  async function user(name: string, admin = false) {
    const email = `bench-live-${randomUUID()}@bench.local`;
    const password = 'Bench-passw0rd!';
    const userId = await ensureUser(identity, ids, { email, password, name, role: admin ? 'admin' : undefined });
    const token = await signIn(identity, ids.userPoolClientId, email, password);
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${stack.apiUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    await call('GET', '/api/me');
    return { userId, token, call };
  }

  // The show, its quiz and its audience (bookings written directly: the bench is about the game).
  const sessionId = `bench-live-${randomUUID().slice(0, 8)}`;
  await db.entities.session
    .create({ sessionId, movieTitle: 'Bench Live', venueId: 'venue-grand-central', screenId: 'bench-live-screen', sessionDate: '2099-01-01', sessionTime: '20:00', basePrice: 10, totalSeats: PHONES })
    .go();
  const assetId = `bench-live-asset-${randomUUID().slice(0, 8)}`;
  await db.entities.asset.create({ assetId, type: 'ad', title: 'Bench Ad', fileUrl: 'https://example.com/ad.mp4' }).go();
  await db.entities.sessionAsset.create({ sessionId, assetId, displayOrder: 1 }).go();
  for (let i = 0; i < QUESTIONS; i++) {
    await db.entities.sessionQuestion
      .create({ questionId: `${assetId}-q${i}`, assetId, timingPhase: 'pre-show', questionText: `Bench question ${i + 1}`, options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: id.toUpperCase() })), correctAnswer: 'a', createdAt: new Date(Date.now() + i).toISOString() })
      .go();
  }

  console.log(`Signing up ${PHONES} members and booking them a seat...`);
  const host = await user('Bench Host', true);
  const members = await mapConcurrently(Array.from({ length: PHONES }, (_, i) => i), CONCURRENCY, async (i) => {
    const member = await user(`Phone ${String(i + 1).padStart(3, '0')}`);
    await db.entities.booking
      .create({ sessionId, seatNumber: `A${i + 1}`, bookingId: randomUUID(), userId: member.userId, price: 10, bookingCode: `BL${i}`, createdAt: new Date().toISOString() })
      .go();
    return member;
  });

  const created = await host.call('POST', `/api/admin/sessions/${sessionId}/live`, { secondsPerQuestion: SECONDS });
  const gameId = String(created.body.gameId);
  const screen = await LiveClient.connect(config.liveUrl, host.token);
  await screen.request({ action: 'watch', gameId });

  console.log(`Connecting and joining ${PHONES} phones...`);
  const connectStarted = Date.now();
  const joinTimes: number[] = [];
  await mapConcurrently(members.entries(), CONCURRENCY, async ([i, member]) => {
    const phone = await LiveClient.connect(config.liveUrl, member.token);
    phones[i] = phone;
    const reply = await phone.request({ action: 'join', gameId });
    if (reply.type !== 'state') throw new Error(`Join refused: ${JSON.stringify(reply)}`);
    joinTimes.push(reply.receivedAt - reply.sentAt);
  });
  const connectSeconds = (Date.now() - connectStarted) / 1000;

  const fanOut: number[] = [];
  const acks: number[] = [];
  const results: number[] = [];
  let acked = 0;
  let counted = 0;
  let resultsReceived = 0;
  for (let q = 0; q < QUESTIONS; q++) {
    const opened = await host.call('POST', `/api/admin/live/${gameId}/next`);
    if (opened.status !== 200) throw new Error(`next: ${JSON.stringify(opened.body)}`);
    const questions = await Promise.all(phones.map((phone) => phone.next('question')));
    for (const question of questions) fanOut.push(question.receivedAt - question.serverTime);
    const { opensAt, closesAt, questionId } = questions[0];
    const acksOfQuestion = await Promise.all(
      phones.map(async (phone) => {
        await new Promise((resolve) => setTimeout(resolve, opensAt - Date.now() + Math.random() * (SECONDS * 500)));
        const reply = await phone.request({ action: 'answer', gameId, questionId, optionId: Math.random() < 0.7 ? 'a' : 'b' }, 60_000);
        if (reply.type !== 'answered') return 0;
        acks.push(reply.receivedAt - reply.sentAt);
        return 1;
      }),
    );
    acked += acksOfQuestion.reduce<number>((sum, n) => sum + n, 0);
    const phoneResults = await Promise.all(phones.map((phone) => phone.next('result', (SECONDS + 20) * 1000)));
    for (const result of phoneResults) results.push(result.receivedAt - closesAt);
    resultsReceived += phoneResults.length;
    counted += (await screen.next('leaderboard', 30_000)).answered;
  }

  const end = await host.call('POST', `/api/admin/live/${gameId}/end`);
  const again = await host.call('POST', `/api/admin/live/${gameId}/end`);
  const ends = await Promise.all(phones.map((phone) => phone.next('end', 60_000)));
  const entries = await Promise.all(
    members.map((member) => db.entities.pointsHistory.query.byUserSubject({ userId: member.userId, subject: `live#${gameId}` }).go().then((r) => r.data)),
  );
  const paidTwice = entries.filter((list) => list.length > 1).length;
  const paidAsSaid = ends.every((message, i) => (entries[i][0]?.delta ?? 0) === message.you?.pointsAwarded);

  printTable(`Live game: ${PHONES} phones, ${QUESTIONS} questions of ${SECONDS} s (connect + join of all: ${connectSeconds.toFixed(1)} s)`, ['Measure', 'p50', 'p99', 'target (p99)'], [
    ['join (sent to state)', ms(percentile(joinTimes, 50)), ms(percentile(joinTimes, 99)), '-'],
    ['question fan-out (server send to phone)', ms(percentile(fanOut, 50)), ms(percentile(fanOut, 99)), `<= ${TARGETS.fanOutP99} ms`],
    ['answer ack (sent to answered)', ms(percentile(acks, 50)), ms(percentile(acks, 99)), `<= ${TARGETS.ackP99} ms`],
    ['result (closesAt to phone)', ms(percentile(results, 50)), ms(percentile(results, 99)), '-'],
  ]);
  console.log('');
  check(percentile(fanOut, 99) <= TARGETS.fanOutP99, `p99 fan-out ${ms(percentile(fanOut, 99))} <= ${TARGETS.fanOutP99} ms (target)`);
  check(percentile(acks, 99) <= TARGETS.ackP99, `p99 ack ${ms(percentile(acks, 99))} <= ${TARGETS.ackP99} ms (target)`);
  check(acked === PHONES * QUESTIONS, `every answer acknowledged: ${acked} of ${PHONES * QUESTIONS} (0 lost)`);
  check(counted === acked, `every acknowledged answer counted once: ${counted} counted`);
  check(resultsReceived === PHONES * QUESTIONS, `every phone got each result: ${resultsReceived}`);
  check(end.status === 200 && again.status === 200 && end.body.pointsAwarded === again.body.pointsAwarded, `a retried end pays the same ${String(end.body.pointsAwarded)} points`);
  check(paidTwice === 0 && paidAsSaid, `each member paid once, as their end message says (${paidTwice} paid twice)`);
} finally {
  for (const phone of phones) phone?.socket.terminate();
  identity.destroy();
  await stack.close();
}
if (failed) process.exitCode = 1;
