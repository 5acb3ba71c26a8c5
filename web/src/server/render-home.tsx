import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/app';
import type { FirstReads } from '../app/claim-preloads';
import { PRERENDERED_READS_ID } from '../app/prerendered-reads';
import { HOME_FIRST_READS } from '../features/home/api/home';

/**
 * Home pre-rendered to HTML (docs/first-visit.md): what a first-time visitor's browser paints before
 * any script runs, then hydrated by main.tsx. Built by Vite as the server bundle (web/dist-server) and
 * run by whatever serves `/`: the home page function when deployed, the local servers in development.
 */

/** Where index.html holds the app's HTML: its root's content between these two comments. */
const APP_HTML = /<!--app-html-->[\s\S]*<!--\/app-html-->/;
/** Where index.html takes the reads home was rendered from. */
const READS_SLOT = '<!--prerendered-reads-->';

/** Home's public reads, straight from the API at `apiOrigin` (not a cache in front of it). */
export async function readHome(apiOrigin: string): Promise<FirstReads> {
  const reads = await Promise.all(
    HOME_FIRST_READS.map(async (key) => {
      const response = await fetch(new URL(key, apiOrigin), { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`GET ${key} answered ${response.status}`);
      return [key, (await response.json()) as unknown] as const;
    }),
  );
  return Object.fromEntries(reads);
}

/**
 * `template` (the built index.html, or the dev server's) with home rendered from `reads` in its root,
 * and the reads beside it for the hydration. React's own static rendering: it waits for every lazy
 * part, so the HTML holds the whole page, not a loading state.
 */
export async function renderHome(template: string, reads: FirstReads): Promise<string> {
  if (!APP_HTML.test(template) || !template.includes(READS_SLOT)) throw new Error("index.html lacks home's slots (<!--app-html-->, <!--prerendered-reads-->)");
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location="/">
        <App firstReads={reads} />
      </StaticRouter>
    </StrictMode>,
    {
      // A part that fails would be left to the browser behind an inline script the CSP refuses: no page then.
      onError: (error) => void errors.push(error),
      // Every Suspense boundary in place, in order: React outlines a large one (the page, in the
      // layout's boundary) to be moved in by an inline script, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const rendered = await new Response(prelude).text();
  if (errors.length) throw new AggregateError(errors, 'Home did not render on the server');
  // React leads with the preloads of the page's first images: they go to the head, out of the app's root.
  const [, preloads = '', html = ''] = /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(rendered) ?? [];
  // `<` escaped: no text of the reads (a title) can close the element.
  const data = JSON.stringify(reads).replace(/</g, '\\u003c');
  return template
    .replace('</head>', () => `${preloads}</head>`)
    .replace(APP_HTML, () => html)
    .replace(READS_SLOT, () => `<script type="application/json" id="${PRERENDERED_READS_ID}">${data}</script>`);
}

/** Home with the API's current reads. */
export const renderHomePage = async (template: string, apiOrigin: string) => renderHome(template, await readHome(apiOrigin));
