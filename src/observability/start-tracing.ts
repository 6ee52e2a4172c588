import type { TracingConfig } from '../config/env';
import type { Tracing, TracingWarn } from './tracing';

/**
 * The process's tracing when `config` is set (loading the OpenTelemetry SDK only then), or
 * undefined. Exporting is in the background: a collector that is down costs dropped spans and a
 * warning a minute, never a failed request.
 */
export function startTracing(config: TracingConfig | undefined, warn: TracingWarn): Tracing | undefined {
  if (!config) return undefined;
  // Required here, not imported above: without the configuration the SDK is never loaded.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createTracing } = require('./tracing-otel') as typeof import('./tracing-otel');
  return createTracing(config, { warn });
}
