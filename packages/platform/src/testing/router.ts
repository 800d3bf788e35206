import { HttpResponse } from 'msw';

/** What a fake route handler receives. */
export interface RouteContext {
  /** The request as received. */
  request: Request;
  /** The method the client meant (after `?method=` override). */
  method: string;
  /** The parsed URL. */
  url: URL;
  /** Path parameters, decoded. */
  params: Record<string, string>;
  /** Query parameters. */
  query: URLSearchParams;
}

/** A route handler: answers a request, possibly asynchronously. */
export type RouteHandler = (context: RouteContext) => Response | Promise<Response>;

interface Route {
  method: string;
  path: string;
  pattern: RegExp;
  names: string[];
  handler: RouteHandler;
  anonymous: boolean;
}

/** An error answer in the platform's envelope. */
export function errorResponse(status: number, type: string, message: string, headers?: Record<string, string>): Response {
  return HttpResponse.json({ error: { type, message } }, { status, headers });
}

/** A thrown error answer; route handlers throw it to stop early. */
export class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** The `{ data }` success envelope. */
export function dataResponse(data: unknown, status = 200, headers?: Record<string, string>): Response {
  return HttpResponse.json({ data } as Record<string, unknown>, { status, headers });
}

/** A small method + path router with the platform's own errors for unknown paths and methods. */
export class Router {
  readonly #routes: Route[] = [];

  /** Adds a route; `:name` segments become parameters. `anonymous` routes need no credentials. */
  add(method: string, path: string, handler: RouteHandler, options: { anonymous?: boolean } = {}): this {
    const names: string[] = [];
    const source = path.replace(/[.]/g, '\\.').replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    this.#routes.push({ method, path, pattern: new RegExp(`^${source}$`), names, handler, anonymous: options.anonymous ?? false });
    return this;
  }

  /** Answers `method` on a path exactly like its `from` route (the API's POST twins of PUT calls). */
  twin(method: string, from: string, path: string): this {
    const source = this.#routes.find((route) => route.method === from && route.path === path);
    if (!source) throw new Error(`No ${from} ${path} route to twin`);
    this.#routes.push({ ...source, method });
    return this;
  }

  /** Finds the route for a method and path: the route, 'method' when only the method is wrong, or undefined. */
  match(method: string, path: string): { route: Route; params: Record<string, string> } | { allowed: string[] } | undefined {
    const allowed: string[] = [];
    for (const route of this.#routes) {
      const found = route.pattern.exec(path);
      if (!found) continue;
      if (route.method !== method) {
        allowed.push(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] ?? '');
      });
      return { route, params };
    }
    return allowed.length ? { allowed } : undefined;
  }
}
