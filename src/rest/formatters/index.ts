import type { Response } from 'express';
import type { ApiName, ErrorCode, NormalizedError } from '../../graphql/errors';

/** How one REST API writes successes and errors onto the wire. */
export interface ApiFormatter {
  success(res: Response, status: number, payload: unknown, message?: string): void;
  error(res: Response, status: number, error: NormalizedError): void;
}

const storefront: ApiFormatter = {
  success(res, status, payload, message) {
    res.status(status).json({ success: true, data: payload ?? null, ...(message ? { message } : {}) });
  },
  error(res, status, error) {
    res
      .status(status)
      .json({ success: false, error: error.message, ...(error.fields ? { errors: error.fields } : {}) });
  },
};

const ACCOUNTING_DATA_CODES: Partial<Record<ErrorCode, string>> = {
  BAD_REQUEST: 'BadRequest',
  BAD_USER_INPUT: 'RecordInvalid',
  UNAUTHENTICATED: 'AuthorizationFailure',
  FORBIDDEN: 'AuthorizationFailure',
  NOT_FOUND: 'RecordNotFound',
  METHOD_NOT_ALLOWED: 'MethodNotAllowed',
  CONFLICT: 'RecordInvalid',
  UNPROCESSABLE: 'RecordInvalid',
  NOT_ACCEPTABLE: 'NotAcceptable',
  PAYLOAD_TOO_LARGE: 'RequestEntityTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'UnsupportedMediaType',
  RATE_LIMITED: 'TooManyRequests',
  GATEWAY_UNAVAILABLE: 'ServiceUnavailable',
  SERVICE_UNAVAILABLE: 'ServiceUnavailable',
  INTERNAL_SERVER_ERROR: 'InternalServerError',
};

/** The real v3.1 shape: an array of diagnoses, one per offending field. */
const accounting: ApiFormatter = {
  success(res, status, payload) {
    if (status === 204 || payload === undefined) res.status(status).end();
    else res.status(status).json(payload);
  },
  error(res, status, error) {
    const $dataCode = ACCOUNTING_DATA_CODES[error.code] ?? error.code;
    const fields = Object.entries(error.fields ?? {});
    const diagnoses =
      fields.length > 0
        ? fields.flatMap(([$source, messages]) =>
            messages.map(($message) => ({ $severity: 'error', $dataCode, $message, $source })),
          )
        : [{ $severity: 'error', $dataCode, $message: error.message, $source: '' }];
    res.status(status).json(diagnoses);
  },
};

const PROBLEM_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const PROBLEM_SECTIONS: Record<number, string> = {
  400: '15.5.1',
  401: '15.5.2',
  403: '15.5.4',
  404: '15.5.5',
  405: '15.5.6',
  406: '15.5.7',
  409: '15.5.10',
  413: '15.5.14',
  415: '15.5.16',
  422: '15.5.21',
  429: '6',
  500: '15.6.1',
  503: '15.6.4',
};

/** RFC 9457 problem details. */
const payroll: ApiFormatter = {
  success(res, status, payload) {
    if (status === 204 || payload === undefined || payload === null) res.status(status).end();
    else res.status(status).json(payload);
  },
  error(res, status, error) {
    const section = PROBLEM_SECTIONS[status];
    const type =
      status === 429
        ? 'https://www.rfc-editor.org/rfc/rfc6585#section-4'
        : section
          ? `https://www.rfc-editor.org/rfc/rfc9110#section-${section}`
          : 'about:blank';
    if (status === 401) res.setHeader('WWW-Authenticate', 'Basic realm="payroll"');
    res
      .status(status)
      .type('application/problem+json')
      .send(
        JSON.stringify({
          type,
          title: PROBLEM_TITLES[status] ?? 'Error',
          status,
          detail: error.message,
          code: error.code,
          ...(error.fields ? { errors: error.fields } : {}),
        }),
      );
  },
};

export const FORMATTERS: Record<ApiName, ApiFormatter> = { storefront, accounting, payroll };
