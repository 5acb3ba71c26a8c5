import type { LiveClientMessage, LiveErrorCode, LiveServerMessage } from '@shared/live/messages';
import { bestClockEstimate, withSample, type ClockEstimate, type ClockSample } from './server-clock';

/**
 * The browser's side of the live game's WebSocket (docs/live.md, "Protocol" and "Phone"): the phone and
 * the big screen both use it. It opens `liveUrl?token=...`, greets the game (`join` or `watch`), keeps
 * an estimate of the server's clock, reconnects by itself and sends the greeting again (the server
 * answers with `state`, so a phone that comes back carries on with the open question), and sends an
 * answer again after a reconnect until the server acknowledges it.
 */

/** Greetings sent on each connection to sample the clock (each answered by `state`). */
export const CLOCK_SAMPLES = 3;
const RECONNECT_BASE_MS = 500;
export const RECONNECT_MAX_MS = 5_000;
/**
 * API Gateway closes a socket after 10 minutes without a message; the protocol has no ping, so an idle
 * client greets the game again (a cheap `state`) well before that.
 */
export const IDLE_GREETING_MS = 4 * 60_000;
/**
 * Connections that fail in a row, before any opened, after which the client gives up (a refused token,
 * a stage without the API). Once a socket has opened, the client keeps trying: the room is still there.
 */
export const MAX_FAILED_CONNECTS = 6;

/**
 * The wait before reconnect attempt `attempt` (0 first): doubling from 0.5 s up to 5 s, each between
 * half and all of it at random, so a room of phones dropped together does not come back in one burst.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_BASE_MS * 2 ** attempt, RECONNECT_MAX_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The error codes the server sends back to an answer (the others answer a greeting). */
const ANSWER_REFUSALS: ReadonlySet<LiveErrorCode> = new Set(['NOT_OPEN', 'TOO_LATE', 'ALREADY_ANSWERED', 'NOT_JOINED', 'INVALID_OPTION', 'GAME_ENDED']);
export const isAnswerRefusal = (code: LiveErrorCode): boolean => ANSWER_REFUSALS.has(code);

/**
 * Refusals of the greeting after which reconnecting cannot help (no booking, not staff, no such game).
 * NOT_FOUND can also refuse an answer to an unknown question, which the phone never sends.
 */
export const GREETING_REFUSALS: ReadonlySet<LiveErrorCode> = new Set(['BOOKING_REQUIRED', 'FORBIDDEN', 'NOT_FOUND']);

/** `connecting` the first time, `reconnecting` after a drop, `failed` after MAX_FAILED_CONNECTS, `closed` when told to. */
export type LiveConnection = 'connecting' | 'open' | 'reconnecting' | 'failed' | 'closed';

export type LiveGreeting = Extract<LiveClientMessage, { action: 'join' | 'watch' }>;

export interface LiveSocketOptions {
  url: string;
  greeting: LiveGreeting;
  /** A fresh token for each connection (Amplify refreshes an expired one). */
  token: () => Promise<string | null>;
  onMessage: (message: LiveServerMessage) => void;
  onConnection: (connection: LiveConnection) => void;
  /** Tests and the host pass their own; the browser's by default. */
  createSocket?: (url: string) => WebSocket;
}

