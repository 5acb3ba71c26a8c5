import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true });

/**
 * The benchmarks' HTTP client: node:http on kept-alive sockets, lean, so that a latency measured is
 * the API's rather than a client library's (fetch adds about half a millisecond a request here).
 */
export function send(url: string, method = 'GET', headers: Record<string, string> = {}, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sized = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = request(url, { method, agent, headers: sized }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server closed a kept-alive socket as it was reused: the request never reached it, send it again.
      if (req.reusedSocket && error.code === 'ECONNRESET') send(url, method, headers, body).then(resolve, reject);
      else reject(error);
    });
    req.end(body);
  });
}

/** Closes the kept-alive sockets, so the process can exit. */
export function closeHttp(): void {
  agent.destroy();
}
