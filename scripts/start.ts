/**
 * `npm start`: the whole product on this machine, no cloud account and no network. DynamoDB Local
 * (data kept in .local/), the Cognito emulator, the seeded data, the local API server and the Vite
 * dev server for web/ with /api and /config.json on the same origin. Ctrl-C stops everything.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { CONFIRMATION_CODE } from './local/cognito';
import { devServerHeaders } from './local/dev-headers';
import { DEMO_USERS } from './local/demo-users';
import { devHomePage } from './local/home-page';
import { localLiveUrl } from './local/live-server';
import { LocalSetupError } from './local/dynamodb';
import { startLocalStack, type LocalStack } from './local/stack';
import { LOCAL_HOST } from './local/ports';
import { LOCAL_DIR } from './local/state';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const webPort = Number(process.env.PORT ?? 5173);

const starting = startLocalStack({
  dataDir: LOCAL_DIR,
  persistent: true,
  tableName: 'cinema-local',
  // The web app's pages, by either name of this machine's loopback: the only pages the Cognito emulator answers.
  webOrigins: [`http://localhost:${webPort}`, `http://${LOCAL_HOST}:${webPort}`],
  logRequests: process.env.LOG_REQUESTS === '1',
  reloadOnChange: true,
  siteUrl: `http://${LOCAL_HOST}:${webPort}`,
  log: (line) => console.log(line),
});
const running: { vite?: ViteDevServer; stopping?: boolean } = {};

/** Ctrl-C at any point, even mid-start: stop Vite, then every child of the stack by its pid. */
async function shutdown() {
  if (running.stopping) return;
  running.stopping = true;
  console.log('\nStopping the local stack…');
  await running.vite?.close();
  const stack = await starting.catch(() => undefined);
  await stack?.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

let stack: LocalStack;
try {
  stack = await starting;
} catch (error) {
  if (error instanceof LocalSetupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
if (running.stopping) await new Promise(() => undefined); // shutdown() ends the process

// web/vite.config.ts proxies /api and /config.json to API_URL.
process.env.API_URL = stack.apiUrl;
const vite = await createServer({
  configFile: join(ROOT, 'web/vite.config.ts'),
  // `/` is home pre-rendered with the API's current data, as deployed (docs/first-visit.md).
  plugins: [devHomePage(stack.apiUrl)],
  // The deployed site's security headers, plus what a dev server needs (scripts/local/dev-headers.ts).
  server: { host: LOCAL_HOST, port: webPort, strictPort: true, headers: devServerHeaders({ cognitoEndpoint: stack.cognito.endpoint, liveUrl: localLiveUrl(stack.apiUrl), port: webPort }) },
});
running.vite = vite;
try {
  await vite.listen();
} catch (error) {
  console.error(`The web server could not start on port ${webPort} (${(error as Error).message}); set PORT to use another.`);
  await stack.stop();
  process.exit(1);
}
const webUrl = vite.resolvedUrls?.local[0] ?? `http://${LOCAL_HOST}:${webPort}/`;

console.log(`
  Cinema platform is running (local stack)

  Web app     ${webUrl}
  API         ${webUrl}api/health  (also ${stack.apiUrl})
  Cognito     ${stack.cognito.endpoint}  (confirmation code for every sign-up: ${CONFIRMATION_CODE})
  Mail inbox  ${stack.mailUrl}  (every mail the app sends lands here)

  Demo sign-in
    admin     ${DEMO_USERS.admin.email} / ${DEMO_USERS.admin.password}
    staff     ${DEMO_USERS.staff.email} / ${DEMO_USERS.staff.password}  (door check-in only)
    member    ${DEMO_USERS.member.email} / ${DEMO_USERS.member.password}

  Ctrl-C stops everything.
`);
