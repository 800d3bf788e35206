import { http, type HttpHandler } from 'msw';
import type { FakeDialect } from './engine.js';
import { createFaultInjector, type FaultInjector } from './faults.js';
import { checkFakeRuntime } from './runtime.js';
import { providePlans, type NamespacePlans } from '../lazy-plans.js';

/**
 * What every package's fake has in common, whatever API it stands in for: MSW handlers answering under
 * one base URL, the in-memory data behind them, fault injection, and a lifecycle (`reset`, `close`).
 */
export interface Fake<State> {
  /** MSW handlers: the fault injector first, then the closed-fake guard, then the API's routes. Spread them into `setupServer` or `serveHandlers`. */
  readonly handlers: HttpHandler[];
  /** The address the handlers answer under (no trailing slash); give it to the client as its `baseUrl`. */
  readonly baseUrl: string;
  /** The fake's data; tests may seed, read and change it. */
  readonly state: State;
  /** Queues failures (429, 5xx, resets, bad JSON, delays) for the next calls; `next()` throws once the fake is closed. */
  readonly faults: FaultInjector;
  /** True once `close()` was called. */
  readonly closed: boolean;
  /** Back to the initial data, with no queued faults. Throws once the fake is closed. */
  reset(): void;
  /**
   * Retires the fake: its data goes back to the initial data, queued faults are dropped, and from then on
   * every request under `baseUrl` is refused with a 410 in the API's error body (code `fake-closed`), so a
   * client still pointed at it fails at once with a message that says why; `reset()` and `faults.next()`
   * throw. The fakes keep no timers or sockets of their own; a server that serves the handlers
   * (`serveHandlers`, `useFakeServer`) is closed on its own. Calling it again does nothing.
   */
  close(): void;
}

/** Options of {@link createFake}: the parts a package's fake is built from. */
export interface FakeParts<State> {
  /** Where the fake answers; may carry a path. A trailing slash is dropped. */
  baseUrl: string;
  /** The API's fake dialect: injected faults and the closed-fake refusal answer in its error body. */
  dialect: FakeDialect;
  /** Builds the API's route handlers for the normalized base URL. */
  routes: (baseUrl: string) => readonly HttpHandler[];
  /** Reads the current data (a function, so a fake may swap its state object on reset). */
  state: () => State;
  /** Puts the data back to its initial content; queued faults are dropped by the fake itself. */
  reset: () => void;
  /**
   * The lazy plans of each namespace of the full client that loads them on a first call, each with its module
   * (the package's generated `testing/plans.ts`): handed over when the fake is created, so that no call of a
   * client under test waits for an import, which fake timers would stall.
   */
  plans?: readonly NamespacePlans[] | undefined;
}

/**
 * Builds the common surface of a package's fake from its parts, and copies the package's own helpers
 * (`extra`: a token, `addRepository`, …) onto it, so that each fake is a {@link Fake} plus its extras.
 */
export function createFake<State, Extra extends object = object>(parts: FakeParts<State>, extra?: Extra): Fake<State> & Extra {
  checkFakeRuntime();
  for (const [plans, module] of parts.plans ?? []) providePlans(plans, module);
  const baseUrl = parts.baseUrl.replace(/\/+$/, '');
  const injector = createFaultInjector({ scope: baseUrl, dialect: parts.dialect });
  let closed = false;
  const refuse = (what: string): Error => new Error(`The fake at ${baseUrl} was closed; create a new one instead of ${what}`);
  const faults: FaultInjector = {
    handler: injector.handler,
    next(count, fault, match) {
      if (closed) throw refuse('queueing faults on it');
      injector.next(count, fault, match);
    },
    get pending() {
      return injector.pending;
    },
    get served() {
      return injector.served;
    },
    clear() {
      injector.clear();
    },
  };
  const inScope = (url: string): boolean => url === baseUrl || url.startsWith(`${baseUrl}/`) || url.startsWith(`${baseUrl}?`);
  const guard = http.all(
    ({ request }) => closed && inScope(request.url),
    async ({ request }) => {
      // Read the refused body to its end, as the engine does, so that no runtime reports it cut off.
      if (!request.bodyUsed) await request.arrayBuffer().catch(() => undefined);
      return parts.dialect.error(410, 'fake-closed', `The fake at ${baseUrl} was closed; create a new one to go on`);
    },
  );
  // The fault injector stays first, as it always was (tools that wrap a fake's handlers rely on it);
  // once closed, no fault can be queued, so the guard right behind it answers everything.
  const handlers: HttpHandler[] = [faults.handler, guard, ...parts.routes(baseUrl)];
  const fake: Fake<State> = {
    handlers,
    baseUrl,
    get state() {
      return parts.state();
    },
    faults,
    get closed() {
      return closed;
    },
    reset() {
      if (closed) throw refuse('resetting it');
      faults.clear();
      parts.reset();
    },
    close() {
      if (closed) return;
      faults.clear();
      parts.reset();
      closed = true;
    },
  };
  if (extra) Object.defineProperties(fake, Object.getOwnPropertyDescriptors(extra));
  return fake as Fake<State> & Extra;
}
