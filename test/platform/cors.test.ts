import { type TestApp } from '../helpers/app';
import { testsOnApp } from '../helpers/scenarios';

const preflight = (t: TestApp, origin: string) =>
  fetch(`${t.url}/graphql`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
const simple = (t: TestApp, origin: string) => fetch(`${t.url}/healthz`, { headers: { origin } });

describe('CORS_ORIGINS', () => {
  let t: TestApp;
  testsOnApp((app) => (t = app), { env: { CORS_ORIGINS: 'https://shop.example, https://admin.example' } });

  it('allows each listed origin, by name, on preflights and on answers', async () => {
    for (const origin of ['https://shop.example', 'https://admin.example']) {
      const res = await preflight(t, origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect((await simple(t, origin)).headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('does not allow an origin that is not listed', async () => {
    for (const origin of ['https://evil.example', 'https://shop.example.evil.example', 'http://shop.example']) {
      expect((await preflight(t, origin)).headers.get('access-control-allow-origin')).toBeNull();
      expect((await simple(t, origin)).headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('without CORS_ORIGINS', () => {
  let t: TestApp;
  testsOnApp((app) => (t = app));

  it('allows any origin (*): each is answered with its own name', async () => {
    for (const origin of ['https://anywhere.example', 'http://localhost:3000']) {
      expect((await preflight(t, origin)).headers.get('access-control-allow-origin')).toBe(origin);
      expect((await simple(t, origin)).headers.get('access-control-allow-origin')).toBe(origin);
    }
  });
});
