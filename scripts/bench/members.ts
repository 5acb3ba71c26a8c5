import { randomUUID } from 'node:crypto';
import { insufficientPoints } from '../../shared/errors';
import { ensureUser, localIdentityClient, signIn } from '../local/cognito';
import type { LocalStack } from '../local/stack';
import { send } from './http';

/**
 * Bench members on a running local stack: each one signed up, signed in, with a profile (and its
 * welcome bonus) and `points` more credited through the ledger, calling the API with its ID token.
 * The data layer is imported on first use, after the caller has set the stack's environment.
 */
export function benchMembers(stack: LocalStack) {
  const identity = localIdentityClient(stack.cognito.endpoint);
  const ids = { userPoolId: stack.cognito.userPoolId, userPoolClientId: stack.cognito.userPoolClientId };

  async function member(points: number) {
    const { changePoints } = await import('../../functions/data/ledger');
    const email = `bench-${randomUUID()}@bench.local`;
    const password = 'Bench-passw0rd!';
    const userId = await ensureUser(identity, ids, { email, password, name: 'Bench Member' });
    const token = await signIn(identity, ids.userPoolClientId, email, password);
    const call = (method: string, path: string, body?: unknown) =>
      send(`${stack.apiUrl}${path}`, method, { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body === undefined ? undefined : JSON.stringify(body));
    await call('GET', '/api/me');
    // On top of the welcome bonus the profile came with: `start` is the balance the member starts from.
    const { points: start } = await changePoints(
      { userId, delta: points, reason: 'Bench credit', type: 'Admin Credit', subject: `bench#${randomUUID()}` },
      { onInsufficient: insufficientPoints },
    );
    return { userId, call, start };
  }

  return { member, close: () => identity.destroy() };
}
