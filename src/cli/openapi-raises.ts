import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config/paths';
import { RAISES_FILE, renderRaises } from '../rest/openapi-raises-analysis';

/**
 * `node dist/src/cli/openapi-raises.js [--check]`: writes, or with --check verifies,
 * src/rest/openapi-raises.ts, the error codes each root field can raise, read from the source.
 */
const relative = path.relative(PROJECT_ROOT, RAISES_FILE);
const rendered = renderRaises();
if (process.argv.includes('--check')) {
  if (!existsSync(RAISES_FILE) || readFileSync(RAISES_FILE, 'utf8') !== rendered) {
    process.stderr.write(`${relative} is stale: run npm run openapi:raises\n`);
    process.exit(1);
  }
  process.stdout.write(`${relative} is up to date\n`);
} else {
  writeFileSync(RAISES_FILE, rendered);
  process.stdout.write(`wrote ${relative}\n`);
}
