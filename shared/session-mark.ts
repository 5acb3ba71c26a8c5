import type { Role } from './constants';

/**
 * The session mark (docs/first-visit.md, "Signed-in members"): before the first paint, a tiny inline
 * script in index.html's head marks `<html data-session="member">` when this browser holds a Cognito
 * session, so the header shows a placeholder rather than the guest's "Sign In" until the app knows who
 * is here. When the profile last loaded here was staff's or an admin's, it also marks where the Admin
 * Panel will be (`data-admin-panel`), so the page is laid out beside the panel's place from the first
 * paint (docs/first-visit.md, "Staff and admins"). The page's HTML stays the guest's (crawlers, first
 * visits); only the mark differs.
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

/** Where the app keeps the last profile it loaded (web/src/lib/auth.tsx); removed on sign-out. */
export const LAST_PROFILE_KEY = 'cinema.lastProfile';

/** Where the Admin Panel keeps whether it was closed ('true') or opened ('false'); absent until chosen. */
export const ADMIN_PANEL_COLLAPSED_KEY = 'cinema.adminPanelCollapsed';

/**
 * The attribute marking the Admin Panel's place, and its values: closed or open as chosen last, or
 * `auto` when never chosen (the panel then starts closed on a phone and open on a larger screen).
 */
export const ADMIN_PANEL_MARK = { attribute: 'data-admin-panel', collapsed: 'collapsed', expanded: 'expanded', auto: 'auto' } as const;

/**
 * The attribute naming whose panel it is (`staff` or `admin`, the last profile's role): open on a phone,
 * staff's holds one link and an admin's twelve, so its place differs in height.
 */
export const ADMIN_PANEL_ROLE_ATTRIBUTE = 'data-admin-panel-role';

/**
 * The roles that see the Admin Panel: staff, and admins, who do what staff do (shared/members/roles.ts).
 * Written out rather than derived from there: web/vite.config.ts loads this file with Node itself, which
 * warned of every extensionless import it followed (a type import is not followed).
 */
const PANEL_ROLES: readonly Role[] = ['staff', 'admin'];

const text = JSON.stringify;

/**
 * The inline script, ES5 and self-contained (it runs before any module), its variables in a function of
 * their own (global ones would meet the window's, such as `closed`). No storage access (privacy
 * modes) leaves the page unmarked: the guest's header, as without the script. A last profile that
 * cannot be read leaves the session mark alone and the panel unmarked.
 */
export const SESSION_MARK_SCRIPT =
  `(function(){try{for(var i=0;i<localStorage.length;i++){if(String(localStorage.key(i)).indexOf(${text(AMPLIFY_KEY_PREFIX)})===0){` +
  `var html=document.documentElement;html.setAttribute(${text(SESSION_MARK.attribute)},${text(SESSION_MARK.member)});` +
  `var last=JSON.parse(localStorage.getItem(${text(LAST_PROFILE_KEY)}));` +
  `if(last&&${text(PANEL_ROLES)}.indexOf(last.role)>=0){var collapsed=localStorage.getItem(${text(ADMIN_PANEL_COLLAPSED_KEY)});` +
  `html.setAttribute(${text(ADMIN_PANEL_MARK.attribute)},collapsed===null?${text(ADMIN_PANEL_MARK.auto)}:collapsed==='true'?${text(ADMIN_PANEL_MARK.collapsed)}:${text(ADMIN_PANEL_MARK.expanded)});` +
  `html.setAttribute(${text(ADMIN_PANEL_ROLE_ATTRIBUTE)},last.role)}` +
  `break}}}catch(e){}})()`;
