/**
 * The local API server as its own process (started by scripts/local/stack.ts), so the handlers
 * read this stack's environment (table, endpoints) and nothing else shares their module state.
 * Options arrive as JSON in API_SERVER_OPTIONS; "ready" goes back over IPC.
 */
import { preloadHandlers, startApiServer, type ApiServerOptions } from './api-server';
import { runEvery } from './jobs';

const options = JSON.parse(process.env.API_SERVER_OPTIONS ?? '{}') as Omit<ApiServerOptions, 'log'> & { logRequests?: boolean };
const server = await startApiServer({ ...options, log: options.logRequests ? (line) => console.log(`[api] ${line}`) : undefined });
await preloadHandlers();
// What schedules run when deployed (docs/mail.md): the outbox worker and the show reminders.
const { deliverDueMail } = await import('../../functions/mail/worker');
const { queueDueReminders } = await import('../../functions/mail/reminders');
const jobs = [runEvery(1_000, 'mail outbox', () => deliverDueMail()), runEvery(60_000, 'show reminders', () => queueDueReminders())];
process.send?.({ ready: true, url: server.url });

const shutdown = () => {
  for (const stop of jobs) stop();
  void server.close().then(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// The parent went away without stopping us: do not linger.
process.on('disconnect', shutdown);
