import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { edgeDates, loneSurrogate, NUL, nulText, OVERSIZED } from './fuzz-support';

/**
 * The values the route and mutation fuzz sends, read from the GraphQL input types: hostile ones a
 * field must refuse, plausible ones for the fields around them, and where each goes in a body.
 */

const junkObject = fc.constantFrom<unknown>({}, { $gt: '' }, [{}], [[1]]);

/**
 * Values a field of `type` must refuse: other JSON types, NUL characters and lone surrogates (also
 * inside JSON objects), numbers its type cannot hold, sizes beyond any column.
 */
export function hostileFor(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  const nul = fc.oneof(nulText, fc.constant(`${OVERSIZED}${NUL}`), loneSurrogate);
  if (isInputObjectType(named)) return fc.oneof(nul, fc.constantFrom<unknown>('text', 12, true, [1, 2]));
  const common = fc.oneof(nul, junkObject);
  if (isEnumType(named)) return fc.oneof(common, fc.constantFrom<unknown>('NOT_A_VALUE', 1, true, OVERSIZED));
  switch (named.name) {
    case 'String':
      return fc.oneof(common, fc.constantFrom<unknown>(12345, -1e308, true, OVERSIZED));
    case 'ID':
      return fc.oneof(common, fc.constantFrom<unknown>(1.5, true, OVERSIZED));
    case 'Int':
      return fc.oneof(common, fc.constantFrom<unknown>('abc', 1.5, 1e-7, 1.5e-10, 2 ** 40, 2 ** 53 + 2, true, '1'));
    case 'Float':
      return fc.oneof(common, fc.constantFrom<unknown>('abc', '1e400', true, 'NaN'));
    case 'Boolean':
      return fc.oneof(common, fc.constantFrom<unknown>('true', 1, 0, 'yes'));
    case 'DateTimeISO':
      return fc.oneof(
        common,
        fc.constantFrom<unknown>(
          'not a date',
          1e20,
          true,
          '2026-13-45',
          '0000-01-01T00:00:00Z',
          '+275760-09-13T00:00:00Z',
        ),
      );
    case 'JSON':
    case 'JSONObject':
      // What a JSON column cannot store, inside an object: as a value, as a key, below any depth
      // read. (No junk objects: `{}` is a valid JSON object.)
      return fc.oneof(
        nul,
        fc.oneof(nulText, loneSurrogate).map((text) => ({ size: text })),
        fc.oneof(nulText, loneSurrogate).map((text) => ({ [text]: 'x' })),
        loneSurrogate.map((text) => ({ a: [{ b: text }] })),
        fc.constant(JSON.parse(`${'{"a":'.repeat(40)}"x"${'}'.repeat(40)}`) as unknown),
      );
    default:
      return common;
  }
}

/** The input type at `path` below a root argument or body type. */
export function typeAt(root: GraphQLInputType, path: string[]): GraphQLInputType {
  let type = root;
  for (const key of path) {
    const named = getNamedType(type);
    if (!isInputObjectType(named)) break;
    type = named.getFields()[key].type;
  }
  return type;
}

/** Raw query-string or path text: NUL, repeated and bracketed keys, broken escapes, oversized. */
export const hostileText = (name: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      `${name}=%00`,
      `${name}=a%00b`,
      `${name}=1&${name}=2`,
      `${name}[a]=1`,
      `${name}[]=x`,
      `${name}=%E0%A4%A`,
      `${name}=%`,
      `${name}=${'9'.repeat(400)}`,
      `${name}=1e400`,
      `${name}=-1`,
      `${name}=${'y'.repeat(6000)}`,
      `${name}=%ED%A0%80`,
      `${name}[%ED%A0%80]=1`,
    ),
    fc.string({ maxLength: 8 }).map((s) => `${name}=${encodeURIComponent(s)}%00`),
  );

/** CSV files a synchronous import must refuse (or answer) without a server error. */
export const hostileCsv: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '\u0000',
    'Payroll Code,Reference\nE1,a\u0000b\n',
    'Payroll Code,Job Title,Is Primary,Start Date\nE1,"unclosed,true,2026-01-01\n',
    `Payroll Code,Job Title\n${'E'.repeat(70_000)},x\n`,
    'Payroll Code,Start Date\nE1,2026-02-30\nE2,31/12/1985\n',
    '\uFEFF\uFEFF,,,\n,,,\n',
  ),
  fc.string({ maxLength: 40 }).map((s) => `Payroll Code,Reference\n${s}\u0000,${s}\n`),
);

/** Raw bodies and signatures for signed webhooks: none of them may be accepted or crash. */
export const hostileRaw: fc.Arbitrary<{ value: string; signature: string }> = fc.record({
  value: fc.constantFrom('', '{', '[]', `{"id":"evt_${NUL}"}`, 'x'.repeat(70_000), '{"__proto__":{}}'),
  // (HTTP clients cannot send NUL in a header, so none is tried.)
  signature: fc.constantFrom('', 't=1,v1=00', 't=,v1=', 'v1='.repeat(2000), 't=9999999999,v1=abc'),
});

export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%00', 'a%00b', '%E0%A4%A', '%', '%25%00', 'z'.repeat(3000), '..%2F..%2Fetc', '-1', '1e400'),
  fc.string({ maxLength: 8 }).map((s) => `${encodeURIComponent(s)}%00`),
);

/**
 * Ids of records the fuzz's store holds, by the field name that takes them (`productId`): with a
 * real product a cart line is written as far as its JSON column, where a random id stops at 404.
 */
export const knownIds: Record<string, string> = {};

/** A plausible value of an input type, for the fields a request keeps valid around the hostile one. */
export function plausible(type: GraphQLInputType, name: string, depth = 0): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [plausible(inner.ofType, name, depth + 1)];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isInputObjectType(inner)) {
    if (depth > 3) return {};
    const object: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type)) object[field.name] = plausible(field.type, field.name, depth + 1);
    }
    return object;
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'ID':
        return knownIds[name] ?? randomUUID();
      case 'DateTime':
        return '2026-01-01T00:00:00.000Z';
      default:
        if (/email/i.test(name)) return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
        if (/password/i.test(name)) return 'fuzz-password-1';
        if (/slug/i.test(name)) return `fuzz-${randomUUID().slice(0, 8)}`;
        return 'Fuzz value';
    }
  }
  return null;
}

/** The input fields of a named input type, as paths below `prefix`, one nesting level deep. */
export function fieldPaths(type: GraphQLInputType, prefix: string[]): string[][] {
  const named = getNamedType(type);
  if (!isInputObjectType(named)) return [prefix];
  const paths: string[][] = prefix.length > 0 ? [prefix] : [];
  for (const field of Object.values(named.getFields())) {
    const path = [...prefix, field.name];
    const child = getNamedType(field.type);
    if (isInputObjectType(child) && prefix.length < 2) paths.push(...fieldPaths(field.type, path));
    else paths.push(path);
  }
  return paths;
}

export function setAt(target: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(target);
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null || Array.isArray(node[key])) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}

/** Numbers as a query string writes them, in every notation, and dates at and past the edges. */
export const edgeQueryValue = fc.oneof(
  fc.constantFrom('1e-7', '1E+2', '0.1e1', '-0', '1e21', '5e-324', '0x10', '1_000', ' 1', '1.', '.5'),
  edgeDates,
);
