import DataLoader from 'dataloader';
import type { RequestContext } from '../../../graphql/context';
import { groupByKeys } from '../../../graphql/loaders';
import { listCount } from '../../../db/list-count';
import { AuthenticationError, NotFoundError } from '../../../graphql/errors';
import { isUuid } from '../../../shared/ids';
import { payrollLink } from '../shared/links';
import { Employee, EmployeeRole, Employer, LeaveRecord, PensionMembership } from './employer.entity';
import { readEmployeePage, type EmployeeSummary } from './employer.read';
import type { CreateEmployerInput, EmployeeListArgs, Item } from './employer.types';

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

export function employerItem(ctx: RequestContext, employer: Employer): Item {
  return { id: employer.id, name: employer.name, metadata: null, url: payrollLink(ctx, `/employers/${employer.id}`) };
}

export function employeeItem(ctx: RequestContext, employee: EmployeeSummary, employerId: string): Item {
  const name = [employee.firstName, employee.lastName].filter(Boolean).join(' ') || employee.payrollCode;
  return {
    id: employee.id,
    name,
    metadata: { payrollCode: employee.payrollCode, status: employee.status },
    url: payrollLink(ctx, `/employers/${employerId}/employees/${employee.id}`),
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

/** One page of an employer's employees, by payroll code, and their total. */
export async function listEmployees(
  ctx: RequestContext,
  args: EmployeeListArgs,
): Promise<{ items: Employee[]; total: number }> {
  const employer = await ownedEmployer(ctx, args.employerId);
  const items = await ctx.em.find(
    Employee,
    { employer },
    { orderBy: { payrollCode: 'asc', id: 'asc' }, limit: args.pageSize, offset: args.pageNum * args.pageSize },
  );
  // The total the employee writes keep: counting an employer's rows grew with them.
  return { items, total: await listCount(ctx, 'payroll_employees', employer.id) };
}

/** One page of an employer's employees as list items, by payroll code, and their total. */
export async function listEmployeeItems(
  ctx: RequestContext,
  args: EmployeeListArgs,
): Promise<{ items: Item[]; total: number }> {
  const page = isUuid(args.employerId)
    ? await readEmployeePage(ctx, payrollUserId(ctx), args.employerId, {
        limit: args.pageSize,
        offset: args.pageNum * args.pageSize,
      })
    : null;
  if (!page?.owned) throw new NotFoundError('Employer');
  return { items: page.items.map((employee) => employeeItem(ctx, employee, args.employerId)), total: page.total };
}

/**
 * A per-request loader of the records of each employee (one statement per batch of employees).
 * Only reached through employees the caller may read, so the ids are already owned.
 */
function perEmployee<T extends { employee: { id: string } }>(
  ctx: RequestContext,
  key: string,
  load: (ids: string[]) => Promise<T[]>,
): DataLoader<string, T[]> {
  return ctx.loaders.get(
    key,
    () =>
      new DataLoader(async (ids: readonly string[]) => {
        const rows = await load([...ids]);
        return groupByKeys(ids, rows, (row) => row.employee.id);
      }),
  );
}

export function employeeRoles(ctx: RequestContext, employee: Employee): Promise<EmployeeRole[]> {
  return perEmployee(ctx, 'Employee.roles', (ids) =>
    ctx.em.find(EmployeeRole, { employee: { $in: ids } }, { orderBy: { reference: 'asc', id: 'asc' } }),
  ).load(employee.id);
}

export function employeePensionMemberships(ctx: RequestContext, employee: Employee): Promise<PensionMembership[]> {
  return perEmployee(ctx, 'Employee.pensionMemberships', (ids) =>
    ctx.em.find(PensionMembership, { employee: { $in: ids } }, { orderBy: { joinDate: 'asc', id: 'asc' } }),
  ).load(employee.id);
}

export function employeeLeave(ctx: RequestContext, employee: Employee): Promise<LeaveRecord[]> {
  return perEmployee(ctx, 'Employee.leave', (ids) =>
    ctx.em.find(LeaveRecord, { employee: { $in: ids } }, { orderBy: { from: 'asc', id: 'asc' } }),
  ).load(employee.id);
}

export async function findEmployee(ctx: RequestContext, employerId: string, id: string): Promise<Employee> {
  const employer = await ownedEmployer(ctx, employerId);
  const employee = isUuid(id) ? await ctx.em.findOne(Employee, { id, employer }) : null;
  if (!employee) throw new NotFoundError('Employee');
  return employee;
}
