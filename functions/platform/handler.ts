import { platformRoutes } from '../../shared/api/routes/platform';
import { buildOpenApiDocument } from '../../shared/api/openapi';
import { routes } from '../../shared/api/route-table';
import { domainHandler, HttpResponse } from '../lib/handler';

let openApiDocument: ReturnType<typeof buildOpenApiDocument> | undefined;

export const handler = domainHandler('platform', platformRoutes, {
  health: async () => ({ ok: true as const }),
  openapi: async () => {
    openApiDocument ??= buildOpenApiDocument(routes);
    return new HttpResponse(200, openApiDocument, { 'cache-control': 'public, max-age=300' });
  },
});
