import fc from 'fast-check';
import { DocumentArbitraries } from '../helpers/openapi-arbitrary';
import { requestsFor } from '../helpers/openapi-requests';

// The requests the generated-request suite sends are what they claim to be: positive ones conform
// to every schema of the operation, negative ones break exactly the rule they name.

const document = {
  openapi: '3.1.0',
  paths: {
    '/things/{id}': {
      put: {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 8 } },
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
          { name: 'X-Signature', in: 'header', required: true, schema: { type: 'string' } },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['name'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 5, pattern: '^[a-z]+$' },
          kind: { type: ['string', 'null'], enum: ['a', 'b', null] },
          when: { type: 'string', format: 'date-time' },
          count: { type: 'integer', format: 'int32', minimum: 0 },
          tags: { type: 'array', items: { type: 'string' }, maxItems: 2 },
        },
      },
    },
  },
};

const gen = new DocumentArbitraries(document);
const op = { method: 'put', template: '/things/{id}', operation: document.paths['/things/{id}'].put };
const { positive, negative } = requestsFor(gen, op, { values: { '/things/{id} id': 'seeded' } });
const thing = document.components.schemas.Thing;

it('positive requests conform: the body, the bounded query, the required header, the seeded id', () => {
  const requests = fc.sample(positive, { seed: 1, numRuns: 200 });
  for (const request of requests) {
    expect(gen.conforms(thing, request.body)).toBe(true);
    expect(request.headers['X-Signature']).toMatch(/^[!-~]+$/);
    const limit = new URL(`http://x${request.path}`).searchParams.get('limit');
    if (limit !== null) expect(Number(limit)).toBeGreaterThanOrEqual(1);
  }
  expect(requests.some((r) => r.path.startsWith('/things/seeded'))).toBe(true);
});

it('negative requests break the one rule they name, and every kind of rule is broken', () => {
  const requests = fc.sample(negative!, { seed: 1, numRuns: 400 });
  const broken = new Set(requests.map((r) => r.breaks));
  for (const request of requests) {
    const query = new URL(`http://x${request.path}`).searchParams;
    if (request.breaks!.startsWith('body') && request.breaks !== 'body required') {
      expect(gen.conforms(thing, request.body)).toBe(false);
    } else if (request.breaks === 'body required') {
      expect(request.body).toBeUndefined();
    } else if (request.breaks === 'header X-Signature required') {
      expect(request.headers).not.toHaveProperty('X-Signature');
    } else if (request.breaks!.startsWith('query limit')) {
      expect(gen.parameterConforms({ type: 'integer', minimum: 1, maximum: 100 }, query.get('limit')!)).toBe(false);
    } else {
      expect(request.breaks).toBe('path id maxLength');
      expect(decodeURIComponent(request.path.split('/')[2].split('?')[0]).length).toBeGreaterThan(8);
    }
  }
  expect([...broken].sort()).toEqual(
    expect.arrayContaining([
      'body additionalProperties',
      'body required',
      'body/count minimum',
      'body/count integer',
      'body/kind enum',
      'body/name maxLength',
      'body/name pattern',
      'body/name required',
      'body/tags maxItems',
      'body/when format',
      'header X-Signature required',
      'path id maxLength',
      'query limit maximum',
      'query limit type',
    ]),
  );
});
