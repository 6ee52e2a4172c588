import type { RequestContext } from '../../../graphql/context';
import { AuthenticationError, NotFoundError } from '../../../graphql/errors';
import { Employee, Employer } from './employer.entity';
import type { CreateEmployerInput, Item } from './employer.types';

/** The id of the user the payroll caller acts for (an API key acts for its owner). */
export function payrollUserId(ctx: RequestContext): string {
  if (!ctx.principal) throw new AuthenticationError();
  return ctx.principal.id;
}

/** One of the caller's employers; anyone else's (or an unknown id) is "Employer not found". */
export async function ownedEmployer(ctx: RequestContext, id: string): Promise<Employer> {
  const employer = isUuid(id) ? await ctx.em.findOne(Employer, { id, owner: payrollUserId(ctx) }) : null;
  if (!employer) throw new NotFoundError('Employer');
  return employer;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export function employerItem(employer: Employer): Item {
  return { id: employer.id, name: employer.name, metadata: null, url: `/payroll/employers/${employer.id}` };
}

export function employeeItem(employee: Employee, employerId: string): Item {
  const name = [employee.firstName, employee.lastName].filter(Boolean).join(' ') || employee.payrollCode;
  return {
    id: employee.id,
    name,
    metadata: { payrollCode: employee.payrollCode, status: employee.status },
    url: `/payroll/employers/${employerId}/employees/${employee.id}`,
  };
}

export function listEmployers(ctx: RequestContext): Promise<Employer[]> {
  return ctx.em.find(Employer, { owner: payrollUserId(ctx) }, { orderBy: { name: 'asc', id: 'asc' } });
}

export async function createEmployer(ctx: RequestContext, input: CreateEmployerInput): Promise<Employer> {
  const employer = ctx.em.create(Employer, {
    owner: payrollUserId(ctx),
    name: input.name.trim(),
    alternativeIdentifier: input.alternativeIdentifier?.trim() || null,
  });
  await ctx.em.flush();
  return employer;
}

export async function listEmployees(ctx: RequestContext, employerId: string): Promise<Employee[]> {
  const employer = await ownedEmployer(ctx, employerId);
  return ctx.em.find(Employee, { employer }, { orderBy: { payrollCode: 'asc' } });
}

export async function findEmployee(ctx: RequestContext, employerId: string, id: string): Promise<Employee> {
  const employer = await ownedEmployer(ctx, employerId);
  const employee = isUuid(id) ? await ctx.em.findOne(Employee, { id, employer }) : null;
  if (!employee) throw new NotFoundError('Employee');
  return employee;
}
