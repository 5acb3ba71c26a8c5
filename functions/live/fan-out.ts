import { mapConcurrently } from '../lib/concurrency';
import type { LiveServerMessage } from '../../shared/live/messages';
import type { LiveConnectionItem } from '../data/entities/live-connection';
import { db } from '../data/service';
import { livePorts } from './ports';

/**
 * How many posts to connections are in flight at once: enough to reach 500 phones within the
 * fan-out target, few enough to stay under the Management API's rate (docs/live-scale.md).
 */
export const FAN_OUT_CONCURRENCY = 64;

/**
 * Sends each connection following the game its messages, in order (`messagesFor` may give none), at
 * most FAN_OUT_CONCURRENCY connections at a time; a connection that is gone (410) is deleted, one
 * that fails otherwise is skipped. A message several connections share is serialized once. Resolves
 * with how many connections got every message.
 */
export async function fanOut(gameId: string, messagesFor: (connection: LiveConnectionItem) => LiveServerMessage[]): Promise<number> {
  const [{ data: connections }, { messenger }] = await Promise.all([
    db.entities.liveConnection.query.byGame({ gameId }).go({ pages: 'all' }),
    livePorts(),
  ]);
  const serialized = new WeakMap<object, string>();
  const delivered = await mapConcurrently(connections, FAN_OUT_CONCURRENCY, async (connection) => {
    const messages = messagesFor(connection);
    for (const message of messages) {
      let data = serialized.get(message);
      if (data === undefined) {
        data = JSON.stringify(message);
        serialized.set(message, data);
      }
      const open = await messenger.post(connection.connectionId, data).catch(() => null);
      if (open === false) await db.entities.liveConnection.delete({ connectionId: connection.connectionId }).go();
      if (!open) return false;
    }
    return messages.length > 0;
  });
  return delivered.filter(Boolean).length;
}

/** Sends one connection one message; a gone connection is deleted. */
export async function sendTo(connectionId: string, message: LiveServerMessage): Promise<void> {
  const { messenger } = await livePorts();
  const open = await messenger.post(connectionId, JSON.stringify(message));
  if (!open) await db.entities.liveConnection.delete({ connectionId }).go();
}
