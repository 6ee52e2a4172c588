import express, { type Express } from 'express';
import type { GraphQLSchema } from 'graphql';
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path';
import type { RuleMap } from '../graphql/permissions';
import type { CompiledRoute, RestApi } from '../rest/compile';
import { buildOpenApi } from '../rest/openapi';

/** Only the page's own origin; Swagger UI sets inline styles and draws its icons from data: URIs. */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const DOCS_PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <title>API documentation</title>
    <link rel="stylesheet" type="text/css" href="/docs/assets/swagger-ui.css">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/docs/assets/swagger-ui-bundle.js" charset="UTF-8"></script>
    <script src="/docs/assets/swagger-ui-standalone-preset.js" charset="UTF-8"></script>
    <script src="/docs/init.js" charset="UTF-8"></script>
  </body>
</html>
`;

/** The initializer, a file of its own so that the page needs no inline script. */
function initScript(apis: RestApi[]): string {
  const urls = apis.map((api) => ({ url: `${api.mount}/openapi.json`, name: api.title }));
  // validatorUrl: null keeps Swagger UI from loading its badge from swagger.io.
  return `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    urls: ${JSON.stringify(urls)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
  });
});
`;
}

/**
 * Serves each API's OpenAPI document at `<mount>/openapi.json` and an offline Swagger UI at
 * `/docs`. Must be called before the REST routers are mounted: each ends in a catch-all 404
 * that would otherwise answer `<mount>/openapi.json`.
 */
export function mountDocs(
  app: Express,
  compiled: { api: RestApi; routes: CompiledRoute[] }[],
  schema: GraphQLSchema,
  rules: RuleMap,
): void {
  const apis = compiled.map(({ api }) => api);
  for (const { api, routes } of compiled) {
    // Built once, from the documents the routes run: they and the schema do not change while the server runs.
    const document = JSON.stringify(buildOpenApi(api, routes, schema, rules));
    app.get(`${api.mount}/openapi.json`, (_req, res) => {
      res.type('application/json').send(document);
    });
  }
  const init = initScript(apis);
  app.use('/docs/assets', express.static(getAbsoluteFSPath(), { index: false }));
  app.get('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(init);
  });
  app.get('/docs', (_req, res) => {
    res.setHeader('Content-Security-Policy', DOCS_CSP);
    res.type('html').send(DOCS_PAGE);
  });
}
