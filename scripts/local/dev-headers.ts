import { securityHeaders } from '../../infra/security-headers';
import { LOCAL_HOST } from './ports';

/**
 * The headers Vite's dev server sends (`npm start`): the deployed site's security headers
 * (infra/security-headers.ts) with what a dev server needs on top, and nothing more: its live-reload
 * socket (Prefresh, the hot reload, writes no inline script, so the CSP allows none).
 */
export function devServerHeaders({ cognitoEndpoint, port }: { cognitoEndpoint: string; port: number }): Record<string, string> {
  return securityHeaders({
    connect: [cognitoEndpoint],
    https: false,
    dev: { websockets: [`ws://${LOCAL_HOST}:${port}`, `ws://localhost:${port}`] },
  });
}
