import {
  lineAmounts,
  inverseRate,
} from '../../src/modules/accounting/purchase-credit-notes/purchase-credit-note.money';
import { divRound, multiply, normalize, sum } from '../../src/modules/accounting/shared/decimal';
import { narrowedOperation, queryParams } from '../../src/modules/accounting/shared/rest';
import { buildSchema, execute, parse } from 'graphql';
import { accounting, wireList } from '../../src/rest/formatters/accounting';
import { withResponseKeys } from '../../src/rest/compile';
import { camelCase, snakeCase } from '../../src/shared/text';
import { parseDateTime, wireTimestamp } from '../../src/modules/accounting/shared/wire';

describe('decimal arithmetic', () => {
  it('multiplies and sums exactly, rounding half away from zero', () => {
    expect(multiply('3', '19.99', 2)).toBe('59.97');
    expect(multiply('0.1', '0.2', 2)).toBe('0.02');
    expect(multiply('1.005', '1', 2)).toBe('1.01');
    expect(multiply('-1.005', '1', 2)).toBe('-1.01');
    expect(multiply('2', '3', 4)).toBe('6.0000');
    expect(sum(['0.10', '0.20', '0.30'], 2)).toBe('0.60');
    expect(normalize('7', 6)).toBe('7.000000');
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
  });

  it('computes line amounts from the rate, a tax-inclusive price or a stated tax', () => {
    const base = { quantity: '2', unitPrice: '10.50', unitPriceIncludesTax: false, taxAmount: null };
    expect(lineAmounts({ ...base, taxPercentage: '20.00' })).toEqual({
      netAmount: '21.00',
      taxAmount: '4.20',
      totalAmount: '25.20',
    });
    expect(lineAmounts({ ...base, taxPercentage: null })).toEqual({
      netAmount: '21.00',
      taxAmount: '0.00',
      totalAmount: '21.00',
    });
    expect(lineAmounts({ ...base, taxPercentage: '13.50', unitPriceIncludesTax: true })).toEqual({
      netAmount: '18.50',
      taxAmount: '2.50',
      totalAmount: '21.00',
    });
    expect(lineAmounts({ ...base, taxPercentage: '20.00', taxAmount: '4.19' }).totalAmount).toBe('25.19');
    expect(inverseRate('0.850000')).toBe('1.176471');
  });
});

