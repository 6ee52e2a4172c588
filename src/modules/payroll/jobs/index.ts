import type { AppModule } from '../../module';
import { PayrollJob, PayrollJobError, PayrollJobFile } from './job.entity';
import { JobDatesResolver, JobErrorDatesResolver, JobResolver } from './job.resolver';
import { jobRoutes } from './job.routes';
import { jobRules } from './job.rules';
import { recoverJobs, releaseJobs, runJob } from './job.runner';
import { JOB_QUEUE } from './job.service';

/** Background jobs of payroll employers, run through the PostgreSQL-backed queue. */
export const jobsModule: AppModule = {
  name: 'payroll/jobs',
  entities: [PayrollJob, PayrollJobError, PayrollJobFile],
  resolvers: [JobResolver, JobDatesResolver, JobErrorDatesResolver],
  rules: jobRules,
  routes: [jobRoutes],
  workers: { [JOB_QUEUE]: (services, root, data) => runJob(services, root, String(data.jobId)) },
  // At start, and then every JOB_EXPIRE_SECONDS while running: a job whose process died (or
  // whose queue message was lost) is picked up by a live instance even if none restarts. On a
  // graceful stop, the jobs still running are given back instead of waiting to expire.
  onStart: async (services, root) => {
    await recoverJobs(services, root);
    services.queue.repeat(services.env.jobExpireSeconds * 1000, () => recoverJobs(services, root));
    services.queue.onStop(() => releaseJobs(services, root));
  },
};
