import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderConfigurationPage } from '../config/env-docs';
import { PROJECT_ROOT } from '../config/paths';

/** The generated page: docs/configuration.md. */
export const CONFIGURATION_PAGE = path.join(PROJECT_ROOT, 'docs', 'configuration.md');

/** The page as it is committed: {@link renderConfigurationPage} formatted as `prettier --check` wants it. */
export async function configurationPage(): Promise<string> {
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(CONFIGURATION_PAGE);
  return prettier.format(renderConfigurationPage(), { ...options, filepath: CONFIGURATION_PAGE });
}

/** `node dist/src/cli/env-docs.js [--check]`: writes, or with --check verifies, docs/configuration.md. */
async function main(): Promise<void> {
  const relative = path.relative(PROJECT_ROOT, CONFIGURATION_PAGE);
  const page = await configurationPage();
  if (process.argv.includes('--check')) {
    if (!existsSync(CONFIGURATION_PAGE) || readFileSync(CONFIGURATION_PAGE, 'utf8') !== page) {
      process.stderr.write(`${relative} is stale: run npm run docs:config\n`);
      process.exit(1);
    }
    process.stdout.write(`${relative} is up to date\n`);
  } else {
    writeFileSync(CONFIGURATION_PAGE, page);
    process.stdout.write(`wrote ${relative}\n`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
