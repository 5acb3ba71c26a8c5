import { createServer } from 'node:net';

/** The loopback address every local service binds to and is reached at. */
export const LOCAL_HOST = '127.0.0.1';

/** A TCP port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, LOCAL_HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
