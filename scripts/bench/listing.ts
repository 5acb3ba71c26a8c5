/**
 * `npm run bench:listing`: GET /api/sessions (a week of shows) on the local stack against its floor.
 *
 * The listing reads one month partition of the session index per month the week touches (one query,
 * two when the week crosses a month) and nothing else: every session item carries its card (movie,
 * poster, venue, location, screen, date, time, seats) and its venue's time zone (its start instant). The floor is ONE raw Query of the same index
 * and range through the SDK, without the API. Target: the API's p50 within 2x the floor's.
 *
 * A benchmark, not a test: it prints a table.
 */
import { performance } from 'node:perf_hooks';
import { addDays, utcDateKey } from '../../shared/booking/calendar';
import { startBenchStack } from './bench-stack';
import { send } from './http';
import { ms, percentile } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARMUP_RUNS = 30;
const BLOCK = 10;
const TARGET_RATIO = 2;

const stack = await startBenchStack({ verbose: true, exportEnv: true });

try {
  const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { createDocumentClient, tableName } = await import('../../functions/data/client');
  const { db } = await import('../../functions/data/service');
  const { listSessions } = await import('../../functions/booking/sessions');
  const raw = createDocumentClient();

  // The seed's week starts on the machine's local day; the listing's default is the UTC day.
  const from = utcDateKey();
  const last = addDays(from, 6);
  const { KeyConditionExpression, ExpressionAttributeNames, ExpressionAttributeValues, IndexName } = db.entities.session.query
    .byMonth({ sessionMonth: from.slice(0, 7) })
    .between({ sessionDate: from }, { sessionDate: addDays(last, 1) })
    .params() as Record<string, never>;
  const crossesMonth = from.slice(0, 7) !== last.slice(0, 7);

  const paths = {
    /** The public listing through the API: HTTP, the Lambda handler, the index queries, the cards. */
    api: async () => {
      const started = performance.now();
      const response = await send(`${stack.apiUrl}/api/sessions?from=${from}&days=7`);
      if (response.status !== 200) throw new Error(`GET /api/sessions answered ${response.status}`);
      return performance.now() - started;
    },
    /** listSessions() called in this process: the data work without the hop to the API process. */
    direct: async () => {
      const started = performance.now();
      await listSessions({ from, days: 7 });
      return performance.now() - started;
    },
    /** The floor: one raw Query of the same index partition and range (every page). */
    floor: async () => {
      const started = performance.now();
      let start: Record<string, unknown> | undefined;
      do {
        const page = await raw.send(
          new QueryCommand({ TableName: tableName(), IndexName, KeyConditionExpression, ExpressionAttributeNames, ExpressionAttributeValues, ExclusiveStartKey: start }),
        );
        start = page.LastEvaluatedKey;
      } while (start);
      return performance.now() - started;
    },
    /**
     * The listing's former shape, for comparison, in this process: seven day queries (one per day of
     * the week, here as seven ranges of the month index) and two batch reads (venues, screens).
     */
    former: async () => {
      const started = performance.now();
      const perDay = await Promise.all(
        Array.from({ length: 7 }, (_, i) => addDays(from, i)).map((day) =>
          db.entities.session.query
            .byMonth({ sessionMonth: day.slice(0, 7) })
            .between({ sessionDate: day }, { sessionDate: addDays(day, 1) })
            .go({ pages: 'all' })
            .then((r) => r.data),
        ),
      );
      const sessions = perDay.flat();
      await Promise.all([
        db.entities.venue.get([...new Set(sessions.map((x) => x.venueId))].map((venueId) => ({ venueId }))).go(),
        db.entities.screen.get([...new Set(sessions.map((x) => x.screenId))].map((screenId) => ({ screenId }))).go(),
      ]);
      return performance.now() - started;
    },
    /** The API's fixed cost without data (HTTP, routing, the Lambda shell). */
    health: async () => {
      const started = performance.now();
      await send(`${stack.apiUrl}/api/health`);
      return performance.now() - started;
    },
  };

  const count = (JSON.parse((await send(`${stack.apiUrl}/api/sessions?from=${from}&days=7`)).body) as { items: unknown[] }).items.length;
  console.log(`Listing: ${count} sessions from ${from} for 7 days (${crossesMonth ? 'two month partitions' : 'one month partition'}), ${RUNS} runs each in alternating blocks of ${BLOCK}`);
  const samples = { api: [] as number[], direct: [] as number[], floor: [] as number[], former: [] as number[], health: [] as number[] };
  for (let round = 0; round * BLOCK < WARMUP_RUNS + RUNS; round++) {
    for (const [name, run] of Object.entries(paths) as [keyof typeof paths, () => Promise<number>][]) {
      for (let i = round * BLOCK; i < (round + 1) * BLOCK; i++) {
        const elapsed = await run();
        if (i >= WARMUP_RUNS) samples[name].push(elapsed);
      }
    }
  }
  const row = (values: number[]) => ({ p50: ms(percentile(values, 50)), p99: ms(percentile(values, 99)), samples: values.length });
  console.log('\nSession listing benchmark (local stack: DynamoDB Local, API server over HTTP)');
  console.table({
    'GET /api/sessions?days=7': row(samples.api),
    'raw Query of the index (floor)': row(samples.floor),
    'listSessions() in this process': row(samples.direct),
    'former shape in this process (7 day queries + 2 batch reads)': row(samples.former),
    'GET /api/health (API without data)': row(samples.health),
    'ratio API / floor': {
      p50: `${(percentile(samples.api, 50) / percentile(samples.floor, 50)).toFixed(2)}x`,
      p99: `${(percentile(samples.api, 99) / percentile(samples.floor, 99)).toFixed(2)}x`,
      samples: `target p50 <= ${TARGET_RATIO}x`,
    },
  });
  raw.destroy();
} finally {
  await stack.close();
}
