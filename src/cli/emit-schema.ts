import 'reflect-metadata';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config/paths';
import { renderSchema, SCHEMA_FILE } from '../graphql/schema-sdl';

/** `node dist/src/cli/emit-schema.js [--check]`: writes, or with --check verifies, schema/schema.graphql. */
const relative = path.relative(PROJECT_ROOT, SCHEMA_FILE);
const sdl = renderSchema();

if (process.argv.includes('--check')) {
  if (!existsSync(SCHEMA_FILE) || readFileSync(SCHEMA_FILE, 'utf8') !== sdl) {
    process.stderr.write(`${relative} is stale: run npm run schema:emit\n`);
    process.exit(1);
  }
  process.stdout.write(`${relative} is up to date\n`);
} else {
  mkdirSync(path.dirname(SCHEMA_FILE), { recursive: true });
  writeFileSync(SCHEMA_FILE, sdl);
  process.stdout.write(`wrote ${relative}\n`);
}
