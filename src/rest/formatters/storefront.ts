import type { ApiFormatter } from './formatter';

/** `{ success, data, message? }` and `{ success: false, error, errors? }`. */
export const storefront: ApiFormatter = {
  success(res, status, payload, message) {
    res.status(status).json({ success: true, data: payload ?? null, ...(message ? { message } : {}) });
  },
  error(res, status, error) {
    res
      .status(status)
      .json({ success: false, error: error.message, ...(error.fields ? { errors: error.fields } : {}) });
  },
};
