import { http } from '../helpers/http';
import { type TestApp } from '../helpers/app';
import { testsOnApp } from '../helpers/scenarios';

let t: TestApp;
testsOnApp((app) => (t = app));

describe('health endpoints', () => {
  it('/healthz answers 200 while the process is up, without an envelope', async () => {
    const res = await http(`${t.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 listing each dependency checked while all are usable', async () => {
    const res = await http(`${t.url}/readyz`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { database: 'up', queue: 'up' } });
  });

  it('every response carries a request id, echoing a well-formed incoming one', async () => {
    const own = await http(`${t.url}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(own.headers.get('x-request-id')).toBe('abc-123');
    const generated = await http(`${t.url}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an unknown path outside the APIs answers a JSON 404', async () => {
    const res = await http(`${t.url}/nowhere`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found', path: '/nowhere' });
  });

  // Last: draining cannot be undone.
  it('once draining (the first step of SIGTERM), /readyz answers 503 while requests are still served, each closing its connection', async () => {
    t.app.drain();
    const ready = await http(`${t.url}/readyz`);
    expect([ready.status, ready.body]).toEqual([503, { status: 'draining' }]);
    const served = await http(`${t.url}/healthz`);
    expect([served.status, served.headers.get('connection')]).toEqual([200, 'close']);
  });
});
