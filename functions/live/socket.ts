import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayEventWebsocketRequestContextV2, APIGatewayProxyWebsocketEventV2WithRequestContext } from 'aws-lambda';
import { liveClientMessageSchema, type LiveServerMessage } from '../../shared/live/messages';
import type { Role } from '../../shared/constants';
import { roleOfGroups } from '../../shared/members/roles';
import { readLiveAccess } from '../data/access';
import { db } from '../data/service';
import { sendTo } from './fan-out';
import { answerQuestion, joinGame, LiveRefusal, watchGame } from './play';
import { closeQuestion } from './results';

/** How long a connection item outlives a connection nobody disconnected (API Gateway closes any after 2 hours). */
const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

/**
 * What the `$connect` authorizer passes on (connect-authorizer.ts deployed, the local server's token
 * check locally): the verified ID token's subject and groups.
 */
export interface LiveAuthorizerContext {
  principalId: string;
  /** The token's `cognito:groups`, space separated. */
  groups?: string;
}

/** An API Gateway WebSocket event, with the `$connect` authorizer's context. */
export type LiveSocketEvent = APIGatewayProxyWebsocketEventV2WithRequestContext<
  APIGatewayEventWebsocketRequestContextV2 & { authorizer?: LiveAuthorizerContext }
>;

/** The close a question's schedule asks for (the state machine's task, or the local timer). */
export interface LiveCloseTask {
  liveTask: 'close';
  gameId: string;
  index: number;
}

const logger = new Logger({ serviceName: 'cinema-live' });

type Connection = { userId: string; role: Role };
/** The connections this container read (who opened them never changes), so an answer costs no read of its own. */
const knownConnections = new Map<string, Connection>();
const KNOWN_CONNECTIONS_MAX = 10_000;

async function connectionOf(connectionId: string): Promise<Connection | null> {
  const known = knownConnections.get(connectionId);
  if (known) return known;
  const { data } = await db.entities.liveConnection.get({ connectionId }).go();
  if (!data) return null;
  if (knownConnections.size >= KNOWN_CONNECTIONS_MAX) knownConnections.delete(knownConnections.keys().next().value!);
  knownConnections.set(connectionId, { userId: data.userId, role: data.role });
  return knownConnections.get(connectionId)!;
}

async function connect(event: LiveSocketEvent) {
  const { connectionId, authorizer } = event.requestContext;
  if (!authorizer?.principalId) return { statusCode: 401 };
  const userId = authorizer.principalId;
  const access = await readLiveAccess(userId);
  if (access?.status === 'suspended') return { statusCode: 403 };
  await db.entities.liveConnection
    .put({
      connectionId,
      userId,
      role: access?.role ?? roleOfGroups((authorizer.groups ?? '').split(/\s+/).filter(Boolean)),
      connectedAt: new Date().toISOString(),
      ttl: Math.floor(Date.now() / 1000) + CONNECTION_TTL_SECONDS,
    })
    .go();
  return { statusCode: 200 };
}

/** One client message, answered on the same connection (its reply or `{"type":"error","code"}`). */
async function message(event: LiveSocketEvent): Promise<LiveServerMessage> {
  const { connectionId, requestTimeEpoch } = event.requestContext;
  // The server's receive time, the only clock an answer is scored by.
  const receivedAt = requestTimeEpoch ?? Date.now();
  let body: unknown;
  try {
    body = JSON.parse(event.body ?? '');
  } catch {
    return { type: 'error', code: 'VALIDATION_ERROR', message: 'A message must be JSON' };
  }
  const parsed = liveClientMessageSchema.safeParse(body);
  if (!parsed.success) return { type: 'error', code: 'VALIDATION_ERROR', message: parsed.error.issues[0].message };
  const connection = await connectionOf(connectionId);
  if (!connection) return { type: 'error', code: 'FORBIDDEN' };
  const request = parsed.data;
  try {
    switch (request.action) {
      case 'join':
        return await joinGame(connectionId, connection.userId, request.gameId);
      case 'watch':
        return await watchGame(connectionId, connection.role, request.gameId);
      case 'answer':
        return await answerQuestion(connection.userId, request, receivedAt);
    }
  } catch (error) {
    if (error instanceof LiveRefusal) return { type: 'error', code: error.code };
    throw error;
  }
}

/**
 * The live game's WebSocket Lambda (docs/live.md, "Server"): API Gateway's `$connect` (after the
 * authorizer verified the token of the query string), `$disconnect`, the `join`, `watch` and `answer`
 * routes (and `$default`, refused), and the close task the state machine sends at a question's
 * `closesAt`. The local server calls it with the same events.
 */
export async function handler(event: LiveSocketEvent | LiveCloseTask): Promise<{ statusCode: number } | { closed: boolean }> {
  if ('liveTask' in event) return { closed: await closeQuestion(event.gameId, event.index) };
  const { eventType, connectionId } = event.requestContext;
  if (eventType === 'CONNECT') return connect(event);
  if (eventType === 'DISCONNECT') {
    knownConnections.delete(connectionId);
    await db.entities.liveConnection.delete({ connectionId }).go();
    return { statusCode: 200 };
  }
  try {
    await sendTo(connectionId, await message(event));
  } catch (error) {
    logger.error('Live message failed', { error: error as Error, routeKey: event.requestContext.routeKey });
    await sendTo(connectionId, { type: 'error', code: 'INTERNAL' }).catch(() => undefined);
  }
  return { statusCode: 200 };
}
