import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { LOCAL_HOST, freePort } from './ports';

describe('freePort', () => {
  it('gives a port a server can listen on, below the range the OS gives outgoing connections', async () => {
    const firstEphemeral = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) expect(port).toBeLessThan(firstEphemeral);
    const server = createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(ports[0], LOCAL_HOST, resolve));
    await new Promise((resolve) => server.close(resolve));
  });
});
