import { type TestApp } from '../helpers/app';
import { testsOnApp } from '../helpers/scenarios';
import { http } from '../helpers/http';

let t: TestApp;
testsOnApp((app) => (t = app));

describe('payroll OpenAPI document', () => {
  it('documents uploads as multipart, the job document as CSV or JSON and the mapping create as bodiless', async () => {
    const { body } = await http(`${t.url}/payroll/openapi.json`);
    const upload = body.paths['/employers/{employerId}/import/employees/async'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema).toEqual({
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['202', '400', '413', '415']));
    expect(upload.parameters.map((p: { name: string }) => p.name)).toEqual([
      'employerId',
      'format',
      'allowUpdates',
      'Idempotency-Key',
    ]);

    const document = body.paths['/jobs/{jobId}/document'].get;
    // A report document is CSV or JSON, as the report asked.
    expect(document.responses['200'].content).toEqual({
      'text/csv': { schema: { type: 'string' } },
      'application/json': { schema: {} },
    });
    const create = body.paths['/employers/{employerId}/import/payments/mappings'].post;
    // Bodiless, with the new mapping's absolute address in Location.
    expect(create.responses['201']).toEqual({
      description: 'Created',
      headers: {
        Location: {
          description: 'The new mapping’s address.',
          required: true,
          schema: { type: 'string', format: 'uri' },
        },
        'Idempotent-Replayed': expect.objectContaining({ required: false }),
      },
    });
    expect(Object.keys(create.requestBody.content)).toEqual([
      'application/json',
      'application/json-patch+json',
      'text/json',
      'application/*+json',
    ]);
  });
});
