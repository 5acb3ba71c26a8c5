/**
 * The id of the `<script type="application/json">` element in which pre-rendered home carries the API
 * reads it was rendered from (server/render-home.tsx writes it, main.tsx hydrates from it). A data
 * block, not a script: the CSP, which allows no inline script, does not apply to it.
 */
export const PRERENDERED_READS_ID = 'prerendered-reads';
