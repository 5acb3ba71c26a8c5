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
}

declare module 'vitest' {
  export interface ProvidedContext extends StackInfo {
    /** Set by the browser project: build the SPA and serve it on the API's origin. */
    serveWeb: boolean;
  }
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * One local stack per test project run: DynamoDB Local in memory, the Cognito emulator in a
 * temporary directory and the local API server, all on free ports, seeded; for the browser project
 * also the SPA, built once and served from the API server. Teardown stops every process by its id.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'cinema-stack-'));
  let staticDir: string | undefined;
  let serverDir: string | undefined;
  if (project.getProvidedContext().serveWeb && existsSync(join(ROOT, 'web/index.html'))) {
    staticDir = join(dataDir, 'web');
    serverDir = join(dataDir, 'web-server');
    await buildSite({ outDir: staticDir, serverDir });
  }

  const stack = await startLocalStack({ dataDir, persistent: false, tableName: 'cinema-test', staticDir, serverDir, log: () => undefined });
  const info: StackInfo = {
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
  };
  for (const [key, value] of Object.entries(info)) project.provide(key as keyof StackInfo, value);
  console.log(`[${project.name}] local stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s (API ${stack.apiUrl}, pids ${stack.pids.join(', ')})`);

  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
