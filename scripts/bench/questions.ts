/**
 * `npm run bench:questions`: the Q&A API on the local stack against its floors.
 *
 * 1. Answer submission: POST /api/questions/{id}/answers (a right quiz answer, so the points go
 *    through the ledger), p50/p99, beside the floor: a raw DynamoDB TransactWriteItems of the same
 *    items (profile, ledger entry, answer, Q&A topic, four leaderboard scores, and whatever an answer
 *    writes besides), built by the builders the API uses and sent without the API.
 * 2. A movie's question list, already generated: GET /api/movies/{id}/questions beside one raw
 *    Query of the movie's index partition.
 * 3. The offline generation of one movie's questions (the generator alone), and a movie's first
 *    request end to end (generation, the once-only marker, the store) in this process.
 *
 * Each pair runs in alternating blocks in the same run, so both see the same machine load.
 * A benchmark, not a test: it prints tables and fails only if something it measures cannot run.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { insufficientPoints } from '../../shared/errors';
import { gradeAnswer } from '../../shared/questions/grading';
import { answerReason, qaTopic } from '../../shared/questions/topics';
import { ensureUser, localIdentityClient, signIn } from '../local/cognito';
import { startBenchStack } from './bench-stack';
import { send } from './http';
import { ms, percentile } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const BLOCK = 10;
const ANSWER_TARGET = 1.5;
const LIST_TARGET = 2;
/** Catalog films the benchmark generates questions for (no seeded show plays them). */
const LIST_MOVIE = 1030;
const GENERATION_MOVIES = [1031, 1032, 1033, 1034, 1035, 1036, 1037, 1038, 1039, 1040];

const stack = await startBenchStack({ verbose: true, exportEnv: true });

