import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { prettyFactory } from 'pino-pretty';
import { createLogger, prettyOptions } from '../../src/observability/logger';
import { requestLogging } from '../../src/server/request-log';
import { waitUntil } from '../helpers/bounded';
import { logCapture } from '../helpers/log-capture';

/**
 * Development's log, as a person reads it: the request log's real lines, printed through
 * pino-pretty with the options `npm run dev` uses.
 */
async function printed(level: 'info' | 'debug', path: string): Promise<string> {
  const { lines, destination } = logCapture();
  const app = express();
  app.use(
    requestLogging(createLogger({ logLevel: level, nodeEnv: 'development' }, destination), { ignore: () => false }),
  );
  app.get('/ok', (_req, res) => res.json({ ok: true }));
  app.get('/fail', (_req, res) => res.status(500).json({ error: 'boom' }));
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { 'x-request-id': 'req-42', authorization: 'Bearer secret-value', 'user-agent': 'probe/1.0' },
    });
    await res.text();
    // The completion line is written when the answer is finished: wait for it, bounded.
    await waitUntil(5000, 'the completion line', () => lines.length > 0, 10);
    expect(lines).toHaveLength(1);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  const pretty = prettyFactory({ ...prettyOptions(level), colorize: false });
  return pretty(JSON.parse(lines[0]) as Record<string, unknown>);
}

describe('the development log', () => {
  it('prints a request as one line: method, path, status, time and request id, without its headers', async () => {
    const text = await printed('info', '/ok?page=2');
    expect(text.trimEnd().split('\n')).toHaveLength(1);
    expect(text).toMatch(/INFO: GET \/ok\?page=\[redacted\] 200 \d+ms \[req-42\] request completed/);
    expect(text).not.toContain('probe/1.0');
    expect(text).not.toContain('headers');
  });

  it('still prints the error under a failed request’s line', async () => {
    const text = await printed('info', '/fail');
    expect(text.split('\n')[0]).toMatch(/INFO: GET \/fail 500 \d+ms \[req-42\] request errored$/);
    expect(text).toContain('failed with status code 500');
  });

  it('prints the full request, headers redacted, at debug', async () => {
    const text = await printed('debug', '/ok');
    expect(text).toContain('"user-agent": "probe/1.0"');
    expect(text).toContain('"authorization": "[redacted]"');
    expect(text).not.toContain('secret-value');
  });
});
