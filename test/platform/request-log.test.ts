import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLogger, lazyLogger, type Logger } from '../../src/observability/logger';
import { requestLogging } from '../../src/server/request-log';
import { http } from '../helpers/http';
import { pollUntil } from '../helpers/bounded';
import { logCapture, type LogCapture } from '../helpers/log-capture';

/** A server with the request log in front of a few routes, writing its lines to `log`. */
async function logged(level: 'info' | 'warn') {
  const log = logCapture();
  const app = express();
  app.use(
    requestLogging(createLogger({ logLevel: level, nodeEnv: 'test' }, log.destination), {
      ignore: (req) => req.url === '/quiet',
    }),
  );
  app.get('/ok', (_req, res) => res.json({ ok: true }));
  app.get('/quiet', (_req, res) => res.json({ ok: true }));
  app.get('/fail', (_req, res) => res.status(500).json({ error: 'boom' }));
  app.get('/warns', (req, res) => {
    req.log.warn({ note: 'looked twice' }, 'a warning');
    res.json({ ok: true });
  });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { log, base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The completion line is written when the answer is finished, which may be after the client has read it. */
async function lineFor(log: LogCapture, id: string, msg: string): Promise<Record<string, any>> {
  return pollUntil(
    2000,
    `a "${msg}" line for request ${id}`,
    async () => ({ done: log.records().find((l) => l.req?.id === id && l.msg === msg), seen: log.lines }),
    10,
  );
}

describe('the request log', () => {
  let info: Awaited<ReturnType<typeof logged>>;
  beforeAll(async () => {
    info = await logged('info');
  });
  afterAll(() => info.close());

  it('writes one completion line per request with the request (redacted), the status and the time taken', async () => {
    const res = await http(`${info.base}/ok?token=abc`, {
      headers: { 'x-request-id': 'req-1', authorization: 'Bearer secret-value' },
    });
    expect(res.headers.get('x-request-id')).toBe('req-1');
    const line = await lineFor(info.log, 'req-1', 'request completed');
    expect(line).toMatchObject({
      level: 30,
      req: { id: 'req-1', method: 'GET', url: '/ok?token=[redacted]', headers: { authorization: '[redacted]' } },
      res: { statusCode: 200 },
    });
    expect(typeof line.responseTime).toBe('number');
    expect(JSON.stringify(info.log.lines)).not.toContain('secret-value');
    expect(info.log.records().filter((l) => l.req?.id === 'req-1')).toHaveLength(1);
  });

  it('writes a 5xx answer as "request errored" with an error naming the status', async () => {
    await http(`${info.base}/fail`, { headers: { 'x-request-id': 'req-2' } });
    const line = await lineFor(info.log, 'req-2', 'request errored');
    expect(line).toMatchObject({ res: { statusCode: 500 }, err: { message: 'failed with status code 500' } });
  });

  it("binds the request to a handler's own lines, and leaves ignored paths out", async () => {
    await http(`${info.base}/quiet`, { headers: { 'x-request-id': 'req-4' } });
    // Asked after the quiet one was answered: once its completion line is written, the quiet
    // request's would have been too.
    await http(`${info.base}/warns`, { headers: { 'x-request-id': 'req-3' } });
    const warning = await lineFor(info.log, 'req-3', 'a warning');
    expect(warning).toMatchObject({ level: 40, note: 'looked twice', req: { url: '/warns' } });
    await lineFor(info.log, 'req-3', 'request completed');
    expect(info.log.records().some((l) => l.req?.id === 'req-4')).toBe(false);
  });

  it('writes no completion line below its level, but a warning still carries the request', async () => {
    const warn = await logged('warn');
    try {
      await http(`${warn.base}/ok`, { headers: { 'x-request-id': 'req-5' } });
      await http(`${warn.base}/warns`, { headers: { 'x-request-id': 'req-6' } });
      const warning = await lineFor(warn.log, 'req-6', 'a warning');
      expect(warning.req).toMatchObject({ id: 'req-6', method: 'GET', url: '/warns' });
      // A later request's warning comes after any completion line of the two before it.
      await http(`${warn.base}/warns`, { headers: { 'x-request-id': 'req-7' } });
      await lineFor(warn.log, 'req-7', 'a warning');
      expect(warn.log.records().map((l) => [l.req?.id, l.msg])).toEqual([
        ['req-6', 'a warning'],
        ['req-7', 'a warning'],
      ]);
    } finally {
      await warn.close();
    }
  });
});

describe('the request logger of a context (lazyLogger)', () => {
  it('is built at its first line, not when the context holding it is copied, and writes as the built logger', () => {
    const log = logCapture();
    const requestLogger = createLogger({ logLevel: 'warn', nodeEnv: 'test' }, log.destination).child({ reqId: 'r-1' });
    let built = 0;
    const context = {
      log: lazyLogger(() => {
        built += 1;
        return requestLogger;
      }),
    };
    // As Apollo copies a context for each operation: every own property is read.
    const copy: { log: Logger } = Object.assign(Object.create(Object.getPrototypeOf(context)), context);
    expect(built).toBe(0);
    copy.log.info('below the level');
    copy.log.warn({ note: 'n' }, 'a warning');
    expect(copy.log.isLevelEnabled('info')).toBe(false);
    expect(built).toBe(1);
    expect(log.records()).toEqual([expect.objectContaining({ level: 40, reqId: 'r-1', note: 'n', msg: 'a warning' })]);
  });
});
