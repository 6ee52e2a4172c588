import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import * as jobs from './job.service';
import { JobDocument, JobErrorArgs, JobErrorPage, JobListArgs, JobPage, JobResponse } from './job.types';

@Resolver()
export class JobResolver {
  @Query(() => JobPage, { description: 'The caller’s jobs (all their employers), newest first, one page.' })
  payrollJobs(@Ctx() ctx: RequestContext, @Args() args: JobListArgs): Promise<JobPage> {
    return jobs.listJobs(ctx, args);
  }

  @Query(() => JobResponse, { description: 'One of the caller’s jobs.' })
  payrollJob(@Ctx() ctx: RequestContext, @Arg('jobId', () => ID) jobId: string): Promise<JobResponse> {
    return jobs.getJob(ctx, jobId);
  }

  @Query(() => JobErrorPage, { description: 'The errors of one of the caller’s jobs, by row.' })
  payrollJobErrors(@Ctx() ctx: RequestContext, @Args() args: JobErrorArgs): Promise<JobErrorPage> {
    return jobs.listJobErrors(ctx, args);
  }

  @Query(() => JobDocument, { description: 'The file of one of the caller’s completed report jobs.' })
  payrollJobDocument(@Ctx() ctx: RequestContext, @Arg('jobId', () => ID) jobId: string): Promise<JobDocument> {
    return jobs.jobDocument(ctx, jobId);
  }

  @Mutation(() => Int, {
    description: 'Deletes the caller’s finished jobs (Completed, CompletedWithErrors, Failed); answers how many.',
  })
  deleteCompletedPayrollJobs(@Ctx() ctx: RequestContext): Promise<number> {
    return jobs.deleteCompletedJobs(ctx);
  }
}
