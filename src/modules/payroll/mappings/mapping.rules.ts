import type { RuleMap } from '../../../graphql/permissions';
import { isPayrollUser } from '../../identity/auth/auth.rules';

/** Any payroll user; the employer must be the caller's (404 otherwise). */
export const mappingRules: RuleMap = {
  Query: {
    paymentsCsvMappings: isPayrollUser,
    paymentsCsvMapping: isPayrollUser,
    paymentsCsvMappingTemplate: isPayrollUser,
  },
  Mutation: {
    createPaymentsCsvMapping: isPayrollUser,
    updatePaymentsCsvMapping: isPayrollUser,
    deletePaymentsCsvMapping: isPayrollUser,
  },
};
