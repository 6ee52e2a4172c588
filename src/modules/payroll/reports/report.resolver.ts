import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { JobResponse } from '../jobs/job.types';
import type { PayrollJobView } from '../jobs/job.view';
import { requestEmployeeReport } from './report.service';

@Resolver()
export class ReportResolver {
  @Mutation(() => JobResponse, {
    description: 'Queues an employee report (outputFormat csv or json); its file is the job’s document.',
  })
  requestPayrollEmployeeReport(
    @Ctx() ctx: RequestContext,
    @Arg('employerId', () => ID, { description: 'The employer’s id; an employer of another user answers 404.' })
    employerId: string,
    @Arg('outputFormat', () => String, { defaultValue: 'csv', description: '`csv` or `json`.' }) outputFormat: string,
  ): Promise<PayrollJobView> {
    return requestEmployeeReport(ctx, employerId, outputFormat);
  }
}
