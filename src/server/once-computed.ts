import type express from 'express';
import type { Request } from 'express';

type HeaderValue = Parameters<express.Response['setHeader']>[1];

/**
 * A header-only middleware (helmet's) replayed from a list: run once at boot against a recorder,
 * its headers are set from that list on every answer, in the same order, instead of through a
 * chain of a dozen middlewares per request. One that reads the request, calls `next` late or does
 * anything but set and remove headers is kept as it is.
 */
export function onceComputed(middleware: express.RequestHandler): express.RequestHandler {
  const steps: { name: string; value?: HeaderValue }[] = [];
  let plain = true;
  let finished = false;
  const request = new Proxy({} as Request, {
    get: () => {
      plain = false;
      return undefined;
    },
  });
  const recorder = new Proxy({} as express.Response, {
    get: (_target, key) => {
      if (key === 'setHeader') return (name: string, value: HeaderValue) => steps.push({ name, value });
      if (key === 'removeHeader') return (name: string) => steps.push({ name });
      plain = false;
      return undefined;
    },
  });
  try {
    void middleware(request, recorder, (error?: unknown) => {
      finished = error === undefined;
    });
  } catch {
    plain = false;
  }
  if (!plain || !finished) return middleware;
  return (_req, res, next) => {
    for (const step of steps) {
      if (step.value === undefined) res.removeHeader(step.name);
      else res.setHeader(step.name, step.value);
    }
    next();
  };
}
