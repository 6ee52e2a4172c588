import 'reflect-metadata';
import { AppConfigError, loadAppConfig } from './config/app-config';
import { EnvError, loadEnv } from './config/env';
import { ExtensionError } from './graphql/extensions';
import { createLogger, oneLineReason, type Logger } from './observability/logger';
import { describeUrls, startServer } from './server/http';
import { startTracing } from './observability/start-tracing';

/**
 * Ends a start that failed, its reason on standard error: the logger may be silent (the default
 * under NODE_ENV=test) or write elsewhere, and an operator must still see why.
 */
function failed(error: unknown): never {
  process.stderr.write(`Start-up failed: ${oneLineReason(error)}\n`);
  process.exit(1);
}

/** Boot: config, then database, then server. A configuration problem stops with its reason. */
async function main(): Promise<void> {
  let env;
  let appConfig;
  try {
    env = loadEnv();
    appConfig = loadAppConfig(env.appConfigPath);
  } catch (error) {
    if (error instanceof EnvError || error instanceof AppConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  // Tracing first, so that the logger's lines carry the trace; it warns through that logger.
  const warnings: { logger?: Logger } = {};
  const tracing = startTracing(env.tracing, (message, error) => warnings.logger?.warn({ err: error }, message));
  const logger = createLogger(env, undefined, tracing);
  warnings.logger = logger;
  // Only watches: an error no code handled still ends the process (its state is unknown, and a
  // supervisor restarts it), but the structured log says what it was. Streams handle their own.
  process.on('uncaughtExceptionMonitor', (error, origin) => {
    logger.fatal({ err: error, origin }, 'unexpected error: the process ends');
  });
  let server;
  try {
    server = await startServer(env, appConfig, logger, tracing);
  } catch (error) {
    if (error instanceof ExtensionError) {
      process.stderr.write(`Invalid application configuration extension: ${error.message}\n`);
      process.exit(78);
    }
    logger.fatal({ err: error }, 'start-up failed');
    failed(error);
  }
  logger.info(`Server ready\n  ${describeUrls(server.url, server.app).join('\n  ')}`);
  // Credentials created by this start go to the console once, not into the structured log.
  if (server.notices.length > 0) process.stdout.write(`\n${server.notices.join('\n')}\n\n`);

  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server
      .shutdown()
      // The spans of the last requests are exported before the process ends.
      .then(() => tracing?.shutdown())
      .then(
        () => process.exit(0),
        (error) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch(failed);