/** The URL a client connects to: `liveUrl` with the token in its query string. */
export function liveSocketUrl(liveUrl: string, token: string): string {
  const url = new URL(liveUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export class LiveSocket {
  private socket: WebSocket | null = null;
  private stopped = false;
  private attempt = 0;
  private failedConnects = 0;
  private everOpened = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setInterval> | undefined;
  private lastSentAt = 0;
  /** When each greeting of this connection awaiting its `state` left (`state` comes only in reply to one). */
  private greetingsInFlight: number[] = [];
  private samplesThisConnection = 0;
  private samples: ClockSample[] = [];
  private pendingAnswer: { questionId: string; optionId: string } | null = null;
  private readonly onOnline = () => this.reconnectNow();
  private readonly onOffline = () => this.socket?.close();
  private readonly onVisible = () => {
    if (document.visibilityState === 'visible') this.reconnectNow();
  };

  constructor(private readonly options: LiveSocketOptions) {}

  /** Connects, and keeps connected until close(). */
  start(): void {
    if (typeof window !== 'undefined') {
      // A phone told it is offline has lost its socket even when no close has arrived yet; back
      // online (or back on screen), it reconnects at once instead of waiting for the backoff.
      window.addEventListener('online', this.onOnline);
      window.addEventListener('offline', this.onOffline);
      document.addEventListener('visibilitychange', this.onVisible);
    }
    this.idleTimer = setInterval(() => {
      if (Date.now() - this.lastSentAt >= IDLE_GREETING_MS) this.greet();
    }, IDLE_GREETING_MS / 4);
    void this.connect();
  }

  close(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.idleTimer);
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('offline', this.onOffline);
      document.removeEventListener('visibilitychange', this.onVisible);
    }
    this.socket?.close();
    this.socket = null;
    this.options.onConnection('closed');
  }

  /** The best estimate so far of the server's clock, or null before the first `state`. */
  get clock(): ClockEstimate | null {
    return bestClockEstimate(this.samples);
  }

  /**
   * Sends an answer; if the connection drops before `answered` (or a refusal) comes back, it is sent
   * again after the reconnect (a second copy that had landed is refused as ALREADY_ANSWERED).
   */
  answer(questionId: string, optionId: string): void {
    this.pendingAnswer = { questionId, optionId };
    this.sendPendingAnswer();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    this.options.onConnection(this.everOpened ? 'reconnecting' : 'connecting');
    const token = await this.options.token().catch(() => null);
    if (this.stopped) return;
    if (!token) {
      this.connectionFailed();
      return;
    }
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(liveSocketUrl(this.options.url, token));
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.everOpened = true;
      this.attempt = 0;
      this.failedConnects = 0;
      this.greetingsInFlight = [];
      this.samplesThisConnection = 0;
      this.options.onConnection('open');
      this.greet();
      this.sendPendingAnswer();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (opened) this.scheduleReconnect();
      else this.connectionFailed();
    };
  }

  private connectionFailed(): void {
    this.failedConnects += 1;
    if (!this.everOpened && this.failedConnects >= MAX_FAILED_CONNECTS) {
      this.options.onConnection('failed');
      return;
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.options.onConnection(this.everOpened ? 'reconnecting' : 'connecting');
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.connect(), reconnectDelay(this.attempt++));
  }

  /** Reconnects without waiting for the backoff when no socket is open or opening (also after `failed`). */
  reconnectNow(): void {
    if (this.stopped || this.socket) return;
    clearTimeout(this.reconnectTimer);
    this.failedConnects = 0;
    void this.connect();
  }

  private send(message: LiveClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    this.lastSentAt = Date.now();
    return true;
  }

  private greet(): void {
    if (this.send(this.options.greeting)) this.greetingsInFlight.push(Date.now());
  }

  private sendPendingAnswer(): void {
    if (!this.pendingAnswer) return;
    this.send({ action: 'answer', gameId: this.options.greeting.gameId, ...this.pendingAnswer });
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: LiveServerMessage;
    try {
      message = JSON.parse(data) as LiveServerMessage;
    } catch {
      return;
    }
    if (message.type === 'state') this.sampleClock(message.serverTime);
    if (message.type === 'answered' && message.questionId === this.pendingAnswer?.questionId) this.pendingAnswer = null;
    if (message.type === 'error' && isAnswerRefusal(message.code)) this.pendingAnswer = null;
    if (message.type === 'error' && GREETING_REFUSALS.has(message.code)) this.greetingsInFlight.shift();
    this.options.onMessage(message);
  }

  /** Pairs a `state` with the oldest greeting in flight, then greets again until CLOCK_SAMPLES came back. */
  private sampleClock(serverTime: number): void {
    const sentAt = this.greetingsInFlight.shift();
    if (sentAt === undefined) return;
    this.samples = withSample(this.samples, { sentAt, receivedAt: Date.now(), serverTime });
    this.samplesThisConnection += 1;
    if (this.samplesThisConnection < CLOCK_SAMPLES) this.greet();
  }
}
