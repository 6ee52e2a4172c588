import type { RuleMap } from '../../../graphql/permissions';
import { isPayrollUser } from '../../identity/auth/auth.rules';

/** Any payroll user; the employer must be the caller's (404 otherwise). */
export const importRules: RuleMap = {
  Mutation: {
    importPayrollEmployees: isPayrollUser,
    importPayrollPay: isPayrollUser,
    importPayrollLeave: isPayrollUser,
    importPayrollPensionMemberships: isPayrollUser,
    importPayrollRoles: isPayrollUser,
  },
};
