import { existsSync } from 'node:fs';
import path from 'node:path';

function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

/** The repository root, the same from `src/` (tests) and from `dist/src/` (built server). */
export const PROJECT_ROOT = findProjectRoot(__dirname);

export const SCHEMA_DIR = path.join(PROJECT_ROOT, 'schema');
