import type { ApiName } from '../graphql/errors';
import type { AppModule } from '../modules/module';
import type { RestApi } from './compile';
import { FORMATTERS } from './formatters';

const API_META: Record<ApiName, Omit<RestApi, 'routes' | 'formatter' | 'name'>> = {
  storefront: {
    title: 'Storefront API',
    description:
      'Multi-tenant online store: tenants, staff and customer login, catalog, cart, orders and card payments.',
    mount: '/api',
    jsonTypes: ['application/json'],
    rateLimited: true,
    scopeHeader: {
      name: 'X-Tenant-Slug',
      description:
        'The store (its slug). Needed on store routes unless the token is of a store member; 404 when unknown, 403 with another store’s token.',
    },
  },
  accounting: {
    title: 'Accounting API v3.1',
    description: 'Ledger API: purchase credit notes, attachments, ledger account types and service rate types.',
    mount: '/accounting/v3.1',
    jsonTypes: ['application/json'],
    scopeHeader: {
      name: 'X-Business',
      description: 'The business (its id); the caller’s own by default. 404 when unknown, 403 for another’s.',
    },
  },
  payroll: {
    title: 'Payroll API',
    description: 'Background jobs and employer imports (CSV and JSON), HTTP Basic authentication.',
    mount: '/payroll',
    jsonTypes: ['application/json', 'application/json-patch+json', 'text/json', 'application/*+json'],
    requiresPrincipal: true,
  },
};

export const API_NAMES = Object.keys(API_META) as ApiName[];

/** The three REST APIs, each with the routes the modules contribute to it. */
export function restApis(modules: AppModule[]): RestApi[] {
  return API_NAMES.map((name) => ({
    name,
    ...API_META[name],
    formatter: FORMATTERS[name],
    routes: modules
      .flatMap((m) => m.routes ?? [])
      .filter((t) => t.api === name)
      .flatMap((t) => t.routes),
  }));
}
