import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { type TestApp } from '../helpers/app';
import { testsOnApp } from '../helpers/scenarios';
import { http } from '../helpers/http';

/**
 * The server computes helmet's headers once at boot and replays them: every answer must carry
 * exactly what helmet itself would set, and GraphQL answers stay uncacheable.
 */
let t: TestApp;
let reference: Server;
let referenceUrl: string;

testsOnApp((app) => (t = app));
beforeAll(async () => {
  const app = express();
  app.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));
  app.get('/', (_req, res) => {
    res.json({});
  });
  reference = createServer(app);
  await new Promise<void>((resolve) => reference.listen(0, '127.0.0.1', () => resolve()));
  referenceUrl = `http://127.0.0.1:${(reference.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => reference.close(() => resolve()));
});

/** The headers helmet is responsible for (those a bare Express answer does not carry). */
async function helmetHeaders(): Promise<Record<string, string>> {
  const withHelmet = (await fetch(referenceUrl)).headers;
  const names = [...withHelmet.keys()].filter(
    (name) => !['content-type', 'content-length', 'etag', 'date', 'connection', 'keep-alive'].includes(name),
  );
  return Object.fromEntries(names.map((name) => [name, withHelmet.get(name)!]));
}

describe('security and caching headers', () => {
  it('carries exactly helmet’s headers on REST, GraphQL, health and 404 answers', async () => {
    const expected = await helmetHeaders();
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['x-content-type-options', 'strict-transport-security']),
    );
    for (const path of ['/healthz', '/api/tenants/info', '/no/such/path']) {
      const res = await fetch(`${t.url}${path}`, { headers: { 'x-tenant-slug': 'none' } });
      const got = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers.get(name)]));
      expect({ path, headers: got }).toEqual({ path, headers: expected });
    }
  });

  it('answers GraphQL with Cache-Control: no-store, as Apollo’s cache-control plugin would', async () => {
    const res = await http(`${t.url}/graphql`, { method: 'POST', json: { query: '{ __typename }' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const refused = await http(`${t.url}/graphql`, { method: 'POST', json: { query: '{ nope }' } });
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});
