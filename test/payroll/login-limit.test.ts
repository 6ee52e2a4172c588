import type { TestApp } from '../helpers/app';
import { eachTestIn } from '../helpers/scenarios';
import { basic, payroll, payrollWorld, type PayrollWorld } from './support';
import { expectStatus, storefrontRest } from '../helpers/rest';

let t: TestApp;
let w: PayrollWorld;

eachTestIn(
  payrollWorld,
  (app, built) => ([t, w] = [app, built]),
  { env: { LOGIN_RATE_LIMIT_MAX: '3' } },
  { once: true },
);

describe('failed payroll Basic logins', () => {
  it('count against the login limit shared with the sign-in routes: past it, 429 on payroll and on /api/auth/login', async () => {
    const wrong = { id: w.alice.id, headers: basic(w.store.admin.email, 'not-the-password') };
    // A valid credential spends nothing.
    for (let i = 0; i < 5; i++) expect((await payroll(t, w.alice).get('/employers')).status).toBe(200);
    const refused = [];
    for (let i = 0; i < 3; i++) refused.push((await payroll(t, wrong).get('/employers')).status);
    expect(refused).toEqual([401, 401, 401]);
    const limited = await payroll(t, wrong).get('/employers');
    expectStatus(limited, 429);
    expect(limited.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // The same budget as the storefront's sign-in: it is spent too.
    const login = await storefrontRest(t).post('/auth/login', {
      body: { email: w.store.admin.email, password: 'not-the-password' },
    });
    expect(login.status).toBe(429);
    // A guessed API key (any username) is refused by the same limit.
    const key = { id: w.alice.id, headers: basic('anyone', `pk_${'a'.repeat(12)}.${'b'.repeat(32)}`) };
    expect((await payroll(t, key).get('/employers')).status).toBe(429);
  });
});
