/**
 * What the live game needs of the outside world, behind two ports (docs/live.md, "Server"): sending a
 * message to one open WebSocket, and closing a question at its `closesAt` without any browser. Deployed:
 * the API Gateway Management API and a Step Functions wait (aws-ports.ts). Locally the API server's
 * WebSocket server and a timer install their own (scripts/local/live-server.ts) with `useLivePorts`.
 */
export interface LiveMessenger {
  /** Sends `data` (a JSON message) to the connection; false when the connection is gone (410). */
  post(connectionId: string, data: string): Promise<boolean>;
}

export interface QuestionCloser {
  /** Has `closeQuestion(gameId, index)` run at `closesAt` (epoch ms), once per question. */
  scheduleClose(close: { gameId: string; index: number; closesAt: number }): Promise<void>;
}

export interface LivePorts {
  messenger: LiveMessenger;
  closer: QuestionCloser;
}

let installed: Promise<LivePorts> | undefined;

/** Installs the ports of this process (the local server's sockets and timers). */
export function useLivePorts(ports: LivePorts): void {
  installed = Promise.resolve(ports);
}

/** The ports installed, else the deployed ones (loaded only then, so the local stack never imports their SDKs). */
export function livePorts(): Promise<LivePorts> {
  installed ??= import('./aws-ports').then((module) => module.awsLivePorts());
  return installed;
}
