import { EnvError, loadEnv } from '../../src/config/env';

describe('job queue settings', () => {
  it('defaults to 2 workers, a 2 s poll and a 900 s expiry', () => {
    expect(loadEnv({})).toMatchObject({ jobWorkers: 2, jobPollIntervalMs: 2000, jobExpireSeconds: 900 });
  });

  it('reads the three variables and refuses bad values naming the variable', () => {
    expect(loadEnv({ JOB_WORKERS: '0', JOB_POLL_INTERVAL_MS: '500', JOB_EXPIRE_SECONDS: '60' })).toMatchObject({
      jobWorkers: 0,
      jobPollIntervalMs: 500,
      jobExpireSeconds: 60,
    });
    for (const [name, value] of [
      ['JOB_WORKERS', 'many'],
      ['JOB_WORKERS', '33'],
      ['JOB_POLL_INTERVAL_MS', '100'],
      ['JOB_EXPIRE_SECONDS', '1'],
    ]) {
      expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
      expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(name));
    }
  });
});
