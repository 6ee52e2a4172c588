import type { ApiName } from '../../graphql/errors';
import { accounting } from './accounting';
import type { ApiFormatter } from './formatter';
import { payroll } from './payroll';
import { storefront } from './storefront';

export type { ApiFormatter } from './formatter';

/** Each REST API's wire formatting, by name. */
export const FORMATTERS: Record<ApiName, ApiFormatter> = { storefront, accounting, payroll };
