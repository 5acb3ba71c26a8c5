import { ensureUser, localIdentityClient, signIn } from '../local/cognito';
import { startBenchStack } from './bench-stack';
import { send } from './http';
import { ms, percentile, printTable } from './stats';

const WARMUP = 20;
const SAMPLES = 300;

/** Sequential requests (one in flight), so each sample is one request's latency through the whole local path. */
async function measure(url: string, headers: Record<string, string>): Promise<number[]> {
  const once = async () => {
    const started = performance.now();
    const response = await send(url, 'GET', headers);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await once());
  return samples;
}

/** API latency on the local stack (DynamoDB Local, the emulator's JWTs, the local API server): p50/p99 per route. */
export async function benchApi(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const cognito = localIdentityClient(stack.cognito.endpoint);
    const user = { email: 'bench@cinema.local', password: 'Bench-passw0rd!', name: 'Bench Member' };
    await ensureUser(cognito, stack.cognito, user);
    const token = await signIn(cognito, stack.cognito.userPoolClientId, user.email, user.password);
    const auth = { authorization: `Bearer ${token}` };
    const sessions = JSON.parse((await send(`${stack.apiUrl}/api/sessions`)).body) as { items?: { id: string }[] };
    const sessionId = sessions.items?.[0]?.id;

    const cases: [string, string, Record<string, string>][] = [
      ['GET /api/health', '/api/health', {}],
      ['GET /api/me', '/api/me', auth],
      ['GET /api/me/points-history', '/api/me/points-history', auth],
      ['GET /api/sessions', '/api/sessions', {}],
      ...(sessionId ? [['GET /api/sessions/{id}/seats', `/api/sessions/${sessionId}/seats`, {}] as [string, string, Record<string, string>]] : []),
      ['GET /api/movies?list=popular', '/api/movies?list=popular', {}],
      ['GET /api/leaderboard?period=week', '/api/leaderboard?period=week', auth],
      // The first request generates the movie's questions; the warm-up absorbs it.
      ['GET /api/movies/{id}/questions', '/api/movies/1001/questions', auth],
      ['GET /api/me/flash-cards', '/api/me/flash-cards', auth],
      ['GET /api/me/answers', '/api/me/answers', auth],
    ];
    const rows: string[][] = [];
    for (const [name, path, headers] of cases) {
      const samples = await measure(`${stack.apiUrl}${path}`, headers);
      rows.push([name, ms(percentile(samples, 50)), ms(percentile(samples, 99))]);
    }
    printTable(`API latency on the local stack (${SAMPLES} sequential requests each, after ${WARMUP} warm-up)`, ['route', 'p50', 'p99'], rows);
  } finally {
    await stack.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchApi();
