import type { Response } from 'express';
import type { NormalizedError } from '../../graphql/errors';
import type { AnswerShape, JsonObject, RouteInput } from '../types';

/** How one REST API writes successes and errors onto the wire. */
export interface ApiFormatter {
  success(res: Response, status: number, payload: unknown, message?: string): void;
  error(res: Response, status: number, error: NormalizedError): void;
  /**
   * The wire's names of GraphQL response keys (accounting's `path` is `$path`), which every route's
   * fields answer under (`withResponseKeys`); the documents' schemas name them so too.
   */
  responseKeys?: Readonly<Record<string, string>>;
  /** The answer shapes its routes may declare (`RouteDefinition.answer`). */
  shapes?: AnswerShapes;
}

/** An API's answer shapes: each answer from the root field's value, and its schema from that value's. */
export interface AnswerShapes {
  answer(shape: AnswerShape, value: unknown, input: RouteInput): unknown;
  schema(shape: AnswerShape, value: JsonObject): JsonObject;
}
