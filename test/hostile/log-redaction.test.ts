import { Writable } from 'node:stream';
import type { TestApp } from '../helpers/app';
import { http } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { expectStatus, storefrontRest } from '../helpers/rest';

let t: TestApp;
let api: ReturnType<typeof storefrontRest>;
let store: StoreScenario;
const lines: string[] = [];
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

eachTestIn(
  storeScenario,
  (app, built) => {
    [t, api, store] = [app, storefrontRest(app), built];
    lines.length = 0;
  },
  { logDestination, env: { LOG_LEVEL: 'info' } },
);

const logText = () => lines.join('\n');
const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, any>);

describe('the server log', () => {
  it('keeps the code, constraint and table of a failing insert but none of its values', async () => {
    const connection = t.orm.em.getConnection();
    // A check the registration below breaks: PostgreSQL's own error then quotes the whole row.
    await connection.execute(`alter table customer add constraint customer_phone_check check (phone <> '+1 555 0199')`);
    const password = 'correct-horse-battery-staple';
    try {
      const res = await api.post('/auth/customer/register', {
        body: { email: 'leaky@example.com', password, firstName: 'Lea', lastName: 'Ky', phone: '+1 555 0199' },
        headers: store.anonymous,
      });
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|insert|customer_phone_check/);
    } finally {
      await connection.execute('alter table customer drop constraint customer_phone_check');
    }
    const failure = parsed().find((line) => line.err?.code === '23514');
    expect(failure?.err).toMatchObject({
      code: '23514',
      constraint: 'customer_phone_check',
      table: 'customer',
      message: expect.stringContaining('violates check constraint "customer_phone_check"'),
    });
    const text = logText();
    for (const leaked of [
      '$argon2',
      'argon2id',
      password,
      'leaky@example.com',
      'Failing row',
      'insert into',
      '555 0199',
    ]) {
      expect(text).not.toContain(leaked);
    }
  });

  it('redacts authorization headers and secret-shaped text in any message', async () => {
    const me = await api.get('/auth/me', { headers: store.admin.headers });
    expectStatus(me, 200);
    const request = parsed().find((line) => line.req?.url === '/api/auth/me');
    expect(request?.req.headers.authorization).toBe('[redacted]');

    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const apiKey = 'pk_live_0123456789abcdefABCDEF';
    t.app.services.logger.warn(`presented ${store.admin.accessToken} and ${apiKey} near ${hash}`);
    t.app.services.logger.info({ body: { note: `token ${store.admin.refreshToken}`, password: 'x-secret-x' } }, 'body');
    t.app.services.logger.error({ err: new Error(`could not verify ${hash}`) }, 'failure');
    const text = logText();
    for (const leaked of [store.admin.accessToken, store.admin.refreshToken, apiKey, hash, '$argon2', 'x-secret-x']) {
      expect(text).not.toContain(leaked);
    }
    expect(text).toContain('presented [redacted] and [redacted] near [redacted]');
  });

  it('logs query-string names but not their values (a password sent in a URL stays out)', async () => {
    const password = 'url-borne-password-1';
    const query = `mutation{login(input:{email:"${store.admin.email}",password:"${password}"}){tokens{accessToken}}}`;
    await http(`${t.url}/graphql?query=${encodeURIComponent(query)}`, { headers: { 'apollo-require-preflight': 'x' } });
    await api.get('/products', { query: { search: password, limit: 5 }, headers: store.anonymous });
    const urls = parsed()
      .map((line) => line.req?.url as string | undefined)
      .filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining(['/graphql?query=[redacted]', '/api/products?search=[redacted]&limit=[redacted]']),
    );
    expect(logText()).not.toContain(password);
  });
});
