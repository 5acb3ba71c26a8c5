/**
 * The site's security headers, defined once. CloudFront's response headers policy (infra/stacks/web-stack.ts)
 * is built from this, and so are the headers the local servers send: the local API server when it
 * serves the built SPA (scripts/local/api-server.ts: the browser tests and the first-visit benchmark) and
 * Vite's dev server (`npm start`, scripts/start.ts). What a page may load locally is what it may load
 * deployed, except the origins that differ by nature (where Cognito answers, Vite's live-reload socket).
 *
 * Pure data and string building: no CDK import, so the local servers can use it.
 */
import { createHash } from 'node:crypto';
import { SESSION_MARK_SCRIPT } from '../shared/session-mark';

/** Frames: none. The app is never embedded (clickjacking). */
export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** HSTS: a year, subdomains included. Sent only over https (browsers ignore it over http anyway). */
export const HSTS = { maxAgeSeconds: 365 * 24 * 60 * 60, includeSubdomains: true } as const;

export interface CspOptions {
  /** Origins the SPA calls besides its own: Cognito's endpoint, the hosted UI, the local emulator. */
  connect: readonly string[];
  /**
   * Vite's dev server only (never deployed): its live-reload web sockets, and the hashes of the inline
   * scripts it writes into index.html (React fast refresh's preamble), computed from the plugin's own code.
   */
  dev?: { websockets: readonly string[]; inlineScriptHashes: readonly string[] };
}

/**
 * The Content-Security-Policy of every page. One inline script is allowed, by its hash: the session mark
 * in index.html's head (shared/session-mark.ts, docs/first-visit.md); no other, deployed or local.
 */
export function contentSecurityPolicy({ connect, dev }: CspOptions): string {
  const inlineScriptHashes = [inlineScriptHash(SESSION_MARK_SCRIPT), ...(dev?.inlineScriptHashes ?? [])];
  return [
    "default-src 'self'",
    // YouTube's iframe API script (trailers); WebAssembly compiled from this site, never script from strings
    // (the door's QR reader, docs/product-rules.md, "Check-in and the wearable band").
    ["script-src 'self' https://www.youtube.com 'wasm-unsafe-eval'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' '),
    // Radix (react-remove-scroll) injects <style> elements.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://image.tmdb.org",
    ["connect-src 'self'", ...connect, ...(dev?.websockets ?? [])].join(' '),
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const strictTransportSecurity = () =>
  `max-age=${HSTS.maxAgeSeconds}${HSTS.includeSubdomains ? '; includeSubDomains' : ''}`;

/**
 * Every security header as a server sets it itself (lower-case names), the values CloudFront's policy
 * sends: CSP, nosniff, frame options, referrer policy, and HSTS when the page is served over https.
 */
export function securityHeaders(options: CspOptions & { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
    ...(options.https ? { 'strict-transport-security': strictTransportSecurity() } : {}),
  };
}

/** A CSP source for an inline script: `sha256-<base64 of the SHA-256 of its exact text>`. */
export const inlineScriptHash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
