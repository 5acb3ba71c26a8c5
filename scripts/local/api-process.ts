/**
 * The local API server as its own process (started by scripts/local/stack.ts), so the handlers
 * read this stack's environment (table, endpoints) and nothing else shares their module state.
 * Options arrive as JSON in API_SERVER_OPTIONS; "ready" goes back over IPC.
 */
import { preloadHandlers, startApiServer, type ApiServerOptions } from './api-server';
import { runEvery } from './jobs';
import { readTableStream } from './table-stream';

const options = JSON.parse(process.env.API_SERVER_OPTIONS ?? '{}') as Omit<ApiServerOptions, 'log'> & { logRequests?: boolean };
const server = await startApiServer({ ...options, log: options.logRequests ? (line) => console.log(`[api] ${line}`) : undefined });
await preloadHandlers();
// What schedules run when deployed (docs/mail.md): the outbox worker and the show reminders.
const { deliverDueMail } = await import('../../functions/mail/worker');
const { queueDueReminders } = await import('../../functions/mail/reminders');
const jobs = [runEvery(1_000, 'mail outbox', () => deliverDueMail()), runEvery(60_000, 'show reminders', () => queueDueReminders())];
// What the table's stream runs when deployed (docs/booking.md): the listing's copy of each show's seat tally.
const { handler: copyListingTallies } = await import('../../functions/listing-copy/handler');
const { TALLY_STREAM_FILTER, TALLY_STREAM_RETRIES } = await import('../../functions/data/tally-stream');
const stopStreamReader = readTableStream({
  endpoint: process.env.DYNAMODB_ENDPOINT!,
  region: process.env.AWS_REGION ?? 'us-east-1',
  tableName: process.env.TABLE_NAME!,
  filter: TALLY_STREAM_FILTER,
  handler: copyListingTallies,
  pollMs: 250,
  retryAttempts: TALLY_STREAM_RETRIES,
  log: (line) => console.error(`[table stream] ${line}`),
});
process.send?.({ ready: true, url: server.url });

const shutdown = () => {
  for (const stop of jobs) stop();
  void Promise.all([stopStreamReader(), server.close()]).then(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// The parent went away without stopping us: do not linger.
process.on('disconnect', shutdown);
