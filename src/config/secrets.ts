import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  if (JSON.stringify(existing) !== JSON.stringify(secrets)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
    chmodSync(file, 0o600);
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