describe('wire conventions', () => {
  it('reads the reference’s date and date-time filter forms', () => {
    const iso = (value: string) => parseDateTime('since', value).toISOString();
    expect(iso('2015-10-27T16:24:52Z')).toBe('2015-10-27T16:24:52.000Z');
    expect(iso('2015-10-27T16:24:52+01:00')).toBe('2015-10-27T15:24:52.000Z');
    expect(iso('2015-10-27T16:24:52 01:00')).toBe('2015-10-27T15:24:52.000Z');
    expect(iso('2015-10-27T-02:00')).toBe('2015-10-27T02:00:00.000Z');
    expect(iso('2015-10-27')).toBe('2015-10-27T00:00:00.000Z');
    for (const bad of ['2015-02-29', '2015-10-27T25:00:00Z', 'yesterday', '2015-10-27T16:24:52+25:00']) {
      expect(() => parseDateTime('since', bad)).toThrow(/must be a date or date-time/);
    }
    expect(wireTimestamp(new Date('2018-06-25T05:46:18.123Z'))).toBe('2018-06-25T05:46:18Z');
  });

  it('spells query names both ways', () => {
    expect(camelCase('updated_or_created_since')).toBe('updatedOrCreatedSince');
    expect(snakeCase('itemsPerPage')).toBe('items_per_page');
    expect(Object.keys(queryParams({ items_per_page: { type: 'integer' }, page: { type: 'integer' } }))).toEqual([
      'items_per_page',
      'itemsPerPage',
      'page',
    ]);
  });

  it('answers every path under the wire’s $path, at any depth and in fragments; values stay as they were', async () => {
    const schema = buildSchema(
      'type Query { note: Note } type Note { id: ID, path: String, file_path: String, notes: String, lines: [Note] }',
    );
    const document = withResponseKeys(
      parse('{ note { id path notes lines { path ...F } } } fragment F on Note { file_path }'),
      accounting.responseKeys!,
    );
    const notes = '{"path":"x"},"file_path":';
    const rootValue = { note: { id: 'A', path: '/a', notes, lines: [{ path: '/l', file_path: '/f' }] } };
    const { data } = await execute({ schema, document, rootValue });
    expect(data).toEqual({ note: { id: 'A', $path: '/a', notes, lines: [{ $path: '/l', $file_path: '/f' }] } });
  });

  it('builds the envelope in the reference’s key order', () => {
    const items = [{ id: 'A', displayed_as: 'a', $path: '/a', active: true }];
    const list = { total: 1, page: 1, next: null, back: null, items_per_page: 20, items };
    expect(JSON.stringify(wireList(list))).toBe(
      '{"$total":1,"$page":1,"$next":null,"$back":null,"$itemsPerPage":20,"$items":[{"id":"A","displayed_as":"a","$path":"/a","active":true}]}',
    );
  });

  it('resolves exactly the item fields attributes names, besides the base trio', () => {
    const { operation, flags } = narrowedOperation(
      'query L { list { total items { id displayed_as path name active } } }',
      { list: true },
    );
    expect(operation.replace(/\s+/g, ' ')).toContain(
      'items { id displayed_as path name @include(if: $attribute_name) active @include(if: $attribute_active) }',
    );
    const expected: [string | undefined, string[]][] = [
      [undefined, []],
      ['', []],
      ['all', ['name', 'active']],
      [' all ', ['name', 'active']],
      ['active', ['active']],
      // Camel or snake names; `isActive` is `is_active`, not `active`.
      ['name, isActive', ['name']],
      ['Active,name', ['name']],
      // `all` only alone.
      ['all,name', ['name']],
    ];
    for (const [attributes, fields] of expected) {
      const resolved = Object.entries(flags({ attributes })).flatMap(([flag, on]) => (on ? [flag] : []));
      expect(resolved).toEqual(fields.map((field) => `attribute_${field}`));
    }
  });

  it('resolves an asked-for field only when the call asks for it, in a record and in each item of a list', () => {
    const askedFor = [
      { field: 'notes', flag: 'show_notes', byAttributes: true },
      { field: 'tags', of: 'lines', flag: 'show_tags' },
    ];
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    const record = narrowedOperation('query R { note { id notes lines { id tags } } }', { askedFor });
    expect(flat(record.operation)).toContain('($asked_notes: Boolean!, $asked_tags: Boolean!)');
    expect(flat(record.operation)).toContain(
      'notes @include(if: $asked_notes) lines { id tags @include(if: $asked_tags) }',
    );
    expect(record.flags({})).toEqual({ asked_notes: false, asked_tags: false });
    expect(record.flags({ show_notes: true, show_tags: true })).toEqual({ asked_notes: true, asked_tags: true });
    // `byAttributes`: naming the field in `attributes` asks for it too; the other needs its flag.
    expect(record.flags({ attributes: 'notes,tags' })).toEqual({ asked_notes: true, asked_tags: false });

    const list = narrowedOperation('query L { list { total items { id notes lines { id tags } } } }', {
      list: true,
      askedFor,
    });
    expect(flat(list.operation)).toContain(
      'notes @include(if: $attribute_notes) lines @include(if: $attribute_lines) { id tags @include(if: $asked_tags) }',
    );
    // An item field is resolved only when `attributes` names it, an asked-for one only when also asked for.
    expect(list.flags({ attributes: 'all' })).toEqual({
      attribute_notes: true,
      attribute_lines: true,
      asked_tags: false,
    });
    expect(list.flags({ show_notes: true, show_tags: true })).toEqual({
      attribute_notes: false,
      attribute_lines: false,
      asked_tags: true,
    });
  });
});
