import { startTestApp, type TestApp, type TestAppOptions } from './app';
import { logCapture, type LogCapture } from './log-capture';

/** One app instance of several: the app, and its log lines. */
export interface Instance {
  t: TestApp;
  log: LogCapture;
}

/**
 * The app instances a test file starts (several on one database, a pooler or a Redis of the
 * test's own), each with its log captured, all closed together by `closeAll` in `afterAll`.
 */
export function appInstances() {
  const started: { instance: Instance; options: TestAppOptions }[] = [];
  return {
    /** Starts an instance with `options`; its log lines are captured (not printed). */
    async start(options: TestAppOptions): Promise<Instance> {
      const log = logCapture();
      const t = await startTestApp({ ...options, logDestination: log.destination });
      const instance = { t, log };
      started.push({ instance, options });
      return instance;
    },
    /** Closes every instance started, then disconnects the Redis clients they were given. */
    async closeAll(): Promise<void> {
      for (const { instance } of started) await instance.t.close();
      for (const { options } of started) options.redis?.disconnect();
    },
  };
}
