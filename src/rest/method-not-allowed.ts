import type { Request, Response, Router } from 'express';
import type { RouteDefinition } from './types';

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Answers a known path called with a method it does not have: 405 with `Allow` (RFC 9110), from
 * the same route table the routes come from; `refuse` writes the body in the API's error format.
 * Each path's methods are gathered by a handler placed after every route, so a URL that several
 * paths match (`/orders/:id` and `/orders/my-orders`) is allowed the methods of all of them. A
 * URL no path matches goes on to the API's 404.
 */
export function answerMethodNotAllowed(
  router: Router,
  routes: readonly RouteDefinition[],
  refuse: (req: Request, res: Response) => void,
): void {
  const methods = new Map<string, Set<string>>();
  for (const def of routes) {
    const allowed = methods.get(def.path) ?? new Set<string>();
    allowed.add(def.method.toUpperCase());
    if (def.method === 'get') allowed.add('HEAD');
    methods.set(def.path, allowed);
  }
  const gathered = new WeakMap<Request, Set<string>>();
  for (const [path, allowed] of methods) {
    router.all(path, (req, _res, next) => {
      const into = gathered.get(req) ?? new Set<string>();
      for (const method of allowed) into.add(method);
      gathered.set(req, into);
      next();
    });
  }
  router.use((req, res, next) => {
    const allowed = gathered.get(req);
    if (!allowed) return next();
    res.setHeader('Allow', [...allowed].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)).join(', '));
    refuse(req, res);
  });
}
