/** The tracing settings: the OpenTelemetry specification's variables, read by {@link tracing}. */

import { bool, EnvError, int, keyValues, oneOf, raw, url, type Source } from './env-values';

/** Where and how spans are exported (OTLP over HTTP), and what they describe. */
export interface TracingConfig {
  /** The traces URL: `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`, or `OTEL_EXPORTER_OTLP_ENDPOINT` + `/v1/traces`. */
  url: string;
  protocol: 'http/protobuf' | 'http/json';
  /** Sent with every export (`OTEL_EXPORTER_OTLP_HEADERS`: an API key of a hosted collector). */
  headers: Record<string, string>;
  /** `service.name` and the other resource attributes. */
  resource: Record<string, string>;
  sampler: { name: TraceSampler; ratio: number };
  /** How long spans wait in the batch before they are exported. */
  scheduleDelayMs: number;
  /** How long one export may take (retries included) before its spans are dropped. */
  timeoutMs: number;
}

const SAMPLERS = [
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
  'always_on',
  'always_off',
  'traceidratio',
] as const;
export type TraceSampler = (typeof SAMPLERS)[number];

/**
 * Tracing is on when an OTLP endpoint is set (and `OTEL_SDK_DISABLED` is not true). The variables
 * are the OpenTelemetry specification's; only OTLP over HTTP is exported (protobuf by default).
 */
export function tracing(source: Source): TracingConfig | undefined {
  if (bool(source, 'OTEL_SDK_DISABLED', false)) return undefined;
  const signal = url(source, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', ['http:', 'https:']);
  const base = url(source, 'OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']);
  if (signal === undefined && base === undefined) return undefined;
  const protocol = raw(source, 'OTEL_EXPORTER_OTLP_PROTOCOL') ?? 'http/protobuf';
  if (protocol !== 'http/protobuf' && protocol !== 'http/json') {
    throw new EnvError('OTEL_EXPORTER_OTLP_PROTOCOL', `expected http/protobuf or http/json, got "${protocol}"`);
  }
  const ratio = raw(source, 'OTEL_TRACES_SAMPLER_ARG') ?? '1';
  if (!/^(0(\.\d+)?|1(\.0*)?)$/.test(ratio)) {
    throw new EnvError('OTEL_TRACES_SAMPLER_ARG', `expected a ratio between 0 and 1, got "${ratio}"`);
  }
  const serviceName = raw(source, 'OTEL_SERVICE_NAME');
  return {
    url: signal ?? `${base!.replace(/\/+$/, '')}/v1/traces`,
    protocol,
    headers: keyValues(source, 'OTEL_EXPORTER_OTLP_HEADERS'),
    resource: {
      'service.name': 'commerce-ledger-payroll-api',
      ...keyValues(source, 'OTEL_RESOURCE_ATTRIBUTES'),
      ...(serviceName ? { 'service.name': serviceName } : {}),
    },
    sampler: { name: oneOf(source, 'OTEL_TRACES_SAMPLER', SAMPLERS, 'parentbased_always_on'), ratio: Number(ratio) },
    scheduleDelayMs: int(source, 'OTEL_BSP_SCHEDULE_DELAY', 5000, 0, 600_000),
    timeoutMs: int(source, 'OTEL_EXPORTER_OTLP_TIMEOUT', 10_000, 1, 600_000),
  };
}
