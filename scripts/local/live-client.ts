import WebSocket from 'ws';
import type { LiveServerMessage } from '../../shared/live/messages';

type MessageOf<T extends LiveServerMessage['type']> = Extract<LiveServerMessage, { type: T }>;

/**
 * One phone or big screen on the live WebSocket (the tests' and `npm run bench:live`'s client): every message it receives is kept in order with its
 * arrival time, and `next(type)` waits for the next one of that type not taken yet.
 */
export class LiveClient {
  readonly received: { message: LiveServerMessage; at: number }[] = [];
  private readonly consumed = new Set<number>();
  private waiters: (() => void)[] = [];

  /** Resolves at the next message, or after `ms`. */
  private arrival(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(ms, 0));
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** The first message not taken yet, from `from` on, that `matches`; taken now. */
  private take(from: number, matches: (message: LiveServerMessage) => boolean) {
    const found = this.received.findIndex((entry, i) => i >= from && !this.consumed.has(i) && matches(entry.message));
    if (found < 0) return undefined;
    this.consumed.add(found);
    return this.received[found];
  }

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push({ message: JSON.parse(data.toString()) as LiveServerMessage, at: Date.now() });
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Connects with the token in the query string; rejects with the HTTP status when refused. */
  static async connect(url: string, token: string | null): Promise<LiveClient> {
    const socket = new WebSocket(token === null ? url : `${url}?token=${encodeURIComponent(token)}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      socket.once('error', reject);
    });
    return new LiveClient(socket);
  }

  /** Sends a message; the time is taken before it leaves, so the server receives it at that time or later. */
  send(message: Record<string, unknown>): number {
    const sentAt = Date.now();
    this.socket.send(JSON.stringify(message));
    return sentAt;
  }

  /** The first message of that type not taken yet, within `timeoutMs`. */
  async next<T extends LiveServerMessage['type']>(type: T, timeoutMs = 15_000): Promise<MessageOf<T> & { receivedAt: number }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const entry = this.take(0, (message) => message.type === type);
      if (entry) return { ...(entry.message as MessageOf<T>), receivedAt: entry.at };
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No ${type} message within ${timeoutMs} ms; received ${JSON.stringify(this.received.map((e) => e.message))}`);
      await this.arrival(left);
    }
  }

  /** Sends a message and waits for its reply (`answered`, `state` or `error`, whichever comes first). */
  async request(message: Record<string, unknown>, timeoutMs = 10_000) {
    const from = this.received.length;
    const sentAt = this.send(message);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const reply = this.take(from, (m) => m.type === 'answered' || m.type === 'state' || m.type === 'error');
      if (reply) return { ...reply.message, sentAt, receivedAt: reply.at } as LiveServerMessage & { sentAt: number; receivedAt: number };
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No reply to ${JSON.stringify(message)}`);
      await this.arrival(left);
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
