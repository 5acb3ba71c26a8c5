import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { changePoints } from '../../functions/data/ledger';
import { ensureUser, localIdentityClient, signIn } from '../../scripts/local/cognito';
import { DEFAULT_POINTS_CONFIG, type Role } from '../../shared/constants';
import { insufficientPoints } from '../../shared/errors';
import { apiClient, type ApiClient } from './api';

export { apiClient, type ApiClient, type ApiResponse } from './api';

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  idToken: string;
  /** The API, signed in as this user. */
  api: ApiClient;
}

export interface NewUserOptions {
  name?: string;
  email?: string;
}

const TEST_PASSWORD = 'Test-passw0rd!';
let identity: ReturnType<typeof localIdentityClient> | undefined;

/** The emulator's SDK client for this test file's stack. */
export function cognitoClient() {
  identity ??= localIdentityClient(inject('cognitoUrl'));
  return identity;
}

async function createUser(options: NewUserOptions, role: Role): Promise<TestUser> {
  const email = options.email ?? `${role === 'user' ? 'member' : role}-${randomUUID()}@test.local`;
  const ids = { userPoolId: inject('userPoolId'), userPoolClientId: inject('userPoolClientId') };
  const userId = await ensureUser(cognitoClient(), ids, { email, password: TEST_PASSWORD, name: options.name ?? 'Test Member', role: role === 'user' ? undefined : role });
  // Signed in after the group change, so the ID token carries `cognito:groups`.
  const idToken = await signIn(cognitoClient(), ids.userPoolClientId, email, TEST_PASSWORD);
  const api = apiClient(idToken);
  // The first signed-in call creates the profile, as the post-confirmation trigger does when deployed.
  const me = await api.get('/api/me');
  if (me.status !== 200) throw new Error(`GET /api/me for the new user answered ${me.status}: ${JSON.stringify(me.body)}`);
  return { userId, email, password: TEST_PASSWORD, idToken, api };
}

/** What a member who signs up is credited with their profile (the test stack keeps the default). */
export const WELCOME_BONUS = DEFAULT_POINTS_CONFIG.welcome_bonus.value;

/**
 * A new confirmed member (signed up through the Cognito emulator, signed in, profile created with
 * the welcome bonus, as for anyone who signs up).
 */
export const createMember = (options: NewUserOptions = {}) => createUser(options, 'user');

/**
 * A new confirmed member in the `admin` group, signed in with a token that carries the group. Already
 * in the group at first sight, so made by an admin: no welcome bonus.
 */
export const createAdmin = (options: NewUserOptions = {}) => createUser({ name: 'Test Admin', ...options }, 'admin');

/** A new confirmed member in the `staff` group (door check-in), signed in with a token that carries it. */
export const createStaff = (options: NewUserOptions = {}) => createUser({ name: 'Test Staff', ...options }, 'staff');

/** Credits a member through the ledger, as an admin adjustment does. */
export async function creditPoints(userId: string, points: number): Promise<void> {
  await changePoints(
    { userId, delta: points, reason: 'Test credit', type: 'Admin Credit', subject: `test-credit#${randomUUID()}` },
    { onInsufficient: insufficientPoints },
  );
}

/** A new member whose balance is exactly `points`: the welcome bonus, then one ledger change to the rest. */
export async function memberWithPoints(points: number, options: NewUserOptions = {}): Promise<TestUser> {
  const member = await createMember(options);
  const delta = points - WELCOME_BONUS;
  if (delta !== 0) {
    await changePoints(
      { userId: member.userId, delta, reason: 'Test balance', type: delta > 0 ? 'Admin Credit' : 'Admin Debit', subject: `test-credit#${randomUUID()}` },
      { onInsufficient: insufficientPoints },
    );
  }
  return member;
}