try {
  // Imported after the stack's environment is set: the data layer reads it once.
  const { db } = await import('../../functions/data/service');
  const { changePoints, earningsWritesOf, planPointsChange } = await import('../../functions/data/ledger');
  const { ledgerCounterWrites } = await import('../../functions/data/counters');
  const { loadSettings } = await import('../../functions/data/settings');
  const { transactionEntities } = await import('../../functions/data/transactions');
  const { TransactWriteCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { createDocumentClient } = await import('../../functions/data/client');
  const { answerQuestion, answerWrites } = await import('../../functions/questions/answers');
  const { answerValues } = await import('../../functions/questions/questions');
  const { listMovieQuestions } = await import('../../functions/questions/lists');
  const { ensureMovieQuestions } = await import('../../functions/questions/movie-questions');
  const { createQuestionGenerator } = await import('../../functions/adapters/questions');
  const { offlineCatalog } = await import('../../functions/adapters/movies');

  const identity = localIdentityClient(stack.cognito.endpoint);
  const ids = { userPoolId: stack.cognito.userPoolId, userPoolClientId: stack.cognito.userPoolClientId };
  /** A signed-in member with a profile, calling the API with its ID token. */
  async function member() {
    const email = `bench-${randomUUID()}@bench.local`;
    const password = 'Bench-passw0rd!';
    const userId = await ensureUser(identity, ids, { email, password, name: 'Bench Member' });
    const token = await signIn(identity, ids.userPoolClientId, email, password);
    const call = (method: string, path: string, body?: unknown) =>
      send(`${stack.apiUrl}${path}`, method, { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body === undefined ? undefined : JSON.stringify(body));
    await call('GET', '/api/me');
    await changePoints({ userId, delta: 10, reason: 'Bench credit', type: 'Admin Credit', subject: `bench#${randomUUID()}` }, { onInsufficient: insufficientPoints });
    return { userId, email, call };
  }

  /** Alternating blocks of each path; returns the samples after the warm-up. */
  async function alternate<K extends string>(paths: Record<K, (i: number) => Promise<number>>, runs: number): Promise<Record<K, number[]>> {
    const samples = Object.fromEntries(Object.keys(paths).map((name) => [name, [] as number[]])) as Record<K, number[]>;
    for (let round = 0; round * BLOCK < WARMUP + runs; round++) {
      for (const [name, run] of Object.entries(paths) as [K, (i: number) => Promise<number>][]) {
        for (let i = round * BLOCK; i < (round + 1) * BLOCK; i++) {
          const elapsed = await run(i);
          if (i >= WARMUP) samples[name].push(elapsed);
        }
      }
    }
    return samples;
  }
  const row = (samples: number[]) => ({ p50: ms(percentile(samples, 50)), p99: ms(percentile(samples, 99)), samples: samples.length });
  const ratio = (a: number[], b: number[], target?: number) => ({
    p50: `${(percentile(a, 50) / percentile(b, 50)).toFixed(2)}x`,
    p99: `${(percentile(a, 99) / percentile(b, 99)).toFixed(2)}x`,
    samples: target ? `target <= ${target}x` : '',
  });

  // --- 1. answer submission ---------------------------------------------------------------------------
  console.log('\nAnswer submission: one member answering one new question at a time (right answers, paid through the ledger)');
  const total = Math.ceil((WARMUP + RUNS) / BLOCK) * BLOCK * 2;
  // A movie's questions, the open Q&A every member answers (a session's questions need its booking):
  // a movie id of this run's own, so its questions are all new.
  const movieId = 900_000_000 + randomInt(99_999_999);
  const options = [
    { id: 'a', text: 'Alpha' },
    { id: 'b', text: 'Bravo' },
    { id: 'c', text: 'Charlie' },
    { id: 'd', text: 'Delta' },
  ];
  const questionIds = Array.from({ length: total }, (_, i) => `movie-${movieId}-q${String(i + 1).padStart(2, '0')}`);
  await db.entities.sessionQuestion
    .put(questionIds.map((questionId) => ({ questionId, movieId, timingPhase: 'pre-show' as const, questionText: 'Which one?', options, correctAnswer: 'b' })))
    .go({ concurrency: 8 });
  const [apiMember, directMember, floorMember] = await Promise.all([member(), member(), member()]);
  const caller = { userId: directMember.userId, email: directMember.email, name: 'Bench Member', groups: [], role: 'user' as const };

  const raw = createDocumentClient();
  let floorProfile = (await db.entities.profile.get({ userId: floorMember.userId }).go({ consistent: true })).data!;
  const { thresholds } = await loadSettings();
  // Every answer here pays in full: the daily earning limit would otherwise cut the run's later answers to nothing.
  await db.entities.pointsConfig.patch({ activityType: 'correct_answer' }).set({ limitPeriod: 'none' }).go();
  let floorEarned = 0;
  /**
   * The floor: the transaction the API writes for one right answer, sent straight to DynamoDB. Its
   * items come from the builders the API uses (the ledger's plan, the answer's own writes), so an item
   * added to an answer is in the floor too.
   */
  const floorAnswer = async (i: number) => {
    const questionId = questionIds[total / 2 + i];
    const question = { questionId, movieId, timingPhase: 'pre-show' as const, questionText: 'Which one?', options, correctAnswer: 'b' };
    const grade = gradeAnswer(question, 'b', await answerValues());
    const now = new Date();
    const change = {
      userId: floorMember.userId,
      delta: grade.points,
      reason: answerReason(question, null),
      type: 'answer' as const,
      subject: `question#${questionId}`,
      earning: { activity: 'correct_answer' as const, limit: null },
    };
    const plan = planPointsChange(change, floorProfile, thresholds, now);
    const writes = [
      ...plan.writes,
      ...earningsWritesOf(change, floorEarned, now),
      ...ledgerCounterWrites([change.delta], now),
      ...answerWrites(transactionEntities, {
        userId: floorMember.userId,
        questionId,
        option: options[1],
        correct: grade.correct,
        points: grade.points,
        topic: qaTopic(question, null),
        createdAt: now.toISOString(),
      }),
    ];
    const params = db.transaction.write(() => writes.map((write) => write.item)).params() as TransactWriteCommandInput;
    const started = performance.now();
    await raw.send(new TransactWriteCommand(params));
    const elapsed = performance.now() - started;
    floorProfile = { ...floorProfile, ...plan.balance };
    floorEarned += change.delta;
    return elapsed;
  };

  const answers = await alternate(
    {
      /** Through the API: HTTP, token check, the handler (the question and points values as this container last read them), the transaction. */
      api: async (i: number) => {
        const started = performance.now();
        const response = await apiMember.call('POST', `/api/questions/${questionIds[i]}/answers`, { optionId: 'b' });
        if (response.status !== 201) throw new Error(`Answer answered ${response.status}: ${response.body}`);
        return performance.now() - started;
      },
      /** The answer code called in this process: the data work without the hop to the API process. */
      direct: async (i: number) => {
        const started = performance.now();
        await answerQuestion(caller, questionIds[total / 2 + i], 'b');
        return performance.now() - started;
      },
      floor: floorAnswer,
    },
    RUNS,
  );

  // --- 2. a movie's question list -----------------------------------------------------------------------
  console.log(`Movie question list: GET /api/movies/${LIST_MOVIE}/questions (already generated) beside one raw Query of its partition`);
  const listed = await apiMember.call('GET', `/api/movies/${LIST_MOVIE}/questions`);
  if (listed.status !== 200) throw new Error(`The movie's questions answered ${listed.status}: ${listed.body}`);
  const queryInput = db.entities.sessionQuestion.query.byMovie({ movieId: LIST_MOVIE }).params();
  const lists = await alternate(
    {
      api: async () => {
        const started = performance.now();
        const response = await apiMember.call('GET', `/api/movies/${LIST_MOVIE}/questions`);
        if (response.status !== 200) throw new Error(`The list answered ${response.status}`);
        return performance.now() - started;
      },
      query: async () => {
        const started = performance.now();
        const { Items } = await raw.send(new QueryCommand(queryInput as never));
        if (!Items?.length) throw new Error('The raw query found no questions');
        return performance.now() - started;
      },
      /** The list code called in this process: the data work without the hop to the API process. */
      direct: async () => {
        const started = performance.now();
        await listMovieQuestions(apiMember.userId, LIST_MOVIE);
        return performance.now() - started;
      },
      health: async () => {
        const started = performance.now();
        await apiMember.call('GET', '/api/health');
        return performance.now() - started;
      },
    },
    RUNS,
  );

  // --- 3. generation ------------------------------------------------------------------------------------
  console.log(`Generation: the offline generator on ${GENERATION_MOVIES.length} catalog films, and each one's first request end to end`);
  const generator = await createQuestionGenerator({});
  const films = await Promise.all(GENERATION_MOVIES.map((id) => offlineCatalog.movie(id)));
  const generation: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const film of films) {
      const started = performance.now();
      const questions = await generator.generate(film!, 10);
      generation.push(performance.now() - started);
      if (questions.length === 0) throw new Error(`No questions for ${film!.title}`);
    }
  }
  const firstRequests: number[] = [];
  for (const movieId of GENERATION_MOVIES) {
    const started = performance.now();
    await ensureMovieQuestions(movieId);
    firstRequests.push(performance.now() - started);
  }

  console.log('\nQ&A benchmark (local stack: DynamoDB Local, API server over HTTP)');
  console.table({
    'POST /api/questions/{id}/answers': row(answers.api),
    'raw TransactWriteItems (floor)': row(answers.floor),
    'answerQuestion() in this process': row(answers.direct),
    'ratio API / floor': ratio(answers.api, answers.floor, ANSWER_TARGET),
  });
  console.table({
    'GET /api/movies/{id}/questions': row(lists.api),
    'raw Query of the movie partition': row(lists.query),
    'listMovieQuestions() in this process': row(lists.direct),
    'GET /api/health (API without data)': row(lists.health),
    'ratio API / query': ratio(lists.api, lists.query, LIST_TARGET),
  });
  console.table({
    'offline generate(movie, 10)': row(generation),
    "a movie's first request (generate + store, in process)": row(firstRequests),
  });
  identity.destroy();
} finally {
  await stack.close();
}
