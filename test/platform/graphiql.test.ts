import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { GRAPHIQL_CSP } from '../../src/server/graphiql';
import { describeUrls } from '../../src/server/http';
import { startTestApp, type TestApp } from '../helpers/app';
import { http } from '../helpers/http';
import { storeScenario, testsOnApp } from '../helpers/scenarios';
import { describeWith } from '../helpers/describe-with';
import { programPath } from '../helpers/prerequisites';

const packageFile = (name: string, ...path: string[]) =>
  readFileSync(join(dirname(require.resolve(`${name}/package.json`)), ...path));

let t: TestApp;

testsOnApp((app) => (t = app));

describe('GraphiQL at /graphiql (served from npm assets)', () => {
  it('serves a page with a strict CSP and no inline script', async () => {
    const page = await http(`${t.url}/graphiql`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(GRAPHIQL_CSP);
    expect(GRAPHIQL_CSP).toContain("script-src 'self';");
    expect(GRAPHIQL_CSP).toContain("connect-src 'self';");
    const html = page.body as string;
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attrs]) => /src="([^"]+)"/.exec(attrs)?.[1])).toEqual([
      '/graphiql/assets/react.production.min.js',
      '/graphiql/assets/react-dom.production.min.js',
      '/graphiql/assets/graphiql.min.js',
      '/graphiql/init.js',
    ]);
    expect(scripts.every(([, , body]) => body.trim() === '')).toBe(true);
    // Nothing from another origin.
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('serves GraphiQL 3.9 and React 18 from node_modules, and its initializer as a file', async () => {
    const assets = {
      'react.production.min.js': packageFile('react', 'umd', 'react.production.min.js'),
      'react-dom.production.min.js': packageFile('react-dom', 'umd', 'react-dom.production.min.js'),
      'graphiql.min.js': packageFile('graphiql', 'graphiql.min.js'),
      'graphiql.min.css': packageFile('graphiql', 'graphiql.min.css'),
    };
    for (const [name, content] of Object.entries(assets)) {
      const res = await fetch(`${t.url}/graphiql/assets/${name}`);
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
      expect(res.headers.get('content-type')).toMatch(name.endsWith('.css') ? /^text\/css/ : /javascript/);
      expect(Buffer.from(await res.arrayBuffer()).equals(content)).toBe(true);
    }
    expect(JSON.parse(packageFile('graphiql', 'package.json').toString()).version).toBe('3.9.0');
    expect(JSON.parse(packageFile('react', 'package.json').toString()).version).toBe('18.3.1');
    const init = await http(`${t.url}/graphiql/init.js`);
    expect(init.headers.get('content-type')).toMatch(/javascript/);
    expect(init.body).toContain("url: window.location.origin + '/graphql'");
    // Only the named assets: no path into node_modules.
    for (const path of ['/graphiql/assets/package.json', '/graphiql/assets/..%2Fpackage.json', '/graphiql/assets/x']) {
      expect((await http(`${t.url}${path}`)).status).toBe(404);
    }
  });

  it('is linked from the start-up banner and from the Sandbox landing page', async () => {
    expect(describeUrls(t.url, t.app)).toContain(`GraphiQL: ${t.url}/graphiql (served locally, works offline)`);
    const landing = await http(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(landing.status).toBe(200);
    const html = landing.body as string;
    expect(html).toContain('Apollo Sandbox cannot be loaded');
    expect(html).toMatch(/<a href="\/graphiql">open GraphiQL<\/a>/);
  });

  it('is not served, linked or announced when introspection is off', async () => {
    const closed = await startTestApp({ orm: t.orm, env: { GRAPHQL_INTROSPECTION: 'false' } });
    try {
      for (const path of ['/graphiql', '/graphiql/init.js', '/graphiql/assets/graphiql.min.js']) {
        expect((await http(`${closed.url}${path}`)).status).toBe(404);
      }
      expect(describeUrls(closed.url, closed.app).join('\n')).not.toContain('graphiql');
      const landing = await http(`${closed.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(String(landing.body)).not.toContain('/graphiql');
    } finally {
      await closed.close();
    }
  });
});

describeWith(['chromium'], 'GraphiQL in headless Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: programPath('chromium'),
      args: ['--disable-gpu', '--disable-dev-shm-usage'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders, runs a query against the real app and shows its result, loading nothing from elsewhere', async () => {
    await t.clean();
    const store = await storeScenario(t, 'graphiql-store');
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('request', (request) => {
      if (!request.url().startsWith(t.url) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    // GraphiQL keeps its editors in localStorage: start with this query and the store's header.
    await page.addInitScript(
      ({ query, headers }) => {
        // Runs in the page (the test's own typings have no DOM).
        const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } })
          .localStorage;
        storage.setItem('graphiql:query', query);
        storage.setItem('graphiql:headers', headers);
      },
      {
        query: '{ tenantInfo { name slug } }',
        headers: JSON.stringify({ 'X-Tenant-Slug': store.tenant.slug }),
      },
    );

    await page.goto(`${t.url}/graphiql`);
    await page.locator('.graphiql-container').waitFor({ timeout: 30_000 });
    await page.locator('.graphiql-execute-button').click();
    const result = page.locator('.result-window');
    await result.getByText(`"name": "${store.tenant.name}"`).waitFor({ timeout: 30_000 });
    // The result pane is a CodeMirror editor; its value is the response GraphiQL received.
    const shown = JSON.parse(
      await result
        .locator('.CodeMirror')
        .evaluate((editor) => (editor as unknown as { CodeMirror: { getValue(): string } }).CodeMirror.getValue()),
    );
    expect(shown).toEqual({ data: { tenantInfo: { name: store.tenant.name, slug: 'graphiql-store' } } });

    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  }, 90_000);
});
