import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { useLivePorts } from '../../functions/live/ports';
import { handler as liveHandler, type LiveSocketEvent } from '../../functions/live/socket';
import { LOCAL_HOST } from './ports';

/** The path of the local WebSocket API on the API server (`liveUrl` of /config.json). */
export const LIVE_PATH = '/live';

/** The local `liveUrl` of an API server at `apiUrl` (http://host:port). */
export const localLiveUrl = (apiUrl: string): string => `${apiUrl.replace(/^http/, 'ws')}${LIVE_PATH}`;

type Claims = Record<string, string | number | boolean | string[]>;

/**
 * The local API Gateway WebSocket API (docs/live.md, "Server"): a real WebSocket server (`ws`) on the
 * API server's port that verifies the query string's token as the deployed `$connect` authorizer does,
 * then calls the live Lambda's handler with API Gateway's own events: `$connect`, each message under
 * its `action`'s route with the receive time, `$disconnect`. It installs the live ports: a post goes
 * to the socket, and a question's close is a timer calling the same handler at `closesAt`.
 */
export function attachLiveServer(server: Server, verify: (token: string) => Promise<Claims>) {
  const sockets = new Map<string, WebSocket>();
  const timers = new Map<string, NodeJS.Timeout>();
  const wss = new WebSocketServer({ noServer: true });
  const apiId = 'local-live';

  useLivePorts({
    messenger: {
      async post(connectionId, data) {
        const socket = sockets.get(connectionId);
        if (!socket || socket.readyState !== socket.OPEN) return false;
        await new Promise<void>((resolve, reject) => socket.send(data, (error) => (error ? reject(error) : resolve())));
        return true;
      },
    },
    closer: {
      async scheduleClose({ gameId, index, closesAt }) {
        const key = `${gameId}-q${index}`;
        if (timers.has(key)) return;
        const timer = setTimeout(
          () => {
            timers.delete(key);
            liveHandler({ liveTask: 'close', gameId, index }).catch((error: unknown) => console.error(`[live] closing ${key} failed:`, error));
          },
          Math.max(closesAt - Date.now(), 0),
        );
        timers.set(key, timer);
      },
    },
  });

  const event = (connectionId: string, connectedAt: number, eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT', routeKey: string, extra: Partial<LiveSocketEvent> = {}, authorizer?: LiveSocketEvent['requestContext']['authorizer']): LiveSocketEvent => {
    const now = Date.now();
    return {
      isBase64Encoded: false,
      ...extra,
      requestContext: {
        routeKey,
        messageId: randomUUID(),
        eventType,
        extendedRequestId: randomUUID(),
        requestTime: new Date(now).toISOString(),
        messageDirection: 'IN',
        stage: 'local',
        connectedAt,
        requestTimeEpoch: now,
        requestId: randomUUID(),
        domainName: LOCAL_HOST,
        connectionId,
        apiId,
        ...(authorizer ? { authorizer } : {}),
      },
    };
  };

  const refuse = (socket: Duplex, status: number, reason: string) => {
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(req.url ?? '/', 'http://local');
    const token = url.searchParams.get('token');
    let claims: Claims;
    try {
      if (!token) throw new Error('No token');
      claims = await verify(token);
    } catch {
      return refuse(socket, 401, 'Unauthorized');
    }
    const groups = claims['cognito:groups'];
    const authorizer = { principalId: String(claims.sub), groups: Array.isArray(groups) ? groups.join(' ') : String(groups ?? '') };
    const connectionId = randomUUID();
    const connectedAt = Date.now();
    const connected = await liveHandler(
      event(connectionId, connectedAt, 'CONNECT', '$connect', { queryStringParameters: Object.fromEntries(url.searchParams) }, authorizer),
    );
    if (!('statusCode' in connected) || connected.statusCode !== 200) {
      return refuse(socket, connected && 'statusCode' in connected ? connected.statusCode : 500, 'Refused');
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.set(connectionId, ws);
      ws.on('message', (data) => {
        const body = data.toString();
        let routeKey = '$default';
        try {
          const action = (JSON.parse(body) as { action?: unknown }).action;
          if (action === 'join' || action === 'watch' || action === 'answer') routeKey = action;
        } catch {
          // Not JSON: API Gateway's route selection falls back to $default too.
        }
        liveHandler(event(connectionId, connectedAt, 'MESSAGE', routeKey, { body }, authorizer)).catch((error: unknown) =>
          console.error('[live] message failed:', error),
        );
      });
      ws.on('close', () => {
        sockets.delete(connectionId);
        liveHandler(event(connectionId, connectedAt, 'DISCONNECT', '$disconnect', {}, authorizer)).catch((error: unknown) =>
          console.error('[live] disconnect failed:', error),
        );
      });
    });
  }

  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://local').pathname !== LIVE_PATH) return refuse(socket, 404, 'Not Found');
    upgrade(req, socket, head).catch((error: unknown) => {
      console.error('[live] connect failed:', error);
      refuse(socket, 500, 'Internal Server Error');
    });
  });

  return {
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      for (const socket of sockets.values()) socket.terminate();
      wss.close();
    },
  };
}
