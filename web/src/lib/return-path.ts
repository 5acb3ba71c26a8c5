/** Where a return target is resolved: any origin of our own would do, only its sameness matters. */
const BASE = 'https://app.invalid';

/**
 * A path on this site to go on to after signing in, or null: only same-origin relative paths
 * ("/my-tickets?tab=past"), never another site ("//evil.example", "https://...", "/\\evil.example"),
 * so a crafted link cannot send a member away (no open redirect).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
