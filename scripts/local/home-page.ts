import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import type * as RenderHome from '../../web/src/server/render-home';

/**
 * Pre-rendered home on this machine (docs/first-visit.md): the local servers render `/` with the API's
 * current reads on every request, as fresh as the deployed page at its freshest. Rendering again only
 * when the reads (or the page template) changed, a request costs home's four API reads.
 *
 * `reuseForMs` serves a render that young as it is, without reading: the deployed shape, a file
 * rendered every 30 s (the first-visit benchmark, where home's reads would otherwise weigh on every load).
 */
export function homePageRenderer(loadRenderer: () => Promise<typeof RenderHome>, loadTemplate: () => Promise<string>, apiOrigin: string, reuseForMs = 0) {
  let last: { key: string; html: string; at: number } | undefined;
  return async (): Promise<string> => {
    if (last && Date.now() - last.at < reuseForMs) return last.html;
    const [renderer, template] = await Promise.all([loadRenderer(), loadTemplate()]);
    const reads = await renderer.readHome(apiOrigin);
    const key = `${template}\n${JSON.stringify(reads)}`;
    last = { key, html: last?.key === key ? last.html : await renderer.renderHome(template, reads), at: Date.now() };
    return last.html;
  };
}

/** Home from a production build: web/dist's index.html and web/dist-server's render-home.mjs. */
export function builtHomePage({ staticDir, serverDir, apiOrigin, reuseForMs }: { staticDir: string; serverDir: string; apiOrigin: string; reuseForMs?: number }) {
  return homePageRenderer(
    () => import(pathToFileURL(join(serverDir, 'render-home.mjs')).href) as Promise<typeof RenderHome>,
    () => readFile(join(staticDir, 'index.html'), 'utf8'),
    apiOrigin,
    reuseForMs,
  );
}

/** `npm start`: Vite's dev server answers `/` with home rendered from the sources, its reads from `apiOrigin`. */
export function devHomePage(apiOrigin: string): Plugin {
  return {
    name: 'cinema-prerendered-home',
    configureServer(server: ViteDevServer) {
      const render = homePageRenderer(
        () => server.ssrLoadModule('/src/server/render-home.tsx') as Promise<typeof RenderHome>,
        async () => server.transformIndexHtml('/', await readFile(join(server.config.root, 'index.html'), 'utf8')),
        apiOrigin,
      );
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || req.url !== '/' || !req.headers.accept?.includes('text/html')) return next();
        render().then(
          (html) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(html),
          (error: unknown) => {
            // The app still runs from the plain page.
            server.config.logger.warn(`Home was not pre-rendered: ${(error as Error).message}`);
            next();
          },
        );
      });
    },
  };
}
