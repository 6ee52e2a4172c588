import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PayrollPaging } from '../shared/paging';
import { JobStatus, JobType } from './job.entity';
import type { JobFileView, JobResultView, PayrollJobErrorView, PayrollJobView } from './job.view';

/** How a job's date is written (its field's `form` argument). */
export enum DateForm {
  Instant = 'Instant',
  Day = 'Day',
}
registerEnumType(DateForm, {
  name: 'DateForm',
  description:
    'How a date is written: `Instant`, an ISO 8601 timestamp (UTC); `Day`, its day `YYYY-MM-DD` (UTC), as the Staffology document declares job dates (`format: date`) and the REST API sends them.',
  valuesConfig: {
    Instant: { description: 'An ISO 8601 timestamp in UTC.' },
    Day: { description: 'The day only, YYYY-MM-DD (UTC).' },
  },
});

@ObjectType('JobResultFileResponse', { simpleResolvers: true })
export class JobResultFile implements JobFileView {
  @Field(() => String, { nullable: true })
  fileName!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Absolute address in the payroll REST API to download the file from (from PUBLIC_URL, else the request’s host).',
  })
  uri!: string | null;
}

@ObjectType('JobResultResponse', { simpleResolvers: true })
export class JobResult implements JobResultView {
  @Field(() => JobResultFile)
  file!: JobResultFile;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Counts (rows read, created, updated, failed).' })
  metadata!: Record<string, unknown> | null;

  @Field(() => [String], { nullable: true, description: 'Why the job failed, when it did.' })
  errors!: string[] | null;
}

/** The reference's `Contract.JobResponse`. */
@ObjectType('JobResponse', { description: 'A background job.', simpleResolvers: true })
export class JobResponse implements PayrollJobView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  employerId!: string;

  @Field(() => String, { nullable: true })
  employerName!: string | null;

  @Field(() => JobType)
  type!: JobType;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => String, { nullable: true })
  outputFormat!: string | null;

  @Field(() => JobStatus)
  status!: JobStatus;

  /** When execution began (an ISO timestamp): a field with a `form` (JobDatesResolver). */
  executionStartTime!: string | null;

  @Field(() => Int, { nullable: true, description: 'Seconds spent queued.' })
  timeInQueue!: number | null;

  @Field(() => Int, { nullable: true, description: 'Seconds taken to execute.' })
  executionTime!: number | null;

  @Field(() => JobResult)
  result!: JobResult;

  /** When the job was created (an ISO timestamp): a field with a `form` (JobDatesResolver). */
  createdDate!: string;

  /** When the job last changed (an ISO timestamp): a field with a `form` (JobDatesResolver). */
  updatedDate!: string | null;

  @Field(() => String, { nullable: true })
  requestedByName!: string | null;
}

/**
 * The reference's `Contract.JobErrorResponse`, with the row and column of import errors as fields
 * too (the REST answer carries only the declared properties: they are in `errorMessage`).
 */
@ObjectType('JobErrorResponse', { simpleResolvers: true })
export class JobErrorResponse implements PayrollJobErrorView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  jobId!: string;

  @Field(() => String, {
    nullable: true,
    description: 'What is wrong, after where: `Row 4, Date of Birth: …` or `Row 1, column Payroll Code: …`.',
  })
  errorMessage!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The kind: `Validation`, `Duplicate` (an existing payroll code) or `Database` (a refused row).',
  })
  errorType!: string;

  @Field(() => Int, { nullable: true, description: 'Data row of the file (1 = the first row after the header).' })
  rowNumber!: number | null;

  @Field(() => String, { nullable: true })
  column!: string | null;

  /** When the error was recorded (an ISO timestamp): a field with a `form` (JobDatesResolver). */
  createdDate!: string;
}

@ObjectType('JobPage', { simpleResolvers: true })
export class JobPage {
  @Field(() => [JobResponse])
  items!: PayrollJobView[];

  @Field(() => Int, { description: 'Jobs over all pages.' })
  total!: number;
}

@ObjectType('JobErrorPage', { simpleResolvers: true })
export class JobErrorPage {
  @Field(() => [JobErrorResponse])
  items!: PayrollJobErrorView[];

  @Field(() => Int)
  total!: number;
}

@ObjectType('JobDocument', { description: 'The file of a completed report job.' })
export class JobDocument {
  @Field()
  fileName!: string;

  @Field()
  contentType!: string;

  @Field({ description: 'The file’s bytes, base64.' })
  contentBase64!: string;
}

@ArgsType()
export class JobListArgs extends PayrollPaging(20) {
  @Field(() => ID, {
    nullable: true,
    description: 'Only jobs of this employer (404 when it is not the caller’s); absent: every employer of the caller.',
  })
  employerId?: string;

  @Field(() => JobType, { nullable: true, description: 'Only jobs of this type; absent: all types.' })
  jobType?: JobType;
}

@ArgsType()
export class JobErrorArgs extends PayrollPaging(10) {
  @Field(() => ID, { description: 'The job’s id; another user’s job answers 404.' })
  jobId!: string;
}
