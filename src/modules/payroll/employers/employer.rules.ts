import type { RuleMap } from '../../../graphql/permissions';
import { isPayrollUser } from '../../identity/auth/auth.rules';

/** A staff user or an API key; ownership of each employer is checked in the service (404 otherwise). */
export const employerRules: RuleMap = {
  Query: {
    payrollEmployers: isPayrollUser,
    payrollEmployerItems: isPayrollUser,
    payrollEmployer: isPayrollUser,
    payrollEmployees: isPayrollUser,
    payrollEmployeeItems: isPayrollUser,
    payrollEmployee: isPayrollUser,
  },
  Mutation: { createPayrollEmployer: isPayrollUser },
};
