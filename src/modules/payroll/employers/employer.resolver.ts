import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { Employee, EmployeeRole, Employer, LeaveRecord, PensionMembership } from './employer.entity';
import * as employers from './employer.service';
import { CreateEmployerInput, EmployeeListArgs, EmployeePage, Item, ItemPage } from './employer.types';

@Resolver()
export class EmployerResolver {
  @Query(() => [Employer], { description: 'The caller’s payroll employers, by name.' })
  payrollEmployers(@Ctx() ctx: RequestContext): Promise<Employer[]> {
    return employers.listEmployers(ctx);
  }

  @Query(() => [Item], { description: 'The caller’s payroll employers as list items.' })
  async payrollEmployerItems(@Ctx() ctx: RequestContext): Promise<Item[]> {
    return (await employers.listEmployers(ctx)).map((employer) => employers.employerItem(ctx, employer));
  }

  @Query(() => Employer, { description: 'One of the caller’s employers.' })
  payrollEmployer(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The employer’s id; an employer of another user answers 404.' }) id: string,
  ): Promise<Employer> {
    return employers.ownedEmployer(ctx, id);
  }

  @Mutation(() => Employer, { description: 'Adds an employer owned by the caller.' })
  createPayrollEmployer(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The new employer.' }) input: CreateEmployerInput,
  ): Promise<Employer> {
    return employers.createEmployer(ctx, input);
  }

  @Query(() => EmployeePage, {
    description: 'The employees of one of the caller’s employers, by payroll code, one page.',
  })
  payrollEmployees(@Ctx() ctx: RequestContext, @Args() args: EmployeeListArgs): Promise<EmployeePage> {
    return employers.listEmployees(ctx, args);
  }

  @Query(() => ItemPage, { description: 'The employees of one of the caller’s employers as list items, one page.' })
  payrollEmployeeItems(@Ctx() ctx: RequestContext, @Args() args: EmployeeListArgs): Promise<ItemPage> {
    return employers.listEmployeeItems(ctx, args);
  }

  @Query(() => Employee, { description: 'One employee of one of the caller’s employers.' })
  payrollEmployee(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID, { description: 'The employer’s id; an employer of another user answers 404.' })
    employerId: string,
    @Arg('id', () => ID, { description: 'The employee’s id at that employer.' }) id: string,
  ): Promise<Employee> {
    return employers.findEmployee(ctx, employerId, id);
  }
}

/** An employee's roles, pension memberships and leave, batched over the employees of a request. */
@Resolver(() => Employee)
export class EmployeeFieldsResolver {
  @FieldResolver(() => [EmployeeRole])
  roles(@Root() employee: Employee, @Ctx() ctx: RequestContext): Promise<EmployeeRole[]> {
    return employers.employeeRoles(ctx, employee);
  }

  @FieldResolver(() => [PensionMembership])
  pensionMemberships(@Root() employee: Employee, @Ctx() ctx: RequestContext): Promise<PensionMembership[]> {
    return employers.employeePensionMemberships(ctx, employee);
  }

  @FieldResolver(() => [LeaveRecord])
  leave(@Root() employee: Employee, @Ctx() ctx: RequestContext): Promise<LeaveRecord[]> {
    return employers.employeeLeave(ctx, employee);
  }
}
