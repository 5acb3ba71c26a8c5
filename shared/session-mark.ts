/**
 * The session mark (docs/first-visit.md, "Signed-in members"): before the first paint, a tiny inline
 * script in index.html's head marks `<html data-session="member">` when this browser holds a Cognito
 * session, so the header shows a placeholder rather than the guest's "Sign In" until the app knows who
 * is here. The page's HTML stays the guest's (crawlers, first visits); only the mark differs.
 *
 * One text, used twice: the web build writes it into index.html (web/vite.config.ts) and the CSP
 * allows exactly it by its hash (infra/security-headers.ts), so neither can drift from the other.
 */

/**
 * Amplify v6 keeps everything it knows about a session (tokens, the last user, a Google sign-in under
 * way) in localStorage under keys that start with this.
 */
export const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** The attribute the script sets on `<html>`, and its value. */
export const SESSION_MARK = { attribute: 'data-session', member: 'member' } as const;

/**
 * The inline script, ES5 and self-contained (it runs before any module). No storage access (privacy
 * modes) leaves the page unmarked: the guest's header, as without the script.
 */
export const SESSION_MARK_SCRIPT =
  `try{for(var i=0;i<localStorage.length;i++){if(String(localStorage.key(i)).indexOf(${JSON.stringify(AMPLIFY_KEY_PREFIX)})===0){` +
  `document.documentElement.setAttribute(${JSON.stringify(SESSION_MARK.attribute)},${JSON.stringify(SESSION_MARK.member)});break}}}catch(e){}`;
