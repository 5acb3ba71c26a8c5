import { inject } from 'vitest';

export { LiveClient } from '../../scripts/local/live-client';

/** The WebSocket URL the stack's /config.json names. */
export async function liveUrl(apiUrl: string = inject('apiUrl')): Promise<string> {
  const config = (await (await fetch(`${apiUrl}/config.json`)).json()) as { liveUrl: string };
  return config.liveUrl;
}
