import type { Response } from 'express';
import type { NormalizedError } from '../../graphql/errors';

/** How one REST API writes successes and errors onto the wire. */
export interface ApiFormatter {
  success(res: Response, status: number, payload: unknown, message?: string): void;
  error(res: Response, status: number, error: NormalizedError): void;
}
