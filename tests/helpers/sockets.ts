import { readFileSync } from 'node:fs';

const LISTEN = '0A';

/** A /proc/net address (hex, each 32-bit word in host byte order, little-endian here) as text. */
function decodeAddress(hex: string): string {
  const words = hex.match(/.{8}/g) ?? [];
  const bytes = words.flatMap((word) => (word.match(/../g) ?? []).reverse().map((byte) => parseInt(byte, 16)));
  if (bytes.length === 4) return bytes.join('.');
  const groups = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i] << 8) | bytes[2 * i + 1]).toString(16));
  // The URL parser writes an IPv6 address in its short form (`::`, `::1`, `::ffff:7f00:1`).
  return new URL(`http://[${groups.join(':')}]/`).hostname.slice(1, -1);
}

/**
 * The local addresses that TCP sockets listen on at `port`, read from the kernel's tables
 * (/proc/net/tcp and tcp6): `['127.0.0.1']` for a service bound to loopback only, `0.0.0.0` or `::`
 * for one that listens on every interface. Connects to nothing.
 */
export function listeningAddresses(port: number): string[] {
  const addresses: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue; // no IPv6 on this machine
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      const [address, portHex] = local.split(':');
      if (state === LISTEN && parseInt(portHex, 16) === port) addresses.push(decodeAddress(address));
    }
  }
  return addresses;
}

/** The port of an `http://host:port` URL. */
export const portOf = (url: string): number => Number(new URL(url).port);
