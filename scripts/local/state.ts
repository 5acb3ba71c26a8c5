import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where `npm start` keeps its data (DynamoDB, Cognito) and state between runs: `.local/`, or the
 * folder CINEMA_LOCAL_DIR names (the tests run `npm start` in a temporary one).
 */
export const LOCAL_DIR = process.env.CINEMA_LOCAL_DIR
  ? resolve(process.env.CINEMA_LOCAL_DIR)
  : join(fileURLToPath(new URL('../../', import.meta.url)), '.local');
export const STACK_STATE_FILE = join(LOCAL_DIR, 'stack.json');

/** What a running `npm start` stack is made of, so `npm run seed` and restarts can find it. */
export interface StackState {
  userPoolId?: string;
  userPoolClientId?: string;
  passwordCheckClientId?: string;
  cognitoEndpoint?: string;
  dynamoEndpoint?: string;
  tableName?: string;
  apiUrl?: string;
  /** The mail catcher's web inbox (maildev). */
  mailUrl?: string;
}

export function readStackState(file: string): StackState {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StackState;
  } catch {
    return {};
  }
}

export function writeStackState(file: string, update: StackState): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...readStackState(file), ...update }, null, 2)}\n`);
}
