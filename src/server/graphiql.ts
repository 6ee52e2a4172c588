import { dirname, join } from 'node:path';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { Express } from 'express';

/** Where the explorer is served: a page, its initializer and the npm assets it loads. */
export const GRAPHIQL_PATH = '/graphiql';

/**
 * Only the page's own origin, and no inline script. GraphiQL's editors set inline styles and its
 * stylesheet embeds its fonts and icons as data: URIs.
 */
export const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** The browser builds of GraphiQL and React it needs, read from node_modules (never a CDN). */
const ASSETS: Record<string, string> = {
  'react.production.min.js': join(packageDir('react'), 'umd', 'react.production.min.js'),
  'react-dom.production.min.js': join(packageDir('react-dom'), 'umd', 'react-dom.production.min.js'),
  'graphiql.min.js': join(packageDir('graphiql'), 'graphiql.min.js'),
  'graphiql.min.css': join(packageDir('graphiql'), 'graphiql.min.css'),
};

const PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>GraphiQL</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="${GRAPHIQL_PATH}/assets/graphiql.min.css">
    <link rel="stylesheet" href="${GRAPHIQL_PATH}/page.css">
  </head>
  <body>
    <div id="graphiql">Loading GraphiQL…</div>
    <script src="${GRAPHIQL_PATH}/assets/react.production.min.js"></script>
    <script src="${GRAPHIQL_PATH}/assets/react-dom.production.min.js"></script>
    <script src="${GRAPHIQL_PATH}/assets/graphiql.min.js"></script>
    <script src="${GRAPHIQL_PATH}/init.js"></script>
  </body>
</html>
`;

const PAGE_CSS = `html, body { height: 100%; margin: 0; overflow: hidden; }
#graphiql { height: 100vh; }
`;

const DEFAULT_QUERY = `# GraphiQL, served by this server from its own files: it works offline and behind proxies.
# Sign in with the login mutation, then add headers below, e.g.
# {"Authorization": "Bearer <accessToken>", "X-Tenant-Slug": "<store slug>"}

query Store {
  tenantInfo {
    name
    slug
  }
}
`;

/** The initializer, a file of its own so that the page needs no inline script. */
const INIT = `(function () {
  var fetcher = GraphiQL.createFetcher({ url: window.location.origin + '/graphql' });
  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  root.render(
    React.createElement(GraphiQL, {
      fetcher: fetcher,
      defaultQuery: ${JSON.stringify(DEFAULT_QUERY)},
      defaultEditorToolsVisibility: 'headers',
      shouldPersistHeaders: true,
    }),
  );
})();
`;

/**
 * Serves GraphiQL at `/graphiql` from npm assets, like `/docs` serves Swagger UI. Mount it only
 * when introspection is on: the explorer builds its editor from the schema.
 */
export function mountGraphiql(app: Express): void {
  app.get(`${GRAPHIQL_PATH}/assets/:file`, (req, res, next) => {
    const file = ASSETS[req.params.file];
    if (!file) return next();
    res.sendFile(file, { maxAge: '1h' });
  });
  app.get(`${GRAPHIQL_PATH}/init.js`, (_req, res) => {
    res.type('application/javascript').send(INIT);
  });
  app.get(`${GRAPHIQL_PATH}/page.css`, (_req, res) => {
    res.type('text/css').send(PAGE_CSS);
  });
  app.get(GRAPHIQL_PATH, (_req, res) => {
    res.setHeader('Content-Security-Policy', GRAPHIQL_CSP);
    res.type('html').send(PAGE);
  });
}

/** What the Sandbox landing page says when Apollo's CDN cannot be reached. */
export const SANDBOX_FALLBACK_LINK =
  `<p>This server also serves an explorer from its own files, which works offline: ` +
  `<a href="${GRAPHIQL_PATH}">open GraphiQL</a>.</p>`;

/**
 * Wraps a landing page plugin (Apollo's Sandbox) so that its page links to GraphiQL: the Sandbox
 * loads from Apollo's CDN and, behind a proxy or offline, shows only its fallback text.
 */
export function withGraphiqlLink<T extends BaseContext>(plugin: ApolloServerPlugin<T>): ApolloServerPlugin<T> {
  const addLink = (html: string) => {
    const fallbackEnd = html.indexOf('</p>', html.indexOf('class="fallback"'));
    if (fallbackEnd < 0) return html.replace('</body>', `${SANDBOX_FALLBACK_LINK}</body>`);
    const at = fallbackEnd + '</p>'.length;
    return `${html.slice(0, at)}\n  ${SANDBOX_FALLBACK_LINK}${html.slice(at)}`;
  };
  return {
    ...plugin,
    async serverWillStart(service) {
      const listener = await plugin.serverWillStart?.(service);
      if (!listener?.renderLandingPage) return listener;
      const render = listener.renderLandingPage.bind(listener);
      return {
        ...listener,
        async renderLandingPage() {
          const page = await render();
          const html = page.html;
          return { html: typeof html === 'string' ? addLink(html) : async () => addLink(await html()) };
        },
      };
    },
  };
}
