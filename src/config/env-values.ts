/**
 * The readers of single environment variables, each refusing a bad value with an {@link EnvError}
 * naming the variable: the vocabulary `env.ts` is written in.
 */

export class EnvError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid environment variable ${variable}: ${reason}`);
    this.name = 'EnvError';
  }
}

export type Source = Record<string, string | undefined>;

export function raw(source: Source, name: string): string | undefined {
  const value = source[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function int(source: Source, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const value = raw(source, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new EnvError(name, `expected a whole number, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new EnvError(name, `expected a number between ${min} and ${max}, got ${n}`);
  return n;
}

export function bool(source: Source, name: string, fallback: boolean): boolean {
  const value = raw(source, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw new EnvError(name, `expected true or false, got "${value}"`);
}

export function oneOf<T extends string>(source: Source, name: string, allowed: readonly T[], fallback: T): T {
  const value = raw(source, name);
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new EnvError(name, `expected one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}

export function url(source: Source, name: string, protocols: string[]): string | undefined {
  const value = raw(source, name);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new EnvError(name, 'expected a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new EnvError(name, `expected a URL starting with ${protocols.join(' or ')}`);
  }
  return value;
}

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Parses `900`, `15m`, `7d` into seconds. */
export function parseDuration(name: string, value: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(value);
  if (!match) throw new EnvError(name, `expected a duration such as 900, 15m, 12h or 7d, got "${value}"`);
  const seconds = Number(match[1]) * DURATION_UNITS[match[2] || 's'];
  if (seconds <= 0) throw new EnvError(name, 'expected a duration above zero');
  return seconds;
}

export function secret(source: Source, name: string, required: boolean): string | undefined {
  const value = raw(source, name);
  if (value === undefined) {
    if (required) throw new EnvError(name, 'is required in production');
    return undefined;
  }
  if (value.length < 32) throw new EnvError(name, 'must be at least 32 characters long');
  return value;
}

/** `key=value,key=value` with percent-encoded values (the OpenTelemetry format of headers and attributes). */
export function keyValues(source: Source, name: string): Record<string, string> {
  const value = raw(source, name);
  if (value === undefined) return {};
  const pairs: Record<string, string> = {};
  for (const [i, entry] of value.split(',').entries()) {
    const at = entry.indexOf('=');
    const key = entry.slice(0, at).trim();
    if (at < 0 || key === '') throw new EnvError(name, `entry ${i + 1} is not key=value`);
    try {
      pairs[key] = decodeURIComponent(entry.slice(at + 1).trim());
    } catch {
      throw new EnvError(name, `entry ${i + 1} holds a malformed percent-encoding`);
    }
  }
  return pairs;
}
