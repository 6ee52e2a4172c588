import type { RouteTable } from '../../../rest/types';
import { JOB_FIELDS } from '../jobs/job.routes';
import { CsvFileFormat } from './import.types';

export const importRoutes: RouteTable = {
  api: 'payroll',
  routes: [
    {
      method: 'post',
      path: '/employers/:employerId/import/employees/async',
      summary: 'Import employees from CSV (queued)',
      description:
        'Multipart form with the CSV in `file` (at most `EMPLOYEE_IMPORT_MAX_BYTES`, 64 MiB unless configured: 413 beyond; streamed to storage, never held whole). `format` must be EmployeeCsv (the default). Answers 202 with the queued job.',
      tags: ['Import'],
      operation: `mutation ImportPayrollEmployees($employerId: ID!, $file: Upload!, $format: CsvFileFormat, $allowUpdates: Boolean) {
        importPayrollEmployees(employerId: $employerId, file: $file, format: $format, allowUpdates: $allowUpdates) {
          ...JobFields } } ${JOB_FIELDS}`,
      query: {
        format: { type: 'enum', values: Object.values(CsvFileFormat) },
        allowUpdates: { type: 'boolean', default: false },
      },
      upload: { field: 'file', variable: 'file', limit: 'employeeImport' },
      status: 202,
    },
    {
      method: 'post',
      path: '/employers/:employerId/import/pay',
      summary: 'Import pay options',
      description:
        'JSON array of PayOptionsImport. All or nothing: any invalid item answers 400 with errors keyed by item index (`[2].payrollCode`). Flags in the query string.',
      tags: ['Import'],
      operation: `mutation ImportPayrollPay($employerId: ID!, $items: [PayOptionsImportInput!]!, $flags: PayImportFlags) {
        importPayrollPay(employerId: $employerId, items: $items, flags: $flags) { validated updated } }`,
      bodyVariable: 'items',
      longBody: true,
      query: {
        linesOnly: { type: 'boolean', default: false },
        append: { type: 'boolean', default: false },
        updateExisting: { type: 'boolean', default: false },
        validateOnly: { type: 'boolean', default: false },
      },
      variables: ({ params, query, body }) => ({ employerId: params.employerId, items: body, flags: query }),
      emptyBody: true,
    },
    {
      method: 'post',
      path: '/employers/:employerId/import/leave',
      summary: 'Import leave (queued)',
      description: 'JSON array of LeaveImportRequest. Answers 202 with the queued job; bad items become job errors.',
      tags: ['Import'],
      operation: `mutation ImportPayrollLeave($employerId: ID!, $items: [LeaveImportRequestInput!]!) {
        importPayrollLeave(employerId: $employerId, items: $items) { ...JobFields } } ${JOB_FIELDS}`,
      bodyVariable: 'items',
      longBody: true,
      status: 202,
    },
    {
      method: 'post',
      path: '/employers/:employerId/import/pensionmemberships',
      summary: 'Import pension memberships from CSV',
      description:
        'Multipart `file`. previewOnly answers what would be created or updated and writes nothing; a row with an `Id` updates that membership (allowUpdates).',
      tags: ['Import'],
      operation: `mutation ImportPayrollPensionMemberships($employerId: ID!, $file: Upload!, $previewOnly: Boolean, $allowUpdates: Boolean) {
        importPayrollPensionMemberships(employerId: $employerId, file: $file, previewOnly: $previewOnly, allowUpdates: $allowUpdates) {
          id name metadata url } }`,
      query: { previewOnly: { type: 'boolean', default: false }, allowUpdates: { type: 'boolean', default: false } },
      upload: { field: 'file', variable: 'file' },
    },
    {
      method: 'post',
      path: '/employers/:employerId/import/import',
      summary: 'Import employee roles from CSV',
      description:
        'Multipart `file` with `Payroll Code, Reference, Job Title, Is Primary, Start Date, End Date`. previewOnly writes nothing; an existing reference is updated only with allowUpdates.',
      tags: ['Import'],
      operation: `mutation ImportPayrollRoles($employerId: ID!, $file: Upload!, $previewOnly: Boolean, $allowUpdates: Boolean) {
        importPayrollRoles(employerId: $employerId, file: $file, previewOnly: $previewOnly, allowUpdates: $allowUpdates) {
          id name metadata url } }`,
      query: { previewOnly: { type: 'boolean', default: false }, allowUpdates: { type: 'boolean', default: false } },
      upload: { field: 'file', variable: 'file' },
    },
  ],
};
