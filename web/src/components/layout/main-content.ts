/**
 * The id of the page's main area (app-layout.tsx, focusable by script): the skip link's target, and where
 * the focus goes when what comes next is the page itself (after signing in).
 */
export const MAIN_CONTENT_ID = 'main-content';
