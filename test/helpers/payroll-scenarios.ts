import { Employee } from '../../src/modules/payroll/employers/employer.entity';
import { createEmployer } from '../../src/modules/payroll/employers/employer.service';
import type { TestApp } from './app';
import { basic } from './http';
import { actingAs, storeScenario, type StoreScenario } from './scenarios';

/** The payroll API's named scenarios: payroll users of two stores, an employer with employees. */
/** A payroll user: HTTP Basic headers of a staff user, and their id. */
export interface PayrollUser {
  id: string;
  headers: Record<string, string>;
}

/** What an employee row needs beyond its payroll code; the rest defaults to a plain monthly employee. */
export type EmployeeSeed = { payrollCode: string } & Partial<Omit<Employee, 'employer' | 'payrollCode'>>;

/** Two payroll users of two stores (each store's ADMIN, Basic credentials). */
export interface PayrollWorld {
  store: StoreScenario;
  alice: PayrollUser;
  bob: PayrollUser;
}

/** Two payroll users of two stores (each store's ADMIN), with Basic credentials. */
export async function payrollWorld(t: TestApp): Promise<PayrollWorld> {
  const a = await storeScenario(t, 'payroll-a');
  const b = await storeScenario(t, 'payroll-b');
  return {
    store: a,
    alice: { id: a.admin.id, headers: basic(a.admin.email, a.admin.password) },
    bob: { id: b.admin.id, headers: basic(b.admin.email, b.admin.password) },
  };
}

/** The payroll world where alice owns an employer with its employees. */
export interface EmployerScenario extends PayrollWorld {
  employerId: string;
  /** The employees' ids, in the order of the seeds. */
  employeeIds: string[];
}

/** Stores employees of an employer (no service creates one: they arrive by CSV import, a job). */
export async function addEmployees(
  t: TestApp,
  employerId: string,
  seeds: (string | EmployeeSeed)[],
): Promise<string[]> {
  const em = t.orm.em.fork();
  const employees = seeds.map((seed) => {
    const { payrollCode, ...rest } = typeof seed === 'string' ? { payrollCode: seed } : seed;
    return em.create(Employee, {
      employer: employerId,
      payrollCode,
      firstName: payrollCode,
      dateOfBirth: '1990-01-01',
      joinDate: '2020-01-01',
      payAmount: 1000,
      ...rest,
    } as never);
  });
  await em.flush();
  return employees.map((e) => e.id);
}

/**
 * An employer with its employees: alice's employer `name` (created through the service) holding
 * `employees` (payroll codes or seeds, paid 1000 a month unless told), and bob, a stranger to it.
 */
export async function employerScenario(
  t: TestApp,
  options: { name?: string; alternativeIdentifier?: string; employees?: (string | EmployeeSeed)[] } = {},
): Promise<EmployerScenario> {
  const world = await payrollWorld(t);
  const employer = await createEmployer(actingAs(t, world.store.admin.principal), {
    name: options.name ?? 'Acme Ltd',
    alternativeIdentifier: options.alternativeIdentifier ?? null,
  });
  return {
    ...world,
    employerId: employer.id,
    employeeIds: await addEmployees(t, employer.id, options.employees ?? []),
  };
}
