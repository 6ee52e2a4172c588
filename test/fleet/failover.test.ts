import { buildDist } from '../helpers/build';
import { describeWith } from '../helpers/describe-with';
import { LOGIN_LIMIT_CHECK, ORDER_CHECKS } from './checks';
import { describeFailover, runFailover, type FailoverReport } from './failover';
import { FAILOVER_CHECKS } from './failover-checks';

/**
 * The failover fleet, run (test/fleet/failover.ts): three built server processes behind HAProxy,
 * on a PostgreSQL cluster of three Patroni nodes (test/fleet/patroni.yml, one etcd member: see
 * test/fleet/patroni.ts) behind a second HAProxy (test/fleet/haproxy-postgres.cfg). Under the mixed
 * load, the leader's PostgreSQL and Patroni get SIGKILL; the old leader rejoins as a replica; a
 * planned switchover follows. Each check is asserted on its own; the figures are printed.
 * `npm run fleet -- --failover` is the long run. docs/operations.md quotes the configurations
 * (test/platform/docs-links.test.ts).
 */
const LOAD = { users: 6, importRows: 20_000, killAtMs: 8000, settleMs: 5000 };

let report: FailoverReport;

/** The check's outcome: `ok`, or what was found instead. */
const checked = (name: string) => {
  const check = report.checks.find((c) => c.name === name);
  if (!check) throw new Error(`no check named "${name}"`);
  return check.ok ? 'ok' : `failed: ${check.detail}`;
};

describeWith(
  ['haproxy', 'postgres', 'redis-server', 'patroni', 'patronictl', 'etcd'],
  'the PostgreSQL leader killed, then switched over, under load',
  () => {
    beforeAll(async () => {
      buildDist();
      report = await runFailover(LOAD);
      console.log(describeFailover(report).join('\n'));
    }, 600_000);

    it.each(ORDER_CHECKS)('orders, on the last leader: %s', (name) => {
      expect(checked(name)).toBe('ok');
    });

    it('loses no acknowledged write: every order answered 201 is on the last leader', () => {
      expect(report.acknowledged).toBeGreaterThan(0);
      expect(report.found).toBe(report.acknowledged);
    });

    it('finishes the payroll import that ran across the kill, each row once', () => {
      expect(checked('the import stored each row once and counts exactly')).toBe('ok');
    });

    it('answers 503 with Retry-After while the leader changes, nothing else, and never hangs', () => {
      expect(checked(FAILOVER_CHECKS.failures)).toBe('ok');
      expect(checked(FAILOVER_CHECKS.windows)).toBe('ok');
      expect(checked(FAILOVER_CHECKS.timeout)).toBe('ok');
    });

    it('writes again within the bound after the kill', () => {
      expect(checked(FAILOVER_CHECKS.firstWrite)).toBe('ok');
    });

    it('keeps every instance running, and one restarted afterwards boots with its migrations', () => {
      expect(checked(FAILOVER_CHECKS.instances)).toBe('ok');
      expect(checked(FAILOVER_CHECKS.migrations)).toBe('ok');
    });

    it('brings the old leader back as a replica of the new one', () => {
      expect(checked(FAILOVER_CHECKS.rejoined)).toBe('ok');
    });

    it('keeps the job schedules, the read-your-writes positions and the rate limits working', () => {
      expect(checked(FAILOVER_CHECKS.schedule)).toBe('ok');
      expect(checked(FAILOVER_CHECKS.readYourWrites)).toBe('ok');
      expect(checked(LOGIN_LIMIT_CHECK)).toBe('ok');
    });

    it('serves a reader who never writes while the leader changes: a cut read is read again on a replica', () => {
      expect(checked(FAILOVER_CHECKS.reads)).toBe('ok');
    });

    it('fails at the switchover only the requests in flight at it: the others wait for the new leader', () => {
      expect(checked(FAILOVER_CHECKS.inFlight)).toBe('ok');
    });

    it('moved the leader twice under a load that placed and paid orders', () => {
      expect(report.newLeader).not.toBe(report.killed);
      expect(report.switchedTo).not.toBe(report.newLeader);
      expect(report.paid).toBeGreaterThan(0);
    });
  },
);
