import { inspect } from 'node:util';
import { http, type HttpHandler, type RequestHandler } from 'msw';
import { expect } from 'vitest';
import type { Logger } from '../../packages/core/src/index.js';
import type { FaultInjector, FaultSpec } from '../../packages/core/src/testing/index.js';
import { serveHandlers, type HandlerServer } from '../../packages/core/src/testing/node.js';

/** The security suite's credentials: every one handed to a client, none of which may show up in anything the SDK produces (errors, logs, inspect output, telemetry). */
export const SECRETS = {
  platformToken: 'platform-query-token-aa91',
  wrongToken: 'wrong-platform-token-0c7d',
  paymentSignature: 'payment-signature-c0ffee-77',
  payId: 'pay-id-credential-3141',
  clientSecret: 'hosting-secret-ffe2',
  wrongSecret: 'hosting-wrong-secret-8d1c',
  appPassword: 'pqrs 4321 tuvw 8765 xyza 2109',
  cookie: 'wordpress_logged_in=session-cookie-value-61',
  nonce: 'nonce-value-90ab',
  apiToken: 'analysis-token-secret-1d2e',
};

/** The header each test case puts on its calls, so that faults and counts apply to that case alone. */
export const CASE_HEADER = 'x-test-case';

/** One request as the local server received it, before any fault was applied. */
export interface Arrival {
  method: string;
  path: string;
  testCase: string | null;
}

/** A local HTTP server (real sockets, 127.0.0.1) serving fakes, counting every request that arrives. */
export interface FakeServer {
  readonly server: HandlerServer;
  readonly url: string;
  /** Every request received, faulted or not. */
  readonly arrivals: Arrival[];
  /** Requests that got past the fault injector and reached the fake itself. */
  readonly reached: Arrival[];
  /** Mounts a fake: its fault handler first, then counters around it, then its routes. */
  mount(handlers: readonly HttpHandler[]): void;
  /** Resolves once `count` requests of a case have reached the fake (event-driven, no polling). */
  reachedCount(testCase: string, count: number): Promise<void>;
  /** Requests of one case that arrived. */
  arrivalsOf(testCase: string): Arrival[];
  close(): Promise<void>;
}

function arrival(request: Request): Arrival {
  const url = new URL(request.url);
  return { method: request.method, path: url.pathname, testCase: request.headers.get(CASE_HEADER) };
}

/** Starts a server for fakes; `mount` them under paths of its URL. */
export async function startFakeServer(): Promise<FakeServer> {
  const server = await serveHandlers([]);
  const arrivals: Arrival[] = [];
  const reached: Arrival[] = [];
  const waiters: { testCase: string; count: number; resolve: () => void }[] = [];
  const notify = (): void => {
    for (const waiter of [...waiters]) {
      if (reached.filter((r) => r.testCase === waiter.testCase).length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const countArrival = http.all('*', ({ request }) => {
    arrivals.push(arrival(request));
    return undefined;
  });
  const countReached = http.all('*', ({ request }) => {
    reached.push(arrival(request));
    notify();
    return undefined;
  });
  return {
    server,
    url: server.url,
    arrivals,
    reached,
    mount(handlers) {
      const [faultHandler, ...routes] = handlers;
      const list: RequestHandler[] = [countArrival];
      if (faultHandler) list.push(faultHandler);
      list.push(countReached, ...routes);
      // `use` puts handlers in front of those already mounted; every fake answers under its own path.
      server.use(...list);
    },
    reachedCount(testCase, count) {
      return new Promise((resolve) => {
        waiters.push({ testCase, count, resolve });
        notify();
      });
    },
    arrivalsOf(testCase) {
      return arrivals.filter((a) => a.testCase === testCase);
    },
    close: () => server.close(),
  };
}

/**
 * Spreads faults over a long run instead of queueing them back to back: the `n`th request (from 1)
 * that `match` accepts gets the fault `plan(n)` from the fake's own injector, if any. Returns how
 * many faults were planned so far.
 */
export function spreadFaults(
  server: FakeServer,
  faults: FaultInjector,
  match: (request: Request) => boolean,
  plan: (n: number, request: Request) => FaultSpec | undefined | Promise<FaultSpec | undefined>,
): () => number {
  let n = 0;
  let planned = 0;
  server.server.use(
    http.all('*', async ({ request }) => {
      if (!match(request)) return undefined;
      const spec = await plan(++n, request);
      if (spec === undefined) return undefined;
      const mark = `fault-${String(++planned)}`;
      request.headers.set('x-planned-fault', mark);
      faults.next(1, spec, (r) => r.headers.get('x-planned-fault') === mark);
      return undefined;
    }),
  );
  return () => planned;
}

/**
 * Everything the SDK showed during a suite: log lines, error messages and `inspect` output. The
 * secrets sweep checks it for every credential the suite used.
 */
export class Exposure {
  readonly texts: string[] = [];

  /** A logger at debug level that keeps every line (and its metadata). */
  logger(): Logger {
    const keep = (level: string) => (message: string, meta?: Record<string, unknown>) => {
      this.texts.push(`${level} ${message}${meta ? ` ${inspect(meta, { depth: 10 })}` : ''}`);
    };
    return { debug: keep('debug'), info: keep('info'), warn: keep('warn'), error: keep('error') };
  }

  /** Keeps what a user could see of a thrown value: message, stack, `inspect`, JSON and `String()`. */
  error(error: unknown): unknown {
    this.texts.push(String(error), inspect(error, { depth: 10 }), safeJson(error));
    if (error instanceof Error) this.texts.push(error.message, error.stack ?? '');
    return error;
  }

  /** Keeps the `inspect`, JSON and `String()` output of any value (clients, auth strategies). */
  value(value: unknown): void {
    this.texts.push(inspect(value, { depth: 10, showHidden: false }), safeJson(value), String(value));
  }

  /** Fails when any collected text contains any of the secrets (or their URL-encoded form). */
  expectNone(secrets: readonly string[]): void {
    expect(this.texts.length).toBeGreaterThan(0);
    const forms = secrets.flatMap((s) => [s, encodeURIComponent(s), new URLSearchParams({ s }).toString().slice(2)]);
    const leaks = this.texts.filter((text) => forms.some((form) => text.includes(form)));
    expect(leaks).toEqual([]);
  }
}

function safeJson(value: unknown): string {
  try {
    // JSON.stringify gives undefined for functions and undefined itself, whatever its declared type says.
    const json = JSON.stringify(value) as string | undefined;
    return json ?? '';
  } catch {
    return '';
  }
}

/** Awaits a promise and returns what it settled with: the value, or the error it threw. */
export async function settle<T>(promise: PromiseLike<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Counts of the process's active handles by type (timers, sockets, servers). */
export function activeResources(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of process.getActiveResourcesInfo()) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

const WATCHED = ['Timeout', 'TCPSocketWrap', 'TCPServerWrap', 'Immediate'];

/**
 * Fails when, once the event loop has had a bounded number of turns to let closed sockets go,
 * more timers, sockets or servers are active than before the suite started.
 */
export async function expectNoLeftovers(before: Map<string, number>): Promise<void> {
  const excess = (): Record<string, number> => {
    const now = activeResources();
    const out: Record<string, number> = {};
    for (const type of WATCHED) {
      const extra = (now.get(type) ?? 0) - (before.get(type) ?? 0);
      if (extra > 0) out[type] = extra;
    }
    return out;
  };
  for (let turn = 0; turn < 500 && Object.keys(excess()).length > 0; turn++) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  expect(excess()).toEqual({});
}
