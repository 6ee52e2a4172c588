import pino, { type Logger } from 'pino';
import type { Env } from '../config/env';

export type { Logger };

/** Structured JSON logs; human-readable lines in development. Secrets are redacted. */
export function createLogger(env: Pick<Env, 'logLevel' | 'nodeEnv'>): Logger {
  return pino({
    level: env.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["stripe-signature"]',
        '*.password',
        '*.adminPassword',
        '*.refreshToken',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
    transport:
      env.nodeEnv === 'development'
        ? { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l' } }
        : undefined,
  });
}
