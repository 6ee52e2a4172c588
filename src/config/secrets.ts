import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Secrets generated on first start outside production and kept in the data folder. */
export interface LocalSecrets {
  jwtAccessSecret: string;
  jwtRefreshSecret: string;
  embeddedDbPassword: string;
}

/**
 * Reads the data folder's secrets file, creating any missing secret. The file is readable by its
 * owner only. Production never uses it for JWT secrets: they must come from the environment.
 */
export function loadLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.resolve(dataDir, 'secrets.json');
  const existing: Partial<LocalSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets: LocalSecrets = {
    jwtAccessSecret: existing.jwtAccessSecret ?? randomBytes(48).toString('base64url'),
    jwtRefreshSecret: existing.jwtRefreshSecret ?? randomBytes(48).toString('base64url'),
    embeddedDbPassword: existing.embeddedDbPassword ?? randomBytes(24).toString('base64url'),
  };
  if (JSON.stringify(existing) === JSON.stringify(secrets)) return secrets;
  // Instances starting together on one data folder: the file appears whole (written aside, then
  // put in place), and a first one appears once, so that all of them keep the same secrets.
  mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  chmodSync(aside, 0o600);
  try {
    if (Object.keys(existing).length > 0) renameSync(aside, file);
    else linkSync(aside, file); // fails when a neighbour's file came first
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadLocalSecrets(dataDir);
    renameSync(aside, file); // a file system without hard links: put in place all the same
  } finally {
    rmSync(aside, { force: true });
  }
  return secrets;
}

/** The JWT secrets in force: the environment's, else the data folder's. */
export function jwtSecrets(
  env: { jwtAccessSecret?: string; jwtRefreshSecret?: string },
  local: LocalSecrets,
): { jwtAccessSecret: string; jwtRefreshSecret: string } {
  return {
    jwtAccessSecret: env.jwtAccessSecret ?? local.jwtAccessSecret,
    jwtRefreshSecret: env.jwtRefreshSecret ?? local.jwtRefreshSecret,
  };
}
