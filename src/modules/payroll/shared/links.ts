import type { RequestContext } from '../../../graphql/context';

/**
 * The absolute address of a payroll REST path (`/employers/{id}`), as the answers' `url`, `uri`
 * and `Location` carry it: clients generated from the Staffology document follow them as given.
 */
export function payrollLink(ctx: Pick<RequestContext, 'publicUrl'>, path: string): string {
  return `${ctx.publicUrl}/payroll${path}`;
}
