import type { AppModule } from '../../module';
import { registerJobKind } from '../jobs/job.service';
import { runEmployeeImport } from './employee-import';
import { ImportResolver } from './import.resolver';
import { importRoutes } from './import.routes';
import { importRules } from './import.rules';
import { EMPLOYEE_IMPORT } from './import.service';
import { LEAVE_IMPORT, runLeaveImport } from './leave-import';

registerJobKind(EMPLOYEE_IMPORT, runEmployeeImport);
registerJobKind(LEAVE_IMPORT, runLeaveImport);

/** Employer imports: employees (CSV, queued), pay options, leave, pension memberships and roles. */
export const importsModule: AppModule = {
  name: 'payroll/imports',
  resolvers: [ImportResolver],
  rules: importRules,
  routes: [importRoutes],
};
