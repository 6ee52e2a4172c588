import fc from 'fast-check';
import { createAddress } from '../../src/modules/storefront/addresses/address.service';
import { createProduct } from '../../src/modules/storefront/catalog/product.service';
import { createEmployer } from '../../src/modules/payroll/employers/employer.service';
import { createApiKey } from '../../src/modules/identity/api-keys/api-key.service';
import { ACCOUNTING_MOUNT, PAYROLL_MOUNT, STOREFRONT_MOUNT } from '../helpers/apis';
import type { TestApp } from '../helpers/app';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { basic, http, type JsonResponse } from '../helpers/http';
import { DocumentArbitraries } from '../helpers/openapi-arbitrary';
import {
  operationsOf,
  requestsFor,
  type GeneratedRequest,
  type Operation,
  type Seeds,
} from '../helpers/openapi-requests';
import { actingAs, eachTestIn, superAdmin } from '../helpers/scenarios';
import { addressInput, VITAMIN_C } from '../helpers/storefront-scenarios';
import { businessScenario } from '../helpers/accounting-scenarios';
import { addEmployees } from '../helpers/payroll-scenarios';
import type { AddressInput } from '../../src/modules/storefront/addresses/address.types';
import { seedByLists, seedResources } from './openapi-generated-seeds';

/**
 * Requests generated from the three served OpenAPI documents alone, for every operation: ones
 * that conform to its parameter and body schemas, and ones that break exactly one rule. Each
 * answer is held to the document (a documented status, its media type, its body schema, its
 * required headers: `http` checks them), is never a 5xx, and a request breaking a rule is refused
 * with a 4xx. The cases are counted (`numRuns`), never timed; the seed is printed and
 * `OPENAPI_SEED=<seed>` repeats exactly those cases, `OPENAPI_RUNS=<n>` sets how many per operation.
 */

const SEED = Number(process.env.OPENAPI_SEED ?? 20_261_127);
const RUNS = Number(process.env.OPENAPI_RUNS ?? 6);
/** Hang guards only: the cases are counted, never timed. */
const HANG_GUARD_MS = 60_000;
const FILE_GUARD_MS = 15 * 60_000;

interface Api {
  mount: string;
  gen: DocumentArbitraries;
  seeds: Seeds;
  /** Credentials the document's security schemes take, and none. */
  callers: Record<string, Record<string, string>>;
}

let t: TestApp;
let stripe: FakeStripe;
let apis: Map<string, Api>;
let sent = 0;

/**
 * A business (store, accounting and payroll owner) with a product, a customer address, an employer
 * with two employees, an API key and the resources the generated requests name; then, per API, its
 * served document, the callers its security schemes take, and the values its lists answer (the
 * seeds of path and body parameters).
 */
async function generatedRequestsScenario(app: TestApp): Promise<Map<string, Api>> {
  const store = await businessScenario(app, 'generated-store');
  const asAdmin = actingAs(app, store.admin.principal, store.tenant.slug);
  const product = await createProduct(asAdmin, VITAMIN_C);
  await createAddress(actingAs(app, store.customer.principal, store.tenant.slug), addressInput() as AddressInput);
  const employer = await createEmployer(asAdmin, { name: 'Generated Ltd', alternativeIdentifier: null });
  await addEmployees(app, employer.id, ['E1', 'E2']);
  const owner = basic(store.admin.email, store.admin.password);
  const { key } = await createApiKey(asAdmin, { name: 'generated requests' });
  const root = await superAdmin(app);
  const bearer = (headers: Record<string, string>) => ({ authorization: headers.authorization });
  const callers = {
    [STOREFRONT_MOUNT]: {
      admin: bearer(store.admin.headers),
      customer: bearer(store.customer.headers),
      superAdmin: bearer(root.headers),
      none: {},
    },
    [ACCOUNTING_MOUNT]: { admin: bearer(store.admin.headers), none: {} },
    // Both forms of the Basic scheme: the owner's password, and a personal API key.
    [PAYROLL_MOUNT]: { owner, apiKey: basic('generated', key), none: {} },
  };
  await seedResources(app, { store, productId: product.id, employerId: employer.id, payroll: owner });
  const built = new Map<string, Api>();
  for (const [mount, headers] of Object.entries(callers)) {
    const document = (await http(`${app.url}${mount}/openapi.json`)).body;
    const gen = new DocumentArbitraries(document);
    const values = await seedByLists(`${app.url}${mount}`, operationsOf(document), Object.values(headers), {
      'x-tenant-slug': store.tenant.slug,
      'x-business': store.tenant.id,
    });
    built.set(mount, { mount, gen, seeds: { values }, callers: headers });
  }
  return built;
}

beforeAll(async () => {
  console.log(`OpenAPI generated requests: seed ${SEED}, ${RUNS} per operation (OPENAPI_SEED=${SEED} repeats them)`);
  stripe = await startFakeStripe();
});
eachTestIn(
  generatedRequestsScenario,
  (app, built) => ([t, apis] = [app, built]),
  () => ({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_generated',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_generated',
      STRIPE_WEBHOOK_SECRET: 'whsec_generated',
      STRIPE_API_BASE: stripe.url,
    },
  }),
  { once: true },
);
afterAll(async () => {
  console.log(`OpenAPI generated requests: ${sent} requests sent (seed ${SEED})`);
  await stripe?.close();
});

