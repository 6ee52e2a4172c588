import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config/paths';
import { within } from '../helpers/bounded';
import { freePort } from '../helpers/own-services';
import { basic, Caller, type Sent } from './client';
import { Balancer, Instance, MIGRATE, STEP_MS, type Stop } from './processes';

// What both fleet tests share: three instances of the built server behind HAProxy
// (test/fleet/haproxy.cfg), a store set up through it, and the mixed load its customers send
// (browsing, carts, keyed checkouts, payments, one payroll CSV import).

export const HAPROXY_CONFIG = path.join(PROJECT_ROOT, 'test/fleet/haproxy.cfg');
/** The bearer token of the instances' /metrics. */
export const METRICS_TOKEN = 'm'.repeat(32);
const SECRETS = { JWT_ACCESS_SECRET: 'f'.repeat(40), JWT_REFRESH_SECRET: 'g'.repeat(40) };
const ADMIN = { email: 'fleet-admin@example.com', password: 'fleet-password-1' };
export const STORE = 'fleet-store';
export const INITIAL_STOCK = 1_000_000;
const PRODUCTS = 8;

export interface AppsOptions {
  databaseUrl: string;
  readUrl: string;
  redisUrl: string;
  /** The instances' DATA_DIR (uploads, import files). */
  dataDir: string;
  /** How long a retiring instance answers 503 on /readyz before it closes its listener. */
  drainMs: number;
}

/** Three instances and their balancer. */
export interface Apps {
  apps: Instance[];
  balancer: Balancer;
  /** The balancer's public address. */
  url: string;
}

/**
 * Migrates (the release step, once), then starts app1..app3 (MIGRATE_ON_START=false) and HAProxy
 * in front of them; `stops` gets what stops them.
 */
export async function startApps(options: AppsOptions, stops: Stop[]): Promise<Apps> {
  const common: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl,
    DATABASE_READ_URL: options.readUrl,
    REDIS_URL: options.redisUrl,
    DATA_DIR: options.dataDir,
    MIGRATE_ON_START: 'false',
    TRUST_PROXY: 'loopback',
    PAYMENT_GATEWAY: 'development',
    SUPER_ADMIN_EMAIL: ADMIN.email,
    SUPER_ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_MAX: '1000000',
    LOGIN_RATE_LIMIT_MAX: '5',
    SHUTDOWN_DRAIN_MS: String(options.drainMs),
    // Requests in flight on a retiring instance finish, however slow the machine.
    SHUTDOWN_TIMEOUT_MS: '30000',
    JOB_EXPIRE_SECONDS: '3',
    JOB_POLL_INTERVAL_MS: '500',
    // Each instance's /metrics, read by the failover scenario ({@link METRICS_TOKEN}).
    METRICS_TOKEN,
    ...SECRETS,
  };

  const migrate = spawnSync(process.execPath, [MIGRATE, 'up'], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', ...common },
    encoding: 'utf8',
    timeout: STEP_MS,
  });
  if (migrate.status !== 0) throw new Error(`npm run migrate failed: ${migrate.stderr}${migrate.stdout}`);

  const apps: Instance[] = [];
  for (const name of ['app1', 'app2', 'app3']) apps.push(new Instance(name, await freePort(), common));
  stops.push(() => {
    for (const app of apps) app.kill('SIGKILL');
  });
  // The first start creates the super administrator; the others find it.
  await within(STEP_MS, 'app1 ready', apps[0].start());
  await within(STEP_MS, 'app2 and app3 ready', Promise.all(apps.slice(1).map((app) => app.start())));
  const [port, statsPort] = [await freePort(), await freePort()];
  const env: Record<string, string> = { FLEET_BIND: `127.0.0.1:${port}`, FLEET_STATS: `127.0.0.1:${statsPort}` };
  apps.forEach((app, i) => (env[`FLEET_APP${i + 1}`] = `127.0.0.1:${app.port}`));
  const balancer = await Balancer.start(HAPROXY_CONFIG, env, `http://127.0.0.1:${statsPort}/stats;csv`);
  stops.push(() => balancer.stop());
  await balancer.allUp(
    'app',
    apps.map((app) => app.name),
  );
  return { apps, balancer, url: `http://127.0.0.1:${port}` };
}

