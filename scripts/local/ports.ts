import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The loopback address every local service binds to and is reached at. */
export const LOCAL_HOST = '127.0.0.1';

/** The lowest port the OS gives outgoing connections (Linux's `ip_local_port_range`; 32768 where it cannot be read). */
function firstEphemeralPort(): number {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > 20_000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

const LOWEST_PORT = 10_000;

/** Whether something may listen on `port` right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, LOCAL_HOST, () => server.close(() => resolve(true)));
  });
}

/**
 * A TCP port nothing listens on right now, drawn below the OS's range for outgoing connections: a port
 * the OS hands out (listen on 0) can be taken, in the seconds before a service binds it, as the local
 * end of one of the many connections the stack opens meanwhile (the seed's, DynamoDB's), and the
 * service then fails with EADDRINUSE. Ports below that range are only ever taken by a listener.
 */
export async function freePort(): Promise<number> {
  const highest = firstEphemeralPort() - 1;
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (highest - LOWEST_PORT + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port between ${LOWEST_PORT} and ${highest}`);
}
