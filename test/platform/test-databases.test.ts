import { spawnSync } from 'node:child_process';
import { dropDeadRuns, HOST, runDatabases } from '../helpers/global-setup';
import { within } from '../helpers/bounded';
import { adminQuery } from '../helpers/test-server';

/**
 * Two test runs may share one PostgreSQL server, from one machine or several: a run's start-up
 * clean-up drops only the databases of this machine's runs that are gone.
 */
describe('test run databases', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const deadPid = spawnSync(process.execPath, ['-e', '0']).pid!;
  const otherHost = HOST === 'abcdef' ? '123456' : 'abcdef';
  const names = {
    deadHere: `test_r${deadPid}h${HOST}_w9`,
    liveHere: `test_r${process.pid}h${HOST}_w9`,
    elsewhere: `test_r${deadPid}h${otherHost}_w9`,
    thisRun: `test_r${process.env.TEST_RUN_ID}_w99`,
  };
  // Creating and dropping databases waits for checkpoints: slow on a busy machine, so the bounds
  // are generous and fail naming the step.
  const DDL_BOUND = 100_000;
  afterAll(
    () =>
      within(
        DDL_BOUND,
        'dropping the test run databases',
        (async () => {
          for (const name of Object.values(names))
            await adminQuery(url, `drop database if exists "${name}" with (force)`);
        })(),
      ),
    DDL_BOUND + 20_000,
  );

  it(
    "drops a dead run's databases of this machine only, never a live run's or another machine's",
    async () => {
      const dropped = await within(
        DDL_BOUND,
        'creating four run databases and dropping the dead one',
        (async () => {
          for (const name of Object.values(names)) await adminQuery(url, `create database "${name}"`);
          return dropDeadRuns(url);
        })(),
      );
      expect(dropped).toContain(names.deadHere);
      expect(dropped).not.toContain(names.liveHere);
      expect(dropped).not.toContain(names.elsewhere);
      expect(dropped).not.toContain(names.thisRun);
      const left = await runDatabases(url);
      expect(left).toEqual(expect.arrayContaining([names.liveHere, names.elsewhere, names.thisRun]));
      expect(left).not.toContain(names.deadHere);
    },
    DDL_BOUND + 20_000,
  );
});
