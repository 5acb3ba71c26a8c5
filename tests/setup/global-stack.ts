import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../scripts/local/build-site';
import { startLocalStack } from '../../scripts/local/stack';

/** What the running test stack is, for tests (`inject('apiUrl')`) and tests/setup/stack-env.ts. */
export interface StackInfo {
  apiUrl: string;
  /** The built SPA on the API server's origin (browser project); the API's URL otherwise. */
  webUrl: string;
  cognitoUrl: string;
  cognitoIssuer: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The app client of the admin password check (role changes). */
  passwordCheckClientId: string;
  tableName: string;
  dynamoEndpoint: string;
  /** The mail catcher's inbox: `GET {mailUrl}/email` lists every mail the stack sent. */
  mailUrl: string;
  /** The SPA's production build the browser projects serve ('' for the others). */
  webBuildDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext extends StackInfo {
    /** Set by the browser projects: build the SPA and serve it on the API's origin. */
    serveWeb: boolean;
    /** Projects that name the same stack share it (started by the first, stopped after the last); each project has its own otherwise. */
    stack: string;
  }
}

interface SharedStack {
  info: StackInfo;
  /** Projects of this run using it. */
  users: number;
  stop(): Promise<void>;
}

/** The stacks of this run by name. On globalThis: vitest loads this module once per project. */
const stacks: Map<string, Promise<SharedStack>> = ((globalThis as { cinemaTestStacks?: Map<string, Promise<SharedStack>> }).cinemaTestStacks ??= new Map());

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * One local stack per test project run, or per `stack` name: DynamoDB Local in memory, the Cognito
 * emulator in a temporary directory and the local API server, all on free ports, seeded; for the
 * browser projects also the SPA, built while the stack starts and served from the API server.
 * Teardown stops every process by its id.
 */
export default async function setup(project: TestProject) {
  const { serveWeb, stack: name = project.name } = project.getProvidedContext();
  let starting = stacks.get(name);
  if (!starting) {
    starting = startStack(name, serveWeb);
    stacks.set(name, starting);
  }
  const stack = await starting;
  stack.users += 1;
  for (const [key, value] of Object.entries(stack.info)) project.provide(key as keyof StackInfo, value);

  return async () => {
    stack.users -= 1;
    if (stack.users > 0) return;
    stacks.delete(name);
    await stack.stop();
  };
}

async function startStack(name: string, serveWeb: boolean): Promise<SharedStack> {
  const startedAt = Date.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'cinema-stack-'));
  const web = serveWeb && existsSync(join(ROOT, 'web/index.html')) ? { staticDir: join(dataDir, 'web'), serverDir: join(dataDir, 'web-server') } : undefined;
  // The API server reads the build at its first page request only, so both can run at once.
  const [started, built] = await Promise.allSettled([
    startLocalStack({ dataDir, persistent: false, tableName: 'cinema-test', ...web, checkErrorCodes: true, emulateConflicts: true, log: () => undefined }),
    web && buildSite({ outDir: web.staticDir, serverDir: web.serverDir }),
  ]);
  if (started.status === 'rejected') throw started.reason;
  const stack = started.value;
  if (built.status === 'rejected') {
    await stack.stop();
    throw built.reason;
  }
  console.log(`[${name}] local stack ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (API ${stack.apiUrl}, pids ${stack.pids.join(', ')})`);
  return {
    info: {
      apiUrl: stack.apiUrl,
      webUrl: stack.apiUrl,
      cognitoUrl: stack.cognito.endpoint,
      cognitoIssuer: stack.cognito.issuer,
      userPoolId: stack.cognito.userPoolId,
      userPoolClientId: stack.cognito.userPoolClientId,
      passwordCheckClientId: stack.cognito.passwordCheckClientId,
      tableName: stack.tableName,
      dynamoEndpoint: stack.dynamoEndpoint,
      mailUrl: stack.mailUrl,
      webBuildDir: web?.staticDir ?? '',
    },
    users: 0,
    async stop() {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
