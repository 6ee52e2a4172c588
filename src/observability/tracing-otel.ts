import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Attributes,
  type Link,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { setGlobalErrorHandler, W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import {
  ATTR_CLIENT_ADDRESS,
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
  ATTR_URL_SCHEME,
  ATTR_USER_AGENT_ORIGINAL,
} from '@opentelemetry/semantic-conventions';
import type { Knex } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { ExecutionResult, OperationDefinitionNode } from 'graphql';
import type { TracingConfig } from '../config/env';
import { withoutValues } from './statement-text';
import { serializeError } from './logger';
import type { Tracing, TracingWarn } from './tracing';

/** The name of the tracer (the instrumentation scope of every span). */
const SCOPE = 'commerce-ledger-payroll-api';
/** Statements whose end was never announced (a connection lost mid-query) are ended past this many. */
const MAX_OPEN_STATEMENTS = 10_000;
/** An unreachable collector is reported at most this often. */
const WARN_EVERY_MS = 60_000;

export interface TracingOptions {
  warn: TracingWarn;
  /** Spans go here, each as it ends, instead of to the OTLP endpoint (tests). */
  exporter?: SpanExporter;
}

/**
 * The attributes a SQL statement's span carries; its name is `SELECT product`: the operation (of
 * a `with` statement, its first insert, update or delete) and the first table it names.
 */
function statementSpan(statement: string): { name: string; attributes: Attributes } {
  // The ORM inlines its bound values into the text before knex announces it.
  const sql = withoutValues(statement);
  let operation = /^\s*\(?\s*([a-z]+)/i.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
  if (operation === 'WITH') operation = /\b(insert|update|delete)\b/i.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT';
  const table = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(sql)?.[1];
  return {
    name: table ? `${operation} ${table}` : operation,
    attributes: {
      [ATTR_DB_SYSTEM_NAME]: 'postgresql',
      [ATTR_DB_OPERATION_NAME]: operation,
      // The text with its placeholders: the values (e-mails, hashes) are never recorded.
      [ATTR_DB_QUERY_TEXT]: sql,
    },
  };
}

function sampler(config: TracingConfig['sampler']): Sampler {
  const root = config.name.endsWith('always_off')
    ? new AlwaysOffSampler()
    : config.name.endsWith('traceidratio')
      ? new TraceIdRatioBasedSampler(config.ratio)
      : new AlwaysOnSampler();
  return config.name.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
}

function exporterFor(config: TracingConfig): SpanExporter {
  const options = { url: config.url, headers: config.headers, timeoutMillis: config.timeoutMs };
  /* eslint-disable @typescript-eslint/no-require-imports -- only the configured protocol's exporter is loaded */
  if (config.protocol === 'http/json') {
    const { OTLPTraceExporter } =
      require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter(options);
  }
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-proto') as typeof import('@opentelemetry/exporter-trace-otlp-proto');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return new OTLPTraceExporter(options);
}

/**
 * The OpenTelemetry SDK with spans made by the application itself: Express middleware, the
 * GraphQL executor, knex's query events and the read pools, the job queue. No module is patched,
 * so it does not matter in which order modules are loaded. The context lives in an
 * AsyncLocalStorage of its own; nothing is registered globally but the SDK's error handler.
 */
export function createTracing(config: TracingConfig, options: TracingOptions): Tracing {
  const exporter = options.exporter ?? exporterFor(config);
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes(config.resource),
    sampler: sampler(config.sampler),
    spanProcessors: [
      options.exporter
        ? new SimpleSpanProcessor(exporter)
        : new BatchSpanProcessor(exporter, { scheduledDelayMillis: config.scheduleDelayMs }),
    ],
  });
  const tracer = provider.getTracer(SCOPE);
  const contexts = new AsyncLocalStorageContextManager().enable();
  const propagator = new W3CTraceContextPropagator();

  // A failed export (the collector down or refusing) reaches the SDK's global error handler:
  // a warning, once a minute, instead of one per batch. The spans of that batch are dropped.
  let warnedAt = 0;
  setGlobalErrorHandler((error) => {
    const now = Date.now();
    if (now - warnedAt < WARN_EVERY_MS) return;
    warnedAt = now;
    options.warn('trace export failed: spans are dropped until the collector answers', error);
  });

  /** Runs `run` inside a new span child of the active one; the span ends when `run` settles. */
  const within = async <T>(span: Span, run: () => Promise<T>): Promise<T> => {
    try {
      return await contexts.with(trace.setSpan(contexts.active(), span), run);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  };
  const failed = (span: Span, error: unknown) => {
    const { type, message, code, stacktrace } = exceptionOf(error);
    span.addEvent('exception', {
      'exception.type': type,
      ...(message ? { 'exception.message': message } : {}),
      ...(stacktrace ? { 'exception.stacktrace': stacktrace } : {}),
    });
    span.setAttribute(ATTR_ERROR_TYPE, type);
    if (code) span.setAttribute('db.response.status_code', code);
    span.setStatus({ code: SpanStatusCode.ERROR, message });
  };

  return {
    requests({ ignore }) {
      return (req, res, next) => {
        if (ignore(req)) return next();
        const parent = propagator.extract(ROOT_CONTEXT, req.headers, defaultTextMapGetter);
        const span = tracer.startSpan(
          req.method,
          {
            kind: SpanKind.SERVER,
            attributes: {
              [ATTR_HTTP_REQUEST_METHOD]: req.method,
              [ATTR_URL_PATH]: req.path,
              [ATTR_URL_SCHEME]: req.protocol,
              [ATTR_CLIENT_ADDRESS]: req.ip,
              [ATTR_USER_AGENT_ORIGINAL]: req.headers['user-agent'],
            },
          },
          parent,
        );
        const active = trace.setSpan(parent, span);
        // Listeners of the request and the answer (body readers, the completion log line) run
        // in the request's context, whatever event emits them.
        contexts.bind(active, req);
        contexts.bind(active, res);
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          endRequest(span, req, res);
        };
        res.once('finish', end);
        res.once('close', end);
        contexts.with(active, next);
      };
    },

    operation(operation: OperationDefinitionNode, run: () => Promise<ExecutionResult>) {
      const name = operation.name?.value;
      const span = tracer.startSpan(
        name ?? operation.operation,
        {
          attributes: {
            'graphql.operation.type': operation.operation,
            ...(name ? { 'graphql.operation.name': name } : {}),
          },
        },
        contexts.active(),
      );
      return within(span, async () => {
        const result = await run();
        if (result.errors?.length) span.setAttribute('graphql.error.count', result.errors.length);
        return result;
      });
    },

    followStatements(knex: Knex) {
      const open = new Map<string, Span>();
      const started = (query: { __knexQueryUid?: string; sql?: string }) => {
        // Statements without an id (a transaction's BEGIN and COMMIT, the read pools' own
        // announcements) announce no end: the read pools trace theirs themselves.
        if (!query.__knexQueryUid || typeof query.sql !== 'string') return;
        // Only inside a request or a job: not the readiness probes', the job recovery's or the boot's.
        const parent = contexts.active();
        if (!trace.getSpan(parent)) return;
        const { name, attributes } = statementSpan(query.sql);
        const span = tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }, parent);
        open.set(query.__knexQueryUid, span);
        if (open.size > MAX_OPEN_STATEMENTS) {
          const [oldest, stale] = open.entries().next().value as [string, Span];
          open.delete(oldest);
          stale.end();
        }
      };
      const finished = (query: { __knexQueryUid?: string }, error?: unknown) => {
        const span = query.__knexQueryUid ? open.get(query.__knexQueryUid) : undefined;
        if (!span) return;
        open.delete(query.__knexQueryUid!);
        if (error !== undefined) failed(span, error);
        span.end();
      };
      const responded = (_response: unknown, query: { __knexQueryUid?: string }) => finished(query);
      const errored = (error: unknown, query: { __knexQueryUid?: string }) => finished(query, error);
      knex.on('query', started);
      knex.on('query-response', responded);
      knex.on('query-error', errored);
      return () => {
        knex.off('query', started);
        knex.off('query-response', responded);
        knex.off('query-error', errored);
        for (const span of open.values()) span.end();
        open.clear();
      };
    },

    statement(sql, run) {
      const parent = contexts.active();
      if (!trace.getSpan(parent)) return run();
      const { name, attributes } = statementSpan(sql);
      return within(tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }, parent), run);
    },

    messageContext() {
      const carrier: Record<string, string> = {};
      propagator.inject(contexts.active(), carrier, defaultTextMapSetter);
      return carrier;
    },

    job(queue, message, run) {
      const sent = propagator.extract(ROOT_CONTEXT, message.data, defaultTextMapGetter);
      const sender = trace.getSpanContext(sent);
      const links: Link[] = sender ? [{ context: sender }] : [];
      const span = tracer.startSpan(
        `process ${queue}`,
        {
          kind: SpanKind.CONSUMER,
          root: true,
          links,
          attributes: {
            'messaging.system': 'pg-boss',
            'messaging.operation.type': 'process',
            'messaging.destination.name': queue,
            'messaging.message.id': message.id,
          },
        },
        ROOT_CONTEXT,
      );
      return contexts.with(ROOT_CONTEXT, () => within(span, run));
    },

    jobFinished(type, outcome) {
      const span = trace.getSpan(contexts.active());
      if (!span) return;
      span.setAttributes({ 'job.type': type, 'job.outcome': outcome });
      if (outcome === 'Failed') span.setStatus({ code: SpanStatusCode.ERROR, message: `job ${outcome}` });
    },

    logFields(): Record<string, string> {
      const span = trace.getSpan(contexts.active());
      if (!span) return {};
      const { traceId, spanId, traceFlags } = span.spanContext();
      return {
        trace_id: traceId,
        span_id: spanId,
        trace_flags: (traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED ? '01' : '00',
      };
    },

    async shutdown(timeoutMs = 5000) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        provider.shutdown().catch(() => undefined),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      contexts.disable();
    },
  };
}

