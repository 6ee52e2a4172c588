import type { Knex } from '@mikro-orm/postgresql';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { ExecutionResult, OperationDefinitionNode } from 'graphql';
import type { JobObserver } from './metrics';

/** Runs an operation's execution inside something of its own (a trace span). */
export type OperationTracer = (
  operation: OperationDefinitionNode,
  run: () => Promise<ExecutionResult>,
) => Promise<ExecutionResult>;

/**
 * OpenTelemetry tracing of one process: a span for each HTTP request, its GraphQL operation, its
 * SQL statements and each background job, with the trace in the log lines written inside them.
 * Only built when `OTEL_EXPORTER_OTLP_ENDPOINT` is set; otherwise nothing of it exists (the code
 * that would call it checks for its absence once, at start-up) and no OpenTelemetry module is
 * loaded. This module only declares it: the implementation is `tracing-otel.ts`, loaded by
 * `start-tracing.ts`.
 */
export interface Tracing extends JobObserver {
  /**
   * Express middleware: the request's server span (continuing a W3C `traceparent` sent with it),
   * active while the request runs, ended when its answer is finished or the connection closes.
   */
  requests(options: { ignore(req: IncomingMessage): boolean }): RequestHandler;
  /** Runs a GraphQL operation inside its span (named after the operation). */
  operation: OperationTracer;
  /**
   * A span for each statement the ORM's knex runs inside a request or a job (not the readiness
   * probes' or the periodic job recovery's); returns what stops following it.
   */
  followStatements(knex: Knex): () => void;
  /** Runs one statement sent outside knex (the read pools) inside its span (inside a request or a job). */
  statement<T>(sql: string, run: () => Promise<T>): Promise<T>;
  /** The fields a queued message carries so that its job's span links to the trace that queued it. */
  messageContext(): Record<string, string>;
  /** Runs one background job inside its span, a trace of its own linked to the one that queued it. */
  job(queue: string, message: { id: string; data: Record<string, unknown> }, run: () => Promise<void>): Promise<void>;
  /** `trace_id`, `span_id` and `trace_flags` of the active span, for each log line (none outside spans). */
  logFields(): Record<string, string>;
  /** Exports the spans still waiting (bounded by `timeoutMs`) and stops. */
  shutdown(timeoutMs?: number): Promise<void>;
}

/** Problems that tracing reports (an unreachable collector): a warning, never an exception. */
export type TracingWarn = (message: string, error: unknown) => void;
