import type { RouteTable } from '../../../rest/types';
import { REPORT_MEDIA_TYPES } from '../reports/report.service';
import { pagedList } from '../shared/paging';
import { JobType } from './job.entity';

/** A job as the REST API answers it: the dates as days, as the Staffology document declares them. */
export const JOB_FIELDS = `fragment JobFields on JobResponse {
  id employerId employerName type name outputFormat status executionStartTime(form: Day) timeInQueue executionTime
  result { file { fileName uri } metadata errors } createdDate(form: Day) updatedDate(form: Day) requestedByName
}`;

export const jobRoutes: RouteTable = {
  api: 'payroll',
  routes: [
    {
      method: 'get',
      path: '/jobs',
      summary: 'List jobs',
      description: 'Jobs of all the caller’s employers, newest first; the total is in `X-Total-Count`.',
      tags: ['Job'],
      operation: `query PayrollJobs($employerId: ID, $jobType: JobType, $pageNum: Int, $pageSize: Int) {
        payrollJobs(employerId: $employerId, jobType: $jobType, pageNum: $pageNum, pageSize: $pageSize) {
          items { ...JobFields } total } } ${JOB_FIELDS}`,
      ...pagedList('payrollJobs', 20, {
        employerId: { type: 'string', maxLength: 36 },
        jobType: { type: 'enum', values: Object.values(JobType) },
      }),
    },
    {
      method: 'delete',
      path: '/jobs/completed',
      summary: 'Delete completed jobs',
      description: 'Removes the caller’s Completed, CompletedWithErrors and Failed jobs; queued and running ones stay.',
      tags: ['Job'],
      operation: `mutation DeleteCompletedPayrollJobs { deleteCompletedPayrollJobs }`,
      status: 204,
      emptyBody: true,
    },
    {
      method: 'get',
      path: '/jobs/:jobId',
      summary: 'Get a job',
      tags: ['Job'],
      operation: `query PayrollJob($jobId: ID!) { payrollJob(jobId: $jobId) { ...JobFields } } ${JOB_FIELDS}`,
    },
    {
      method: 'get',
      path: '/jobs/:jobId/errors',
      summary: 'List the errors of a job',
      tags: ['Job'],
      operation: `query PayrollJobErrors($jobId: ID!, $pageNum: Int, $pageSize: Int) {
        payrollJobErrors(jobId: $jobId, pageNum: $pageNum, pageSize: $pageSize) {
          items { id jobId errorMessage errorType createdDate(form: Day) } total } }`,
      ...pagedList('payrollJobErrors', 10),
    },
    {
      method: 'get',
      path: '/jobs/:jobId/document',
      summary: 'Download the file of a report job',
      description:
        'Only a completed Report job has a document; any other job answers 400. The file is served in the media type its job’s `outputFormat` names (`csv`: `text/csv`, `json`: `application/json`), whatever the `Accept` header, with an attachment file name.',
      tags: ['Job'],
      operation: `query PayrollJobDocument($jobId: ID!) {
        payrollJobDocument(jobId: $jobId) { fileName contentType contentBase64 } }`,
      respond: (data) => {
        const doc = data.payrollJobDocument as { fileName: string; contentType: string; contentBase64: string };
        return { contentType: doc.contentType, fileName: doc.fileName, body: Buffer.from(doc.contentBase64, 'base64') };
      },
      // Only report jobs have a document.
      respondTypes: Object.values(REPORT_MEDIA_TYPES),
    },
  ],
};
