import { ValidationError, type FieldErrors } from '../graphql/errors';
import { DATE_RANGE_MESSAGE, isStorableTime } from '../shared/dates';
import type { ParamSpec } from './types';

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function describeRange(spec: { min?: number; max?: number }): string {
  if (spec.min !== undefined && spec.max !== undefined) return ` between ${spec.min} and ${spec.max}`;
  if (spec.min !== undefined) return ` of at least ${spec.min}`;
  if (spec.max !== undefined) return ` of at most ${spec.max}`;
  return '';
}

/** Reads one raw string value by its spec; returns the value or the problem. */
function readOne(spec: ParamSpec, raw: string): { value: unknown } | { problem: string } {
  switch (spec.type) {
    case 'string':
      if (spec.maxLength !== undefined && raw.length > spec.maxLength) {
        return { problem: `must be at most ${spec.maxLength} characters` };
      }
      return { value: raw };
    case 'integer': {
      const n = /^-?\d+$/.test(raw) ? Number(raw) : NaN;
      if (
        !Number.isSafeInteger(n) ||
        (spec.min !== undefined && n < spec.min) ||
        (spec.max !== undefined && n > spec.max)
      ) {
        return { problem: `must be an integer${describeRange(spec)}` };
      }
      return { value: n };
    }
    case 'number': {
      const n = /^-?(\d+\.?\d*|\.\d+)$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isFinite(n) || (spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) {
        return { problem: `must be a number${describeRange(spec)}` };
      }
      return { value: n };
    }
    case 'boolean':
      if (raw === 'true') return { value: true };
      if (raw === 'false') return { value: false };
      return { problem: 'must be true or false' };
    case 'enum':
      if (!spec.values.includes(raw)) return { problem: `must be one of ${spec.values.join(', ')}` };
      return { value: raw };
    case 'date': {
      const time = Date.parse(raw);
      if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(time))
        return { problem: 'must be a date (YYYY-MM-DD or ISO 8601)' };
      const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw);
      const value = spec.endOfDay && dayOnly ? time + 86_400_000 - 1 : time;
      if (!isStorableTime(value)) return { problem: DATE_RANGE_MESSAGE };
      return { value: new Date(value).toISOString() };
    }
  }
}

/**
 * Validates query-string or path values against their specs and returns them typed, keyed by
 * their variable names. Every problem is reported at once, keyed by the parameter's own name.
 */
export function readParams(
  specs: Record<string, ParamSpec> | undefined,
  source: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [name, spec] of Object.entries(specs ?? {})) {
    const raw = first(source[name]);
    const key = spec.as ?? name;
    if (raw === undefined || raw === '') {
      if (spec.required) errors[name] = ['is required'];
      else if ('default' in spec && spec.default !== undefined) values[key] = spec.default;
      continue;
    }
    if (typeof raw !== 'string') {
      errors[name] = ['must be a single value'];
      continue;
    }
    const read = readOne(spec, raw);
    if ('problem' in read) errors[name] = [read.problem];
    else values[key] = read.value;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return values;
}
