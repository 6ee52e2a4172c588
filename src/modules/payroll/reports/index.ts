import type { RuleMap } from '../../../graphql/permissions';
import { isPayrollUser } from '../../identity/auth/auth.rules';
import type { AppModule } from '../../module';
import { registerJobKind } from '../jobs/job.service';
import { payrollDemo } from './payroll.demo';
import { ReportResolver } from './report.resolver';
import { reportRoutes } from './report.routes';
import { EMPLOYEE_REPORT, runEmployeeReport } from './report.service';

registerJobKind(EMPLOYEE_REPORT, runEmployeeReport);

/** Any payroll user; the employer must be the caller's (404 otherwise). */
const reportRules: RuleMap = { Mutation: { requestPayrollEmployeeReport: isPayrollUser } };

/** Report jobs whose file is served as the job's document; and the payroll demo data. */
export const reportsModule: AppModule = {
  name: 'payroll/reports',
  resolvers: [ReportResolver],
  rules: reportRules,
  routes: [reportRoutes],
  demo: payrollDemo,
};