/** Reads first, writes next, deletions last, and the store's own settings after everything else. */
function rank(op: Operation): number {
  const byMethod = { get: 0, post: 1, put: 1, patch: 1, delete: 2 }[op.method] ?? 1;
  return (op.template.startsWith('/tenants') && op.method !== 'get' ? 3 : 0) + byMethod;
}

async function send(api: Api, request: GeneratedRequest, caller: Record<string, string>): Promise<JsonResponse> {
  const headers: Record<string, string> = { ...request.headers, ...caller };
  let body: RequestInit['body'];
  if (request.contentType === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries((request.body ?? {}) as Record<string, unknown>)) {
      if (name === 'file' && typeof value === 'string') form.append(name, new Blob([value]), 'generated.csv');
      else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
    body = form;
  } else if (request.contentType) {
    headers['content-type'] = request.contentType;
    body = JSON.stringify(request.body);
  }
  const attempt = () => {
    sent++;
    return http(`${t.url}${api.mount}${request.path}`, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(HANG_GUARD_MS),
    });
  };
  try {
    return await attempt();
  } catch (error) {
    // A kept-alive connection the server closed as idle just as the request went out on it: sent
    // again once, on a new connection, as HTTP clients do. Any other failure, or a second one, stands.
    if (!isClosedConnection(error)) throw error;
    return attempt();
  }
}

function isClosedConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as Error).message === 'fetch failed' && ['UND_ERR_SOCKET', 'ECONNRESET'].includes(cause?.code ?? '');
}

function describeRequest(request: GeneratedRequest, caller: string): string {
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body)?.slice(0, 400)}`;
  const broken = request.breaks ? ` (breaks ${request.breaks})` : '';
  return `${request.mode} ${request.method} ${request.path} as ${caller}${broken}\nheaders ${JSON.stringify(request.headers)}${body}`;
}

/** Each API's requests start from the scenario as built (restored before each test); the storefront last. */
const MOUNTS = [ACCOUNTING_MOUNT, PAYROLL_MOUNT, STOREFRONT_MOUNT];

/** Whether the operation can be called without credentials (`{}` among its security requirements). */
function openToAnyone(op: Operation, document: Record<string, any>): boolean {
  const security = (op.operation.security ?? document.security ?? []) as object[];
  return security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
}

describe.each(MOUNTS)('requests generated from %s/openapi.json', (mount) => {
  it(
    'every operation answers what its document states, and refuses what breaks it',
    async () => {
      const api = apis.get(mount)!;
      const operations = operationsOf(api.gen.document).sort((a, b) => rank(a) - rank(b));
      const authorized = fc.constantFrom(...Object.keys(api.callers).filter((name) => name !== 'none'));
      // Positive requests come now and then without credentials; negative ones with, so as to reach validation.
      const anyone = fc.oneof({ weight: 4, arbitrary: authorized }, { weight: 1, arbitrary: fc.constant('none') });
      const failures: string[] = [];
      const succeeded = new Set<string>();
      for (const op of operations) {
        const name = `${op.method.toUpperCase()} ${op.template}`;
        const { positive, negative } = requestsFor(api.gen, op, api.seeds);
        const cases = fc.oneof(fc.tuple(positive, anyone), ...(negative ? [fc.tuple(negative, authorized)] : []));
        const property = fc.asyncProperty(cases, async ([generated, callerName]) => {
          const described = describeRequest(generated, callerName);
          let res: JsonResponse;
          try {
            res = await send(api, generated, api.callers[callerName]);
          } catch (error) {
            const cause = (error as { cause?: unknown }).cause;
            throw new Error(`${described}\n${(error as Error).message}${cause ? ` (${String(cause)})` : ''}`);
          }
          const answer = `${res.status}: ${JSON.stringify(res.body)?.slice(0, 300)}`;
          if (res.status >= 500) throw new Error(`${described}\nanswered ${answer}`);
          if (res.status >= 400) return;
          if (generated.mode === 'negative') throw new Error(`${described}\naccepted with ${answer}`);
          if (callerName === 'none' && !openToAnyone(op, api.gen.document)) {
            throw new Error(`${described}\nanswered ${answer} without the credentials its security requires`);
          }
          succeeded.add(name);
        });
        const outcome = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
        if (outcome.failed) {
          const error = outcome.errorInstance as Error | undefined;
          failures.push(`${name} (seed ${SEED}, path ${outcome.counterexamplePath}): ${error?.message}`);
        }
      }
      console.log(
        `${mount}: ${operations.length} operations, ${succeeded.size} answered a generated request with a 2xx`,
      );
      expect(failures).toEqual([]);
      // The seeds and credentials reach the operations: a generated request succeeds on a third or more of them.
      expect(succeeded.size).toBeGreaterThanOrEqual(Math.ceil(operations.length / 3));
    },
    FILE_GUARD_MS,
  );
});
