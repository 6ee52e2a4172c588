import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import * as jobs from './job.service';
import { dateIn, type PayrollJobErrorView, type PayrollJobView } from './job.view';
import {
  DateForm,
  JobDocument,
  JobErrorArgs,
  JobErrorPage,
  JobErrorResponse,
  JobListArgs,
  JobPage,
  JobResponse,
} from './job.types';

@Resolver()
export class JobResolver {
  @Query(() => JobPage, { description: 'The caller’s jobs (all their employers), newest first, one page.' })
  payrollJobs(@Ctx() ctx: RequestContext, @Args() args: JobListArgs): Promise<JobPage> {
    return jobs.listJobs(ctx, args);
  }

  @Query(() => JobResponse, { description: 'One of the caller’s jobs.' })
  payrollJob(
    @Ctx() ctx: RequestContext,
    @Arg('jobId', () => ID, { description: 'The job’s id; another user’s job answers 404.' }) jobId: string,
  ): Promise<PayrollJobView> {
    return jobs.getJob(ctx, jobId);
  }

  @Query(() => JobErrorPage, { description: 'The errors of one of the caller’s jobs, by row.' })
  payrollJobErrors(@Ctx() ctx: RequestContext, @Args() args: JobErrorArgs): Promise<JobErrorPage> {
    return jobs.listJobErrors(ctx, args);
  }

  @Query(() => JobDocument, { description: 'The file of one of the caller’s completed report jobs.' })
  payrollJobDocument(
    @Ctx() ctx: RequestContext,
    @Arg('jobId', () => ID, {
      description:
        'The job’s id; another user’s job answers 404, a job without a document (not a completed report) 404 as well.',
    })
    jobId: string,
  ): Promise<JobDocument> {
    return jobs.jobDocument(ctx, jobId);
  }

  @Mutation(() => Int, {
    description: 'Deletes the caller’s finished jobs (Completed, CompletedWithErrors, Failed); answers how many.',
  })
  deleteCompletedPayrollJobs(@Ctx() ctx: RequestContext): Promise<number> {
    return jobs.deleteCompletedJobs(ctx);
  }
}

/** The `form` argument of a date field: the instant unless the day is asked for. */
const Form = () => Arg('form', () => DateForm, { defaultValue: DateForm.Instant });

/** A job's dates, as instants or as days (the REST API asks for days). */
@Resolver(() => JobResponse)
export class JobDatesResolver {
  @FieldResolver(() => String, { description: 'When the job was created.' })
  createdDate(@Root() job: PayrollJobView, @Form() form: DateForm): string {
    return dateIn(job.createdDate, form);
  }

  @FieldResolver(() => String, { nullable: true, description: 'When execution began.' })
  executionStartTime(@Root() job: PayrollJobView, @Form() form: DateForm): string | null {
    return dateIn(job.executionStartTime, form);
  }

  @FieldResolver(() => String, { nullable: true, description: 'When the job last changed.' })
  updatedDate(@Root() job: PayrollJobView, @Form() form: DateForm): string | null {
    return dateIn(job.updatedDate, form);
  }
}

@Resolver(() => JobErrorResponse)
export class JobErrorDatesResolver {
  @FieldResolver(() => String, { description: 'When the error was recorded.' })
  createdDate(@Root() error: PayrollJobErrorView, @Form() form: DateForm): string {
    return dateIn(error.createdDate, form);
  }
}
