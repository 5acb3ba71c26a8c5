import { platformRoutes } from '../../shared/api/routes/platform';
import { domainHandler, HttpResponse } from '../lib/handler';

let openApiDocument: object | undefined;

export const handler = domainHandler('platform', platformRoutes, {
  health: async () => ({ ok: true as const }),
  openapi: async () => {
    // The whole route table's schemas load with the first request for the document, not at every cold
    // start of the health check (docs/performance.md, "Lambda cold start").
    if (!openApiDocument) {
      const [{ buildOpenApiDocument }, { routes }] = await Promise.all([import('../../shared/api/openapi'), import('../../shared/api/route-table')]);
      openApiDocument = buildOpenApiDocument(routes);
    }
    return new HttpResponse(200, openApiDocument, { 'cache-control': 'public, max-age=300' });
  },
});