/** The store the load shops in, and the payroll employer it imports into. */
export interface Store {
  products: string[];
  /** The API key's secret (payroll's Basic credentials: `fleet` and it). */
  key: string;
  employerId: string;
  users: { i: number; client: Caller }[];
}

/**
 * The set-up, through the balancer: a store with products, customers (each with an address and a
 * token of its own, recording into `sent`), an API key and a payroll employer.
 */
export async function setUpStore(url: string, users: number, sent: Sent[]): Promise<Store> {
  const setup = new Caller(url, '198.51.100.1', undefined);
  const signedIn = await setup.must('POST', '/api/auth/login', ADMIN, 200);
  const superAdmin = setup.as({ authorization: `Bearer ${(signedIn.tokens as { accessToken: string }).accessToken}` });
  await superAdmin.must(
    'POST',
    '/api/tenants',
    {
      name: 'Fleet Store',
      slug: STORE,
      adminEmail: 'owner@fleet.example',
      adminPassword: 'fleet-password-1',
      adminFirstName: 'Fleet',
      adminLastName: 'Owner',
    },
    201,
  );
  const ownerTokens = await setup
    .as({ 'x-tenant-slug': STORE })
    .must('POST', '/api/auth/login', { email: 'owner@fleet.example', password: 'fleet-password-1' }, 200);
  const owner = setup.as({
    'x-tenant-slug': STORE,
    authorization: `Bearer ${(ownerTokens.tokens as { accessToken: string }).accessToken}`,
  });
  const products: string[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const product = await owner.must(
      'POST',
      '/api/products',
      { name: `Fleet product ${i}`, price: 3 + i, stockQuantity: INITIAL_STOCK, trackInventory: true },
      201,
    );
    products.push(String(product.id));
  }
  const key = (
    await superAdmin.must(
      'POST',
      '/graphql',
      { query: 'mutation { createApiKey(input: { name: "fleet" }) { key } }' },
      200,
    )
  ).createApiKey as { key: string };
  const payroll = setup.as(basic('fleet', key.key));
  const employer = await payroll.must('POST', '/payroll/employers', { name: 'Fleet Employer' }, 201);

  const customers = await Promise.all(
    Array.from({ length: users }, async (_, i) => {
      const client = new Caller(url, `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`, sent, {
        'x-tenant-slug': STORE,
      });
      const registered = await client.must(
        'POST',
        '/api/auth/customer/register',
        { email: `shopper${i}@fleet.example`, password: 'fleet-password-1', firstName: 'Shop', lastName: `Per${i}` },
        201,
      );
      const token = (registered.tokens as { accessToken: string }).accessToken;
      return { i, client: client.as({ authorization: `Bearer ${token}` }) };
    }),
  );
  sent.length = 0;
  return { products, key: key.key, employerId: String(employer.id), users: customers };
}

/** The employee CSV of the import: `rows` new employees with unique payroll codes. */
export function employeeCsv(rows: number): Buffer {
  const lines = ['Payroll Code,First Name,Surname,Date of Birth,Join Date,Email,Pay Basis,Pay Amount'];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push(
      `F${String(i).padStart(7, '0')},First${i},Last${i},1980-${month}-${day},2020-${month}-${day},f${i}@example.com,Monthly,${2000 + (i % 500)}`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

export const address = {
  firstName: 'Fleet',
  lastName: 'Shopper',
  phone: '+1 555 0100',
  line1: '1 Load Street',
  line2: null,
  city: 'Springfield',
  state: null,
  postalCode: '49007',
  country: 'US',
};
