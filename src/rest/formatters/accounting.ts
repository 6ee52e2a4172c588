import type { ErrorCode } from '../../graphql/errors';
import type { ApiFormatter } from './formatter';

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
export const accounting: ApiFormatter = {
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
