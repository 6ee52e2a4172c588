import type { RouteTable } from '../../../rest/types';
import { payrollLink } from '../shared/links';
import { pagedList } from '../shared/paging';

export const EMPLOYEE_FIELDS = `fragment EmployeeFields on Employee {
  id payrollCode title firstName middleName lastName status dateOfBirth joinDate leaveDate gender
  maritalStatus niNumber niTable taxCode email telephone mobile address1 address2 address3 address4
  address5 postcode country payBasis payAmount payCode payLines { code value description } createdAt updatedAt
  roles { id reference jobTitle isPrimary startDate endDate }
  pensionMemberships { id pensionScheme workerGroup joinDate joinReason endDate endReason employeeContribution employerContribution membershipNumber }
  leave { id type pay from to openEndedAbsence }
}`;

export const employerRoutes: RouteTable = {
  api: 'payroll',
  routes: [
    {
      method: 'get',
      path: '/employers',
      summary: 'List employers',
      description: 'The caller’s employers as `Item[]`.',
      tags: ['Employer'],
      operation: `query PayrollEmployerItems { payrollEmployerItems { id name metadata url } }`,
    },
    {
      method: 'post',
      path: '/employers',
      summary: 'Create an employer',
      tags: ['Employer'],
      operation: `mutation CreatePayrollEmployer($input: CreateEmployerInput!) {
        createPayrollEmployer(input: $input) { id name alternativeIdentifier createdAt } }`,
      bodyVariable: 'input',
      status: 201,
      headers: {
        Location: {
          description: 'The new employer’s address.',
          schema: { type: 'string', format: 'uri' },
          value: (data, _input, ctx) =>
            payrollLink(ctx, `/employers/${(data.createPayrollEmployer as { id: string }).id}`),
        },
      },
    },
    {
      method: 'get',
      path: '/employers/:id',
      summary: 'Get an employer',
      tags: ['Employer'],
      operation: `query PayrollEmployer($id: ID!) { payrollEmployer(id: $id) { id name alternativeIdentifier createdAt } }`,
    },
    {
      method: 'get',
      path: '/employers/:employerId/employees',
      summary: 'List employees',
      description:
        'The employer’s employees as `Item[]` (metadata: payrollCode, status), by payroll code; the total is in `X-Total-Count`.',
      tags: ['Employee'],
      operation: `query PayrollEmployeeItems($employerId: ID!, $pageNum: Int, $pageSize: Int) {
        payrollEmployeeItems(employerId: $employerId, pageNum: $pageNum, pageSize: $pageSize) {
          items { id name metadata url } total } }`,
      ...pagedList('payrollEmployeeItems', 20),
    },
    {
      method: 'get',
      path: '/employers/:employerId/employees/:id',
      summary: 'Get an employee',
      tags: ['Employee'],
      operation: `query PayrollEmployee($employerId: ID!, $id: ID!) {
        payrollEmployee(employerId: $employerId, id: $id) { ...EmployeeFields } } ${EMPLOYEE_FIELDS}`,
    },
  ],
};
