import type { ApiFormatter } from './formatter';

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
export const payroll: ApiFormatter = {
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
