import { declaredResult, declaredResultSchema } from '../../src/rest/declared-result';
import { accounting } from '../../src/rest/formatters/accounting';
import type { JsonObject, RouteInput } from '../../src/rest/types';

// A route table declares how its answer is taken from the root field's value; the engine's answer
// and the documents' schema are read from the same declaration.
describe('declared results', () => {
  const input: RouteInput = { params: {}, query: {}, body: undefined, headers: {} };
  const page: JsonObject = {
    type: 'object',
    properties: { items: { type: 'array', items: { type: 'string' } }, total: { type: 'integer' } },
    required: ['items', 'total'],
  };

  it('answers the root value itself, and its schema, when nothing is declared', () => {
    expect(declaredResult({}, { items: ['a'], total: 1 }, input)).toEqual({ items: ['a'], total: 1 });
    expect(declaredResultSchema({}, page)).toBe(page);
  });

  it('answers one property of the root value, documented as that property’s schema', () => {
    expect(declaredResult({ resultProperty: 'items' }, { items: ['a', 'b'], total: 7 }, input)).toEqual(['a', 'b']);
    expect(declaredResultSchema({ resultProperty: 'items' }, page)).toEqual({
      type: 'array',
      items: { type: 'string' },
    });
  });

  it('answers the root value wrapped under a name, documented as a closed object of that one property', () => {
    expect(declaredResult({ resultWrapper: 'id' }, 'p-1', input)).toEqual({ id: 'p-1' });
    expect(declaredResultSchema({ resultWrapper: 'id' }, { type: 'string' })).toEqual({
      type: 'object',
      properties: { id: { type: 'string' } },
      required: ['id'],
      additionalProperties: false,
    });
  });

  describe('a named shape of the API’s formatter', () => {
    const def = { answer: { shape: 'accounting-record' } } as const;
    const record = { id: 'a', $path: '/a', name: 'A' };
    const schema: JsonObject = {
      type: 'object',
      properties: { id: { type: 'string' }, $path: { type: 'string' }, name: {} },
      required: ['id', '$path', 'name'],
    };

    it('answers as the shape makes it: a whole nested record stands in for its link, narrowed to what is asked', () => {
      const nested = { answer: { shape: 'accounting-record', nestedRecords: true } } as const;
      const link = { id: 'c', displayed_as: 'C', $path: '/c' };
      const note = { ...record, contact: link, contact_record: { ...link, name: 'Cee', email: 'c@example.com' } };
      expect(declaredResult(nested, note, input, accounting.shapes)).toEqual({ ...record, contact: link });
      const named = { ...input, query: { nested_attributes: 'name' } };
      expect(declaredResult(nested, note, named, accounting.shapes)).toEqual({
        ...record,
        contact: { ...link, name: 'Cee' },
      });
    });

    it('is documented by the same shape: a whole nested record documented as its link, widened when asked', () => {
      const nested = { answer: { shape: 'accounting-record', nestedRecords: true } } as const;
      const link: JsonObject = { type: 'object', properties: { id: {}, $path: {} }, required: ['id', '$path'] };
      const note: JsonObject = {
        type: 'object',
        properties: { id: { type: 'string' }, contact: link, contact_record: { ...link, properties: { name: {} } } },
        required: ['id', 'contact', 'contact_record'],
      };
      const documented = declaredResultSchema(nested, note, accounting.shapes);
      expect(documented).toMatchObject({ required: ['id', 'contact'] });
      expect(Object.keys(documented.properties as JsonObject)).toEqual(['id', 'contact']);
      expect((documented.properties as Record<string, JsonObject>).contact.required).toEqual([
        'id',
        'displayed_as',
        '$path',
      ]);
      // A plain record's schema is the selection's, keys already as the wire names them.
      expect(declaredResultSchema(def, schema, accounting.shapes)).toBe(schema);
    });

    it('is refused for an API without shapes', () => {
      expect(() => declaredResult(def, record, input)).toThrow('accounting-record');
      expect(() => declaredResultSchema(def, schema)).toThrow('accounting-record');
    });
  });
});
