import type { AppModule } from '../../module';
import { Employee, EmployeeRole, Employer, LeaveRecord, PensionMembership } from './employer.entity';
import { EmployeeFieldsResolver, EmployerResolver } from './employer.resolver';
import { employerRoutes } from './employer.routes';
import { employerRules } from './employer.rules';

/** Payroll employers of a user and their employees (with roles, pension memberships and leave). */
export const employersModule: AppModule = {
  name: 'payroll/employers',
  entities: [Employer, Employee, EmployeeRole, PensionMembership, LeaveRecord],
  resolvers: [EmployerResolver, EmployeeFieldsResolver],
  rules: employerRules,
  routes: [employerRoutes],
};
