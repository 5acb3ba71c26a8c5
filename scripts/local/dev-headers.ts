import react from '@vitejs/plugin-react';
import { inlineScriptHash, securityHeaders } from '../../infra/security-headers';
import { LOCAL_HOST } from './ports';

/**
 * The headers Vite's dev server sends (`npm start`): the deployed site's security headers
 * (infra/security-headers.ts) with what a dev server needs on top, and nothing more: its live-reload
 * socket, and React fast refresh's inline preamble, allowed by its hash (computed from the plugin's
 * own code, so an upgrade cannot leave it stale) rather than by 'unsafe-inline'.
 */
export function devServerHeaders({ cognitoEndpoint, liveUrl, port }: { cognitoEndpoint: string; liveUrl: string; port: number }): Record<string, string> {
  return securityHeaders({
    // The live game's socket is the API server's, on another port than Vite's (as deployed, another origin).
    connect: [cognitoEndpoint, liveUrl],
    https: false,
    dev: {
      websockets: [`ws://${LOCAL_HOST}:${port}`, `ws://localhost:${port}`],
      inlineScriptHashes: [inlineScriptHash(react.preambleCode.replace('__BASE__', '/'))],
    },
  });
}
