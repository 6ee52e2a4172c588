import type { ApiName } from '../graphql/errors';
import type { JsonObject } from './types';

// How each REST API writes its errors and checks its callers, as the OpenAPI documents state it.

const FIELD_ERRORS: JsonObject = {
  type: 'object',
  description: 'Field name to its messages.',
  additionalProperties: { type: 'array', items: { type: 'string' } },
};

/** How each API writes its errors (see the formatters), as a named component. */
export const ERROR_FORMATS: Record<ApiName, { name: string; mediaType: string; schema: JsonObject }> = {
  storefront: {
    name: 'StorefrontError',
    mediaType: 'application/json',
    schema: {
      type: 'object',
      required: ['success', 'error'],
      properties: {
        success: { const: false },
        error: { type: 'string' },
        errors: FIELD_ERRORS,
      },
    },
  },
  accounting: {
    name: 'AccountingErrors',
    mediaType: 'application/json',
    schema: {
      type: 'array',
      items: {
        type: 'object',
        required: ['$severity', '$dataCode', '$message', '$source'],
        properties: {
          $severity: { type: 'string', enum: ['error'] },
          $dataCode: { type: 'string' },
          $message: { type: 'string' },
          $source: { type: 'string', description: 'The offending field, empty when the error is not about one.' },
        },
      },
    },
  },
  payroll: {
    name: 'ProblemDetails',
    mediaType: 'application/problem+json',
    schema: {
      type: 'object',
      description: 'RFC 9457 problem details.',
      required: ['type', 'title', 'status', 'detail', 'code'],
      properties: {
        type: { type: 'string', format: 'uri' },
        title: { type: 'string' },
        status: { type: 'integer' },
        detail: { type: 'string' },
        code: { type: 'string' },
        errors: FIELD_ERRORS,
      },
    },
  },
};

/** How each API's callers prove who they are (SPEC section 3). */
export const SECURITY_SCHEMES: Record<ApiName, { name: string; scheme: JsonObject }> = {
  storefront: {
    name: 'bearerAuth',
    scheme: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'An access token from a sign-in; store members also send X-Tenant-Slug.',
    },
  },
  accounting: {
    name: 'bearerAuth',
    scheme: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'A staff access token; the business is named by X-Business.',
    },
  },
  payroll: {
    name: 'basicAuth',
    scheme: {
      type: 'http',
      scheme: 'basic',
      description: 'email:password of a staff user, or any user name with a personal API key as password.',
    },
  },
};
