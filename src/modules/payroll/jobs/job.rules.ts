import type { RuleMap } from '../../../graphql/permissions';
import { isPayrollUser } from '../../identity/auth/auth.rules';

/** Any payroll user; each job is looked up among the caller's own (404 otherwise). */
export const jobRules: RuleMap = {
  Query: {
    payrollJobs: isPayrollUser,
    payrollJob: isPayrollUser,
    payrollJobErrors: isPayrollUser,
    payrollJobDocument: isPayrollUser,
  },
  Mutation: { deleteCompletedPayrollJobs: isPayrollUser },
};