/**
 * What a span records of an error, without the values an error's text may quote: a database
 * error (knex prefixes the statement with its values inlined; PostgreSQL's own sentence may
 * quote one, its detail the row) keeps its SQLSTATE and the sentence reduced as the log reduces
 * it; any other error only its name, as its message may repeat input. The stack keeps its frames.
 */
function exceptionOf(error: unknown): { type: string; message?: string; code?: string; stacktrace?: string } {
  const name = error instanceof Error ? error.name : 'Error';
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const frames = stack.split('\n').filter((line) => line.trim().startsWith('at '));
  const reduced = serializeError(error) as {
    code?: unknown;
    message?: unknown;
    cause?: { code?: unknown; message?: unknown };
  };
  const database = typeof reduced.code === 'string' ? reduced : reduced.cause;
  const code = typeof database?.code === 'string' && /^[0-9A-Z]{5}$/.test(database.code) ? database.code : undefined;
  const message = code && typeof database?.message === 'string' ? database.message : undefined;
  return { type: name, message, code, stacktrace: frames.length ? `${name}\n${frames.join('\n')}` : undefined };
}

/** Names the server span after its route template once it is known, and records the answer. */
function endRequest(span: Span, req: IncomingMessage, res: ServerResponse): void {
  const express = req as Request;
  const template = (express.route as { path?: unknown } | undefined)?.path;
  const route = typeof template === 'string' ? `${express.baseUrl}${template}` : express.baseUrl || undefined;
  if (route) {
    span.updateName(`${req.method} ${route}`);
    span.setAttribute(ATTR_HTTP_ROUTE, route);
  }
  if (express.id) span.setAttribute('request.id', express.id);
  if (!res.writableFinished) {
    span.setAttribute(ATTR_ERROR_TYPE, 'aborted');
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'the connection closed before the answer was finished' });
  } else {
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, res.statusCode);
    // A server span fails with the server (5xx), not with the caller's mistakes (4xx).
    if (res.statusCode >= 500) {
      span.setAttribute(ATTR_ERROR_TYPE, String(res.statusCode));
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
  }
  span.end();
}
