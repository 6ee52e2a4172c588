import type { RouteTable } from '../../../rest/types';
import { JOB_FIELDS } from '../jobs/job.routes';
import { REPORT_FORMATS } from './report.service';

export const reportRoutes: RouteTable = {
  api: 'payroll',
  routes: [
    {
      method: 'post',
      path: '/employers/:employerId/reports-async/employees',
      summary: 'Request an employee report (queued)',
      description:
        'Answers 202 with the Report job; `GET /jobs/{jobId}/document` serves its file once it is Completed.',
      tags: ['Reports'],
      operation: `mutation RequestPayrollEmployeeReport($employerId: ID!, $outputFormat: String!) {
        requestPayrollEmployeeReport(employerId: $employerId, outputFormat: $outputFormat) { ...JobFields } } ${JOB_FIELDS}`,
      query: { outputFormat: { type: 'enum', values: REPORT_FORMATS, default: 'csv' } },
      status: 202,
    },
  ],
};
