import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiError,
  ConnectionError,
  InternalServerError,
  RateLimitError,
  ResponseValidationError,
  TimeoutError,
  type Logger,
  type RequestOptions,
} from '../../packages/core/src/index.js';
import type { FaultInjector, FaultSpec } from '../../packages/core/src/testing/index.js';
import { serveHandlers, type HandlerServer } from '../../packages/core/src/testing/node.js';
import { activeResources, CASE_HEADER, expectNoLeftovers, Exposure, settle, startFakeServer, type FakeServer } from './support.js';

/** Client settings every case starts from; cases lower them further. */
export interface ClientSettings {
  maxRetries: number;
  timeoutMs: number;
  logger: Logger;
}

/** How the fault suite drives one package: its fake, a client, one safe read and one unsafe write. */
export interface FaultTarget<C> {
  /** The path the fake is mounted under on the local server. */
  readonly mountPath: string;
  /** Every credential the suite uses with this package, for the secrets sweep. */
  readonly secrets: readonly string[];
  /** Creates the fake answering under `baseUrl`. */
  createFake(baseUrl: string): { handlers: readonly HttpHandler[]; faults: FaultInjector };
  /** A client of `baseUrl` with these settings. */
  client(baseUrl: string, settings: ClientSettings): C;
  /** Creates what the read and the write need (e.g. a dataset, a queue), once. */
  prepare?(client: C): Promise<void>;
  /** An idempotent call (GET); resolves to the value the user gets. */
  read(client: C, options: RequestOptions): PromiseLike<unknown>;
  /** Fails unless `value` is what the read should give. */
  checkRead(value: unknown): void;
  /** A call that is not safe to repeat (a POST that creates something). */
  write(client: C, options: RequestOptions, n: number): PromiseLike<unknown>;
  /** Fails unless `value` is what the write should give. */
  checkWrite(value: unknown): void;
}

type ErrorClass = abstract new (...args: never[]) => Error;

/** Every fault kind of the core injector, with the typed error and message it must give when it is not retried. */
const FAULTS: { name: string; spec: FaultSpec; error: ErrorClass; message: RegExp }[] = [
  { name: '429 without Retry-After', spec: 429, error: RateLimitError, message: /^429\b.*\((GET|POST|PUT|DELETE) http:\/\/127\.0\.0\.1/ },
  { name: '429 with Retry-After: 0', spec: { type: 'status', status: 429, retryAfter: 0 }, error: RateLimitError, message: /^429\b/ },
  { name: '500', spec: 500, error: InternalServerError, message: /^500\b/ },
  { name: '502', spec: 502, error: InternalServerError, message: /^502\b/ },
  { name: '503', spec: 503, error: InternalServerError, message: /^503\b/ },
  { name: '504', spec: 504, error: InternalServerError, message: /^504\b/ },
  { name: 'connection reset', spec: 'reset', error: ConnectionError, message: /^request failed: / },
  { name: 'reset in the middle of the body', spec: 'reset-mid-body', error: ConnectionError, message: /^response body could not be read: / },
  { name: 'invalid JSON', spec: 'invalid-json', error: ResponseValidationError, message: /expected JSON but got application\/json: "this is \{not json"/ },
  { name: 'truncated JSON', spec: 'truncated-json', error: ResponseValidationError, message: /expected JSON but got application\/json/ },
  { name: 'HTML page with status 200', spec: 'html', error: ResponseValidationError, message: /expected JSON but got text\/html/ },
  { name: 'empty body', spec: 'empty', error: ResponseValidationError, message: /empty/ },
];

// The attempt timeout leaves a busy machine time to take a request at all (at 150 ms a CI run with two jobs at once
// saw the client give up before the server, in the same process, had read the request: no arrival, no answer),
// and a slow answer stays well past it.
const SLOW_MS = 1500;
const TIMEOUT_MS = 500;
/** The longest first backoff wait of the rate-limit algorithm (a random time in [500, 1000) ms). */
const FIRST_BACKOFF_MAX = 1000;
/**
 * Slack for scheduling and sockets on a busy machine: these bounds only catch a call that waits far too long
 * (the client's 5 s attempt timeout, a Retry-After taken for hours). CI runs this file beside a Chromium job on
 * two cores, where a read after one retry took up to 3.2 s against 1.5 s of slack.
 */
const SLACK_MS = 4000;

/**
 * Runs every fault kind, slow answers and redirects against one package's fake served over real
 * HTTP, and sweeps everything the SDK showed for the credentials it used.
 */
export function defineFaultSuite<C>(name: string, target: FaultTarget<C>): void {
  const exposure = new Exposure();
  let before: Map<string, number>;
  let fake: FakeServer;
  let faults: FaultInjector;
  let baseUrl: string;
  let caseNumber = 0;

  const client = (settings: Partial<Omit<ClientSettings, 'logger'>> = {}): C =>
    target.client(baseUrl, { maxRetries: 1, timeoutMs: 5_000, ...settings, logger: exposure.logger() });
  const newCase = (): { id: string; options: RequestOptions; only: (request: Request) => boolean } => {
    const id = `case-${String(++caseNumber)}`;
    return { id, options: { headers: { [CASE_HEADER]: id } }, only: (request) => request.headers.get(CASE_HEADER) === id };
  };
  const timed = async <T,>(call: () => PromiseLike<T>) => {
    const started = performance.now();
    const outcome = await settle(call());
    if (!outcome.ok) exposure.error(outcome.error);
    return { ...outcome, ms: performance.now() - started };
  };

  describe(`${name}: faults over real HTTP`, () => {
    beforeAll(async () => {
      before = activeResources();
      fake = await startFakeServer();
      baseUrl = `${fake.url}${target.mountPath}`;
      const created = target.createFake(baseUrl);
      faults = created.faults;
      fake.mount(created.handlers);
      await target.prepare?.(client());
    });

    afterAll(async () => {
      await fake.close();
      exposure.expectNone(target.secrets);
      await expectNoLeftovers(before);
    });

    describe.concurrent.each(FAULTS)('$name', ({ spec, error, message }) => {
      const is429 = typeof spec === 'number' ? spec === 429 : typeof spec === 'object' && spec.type === 'status' && spec.status === 429;
      const waits = !(typeof spec === 'object' && spec.type === 'status' && spec.retryAfter === 0);

      test('a read succeeds after one retry, within its deadline', async () => {
        const c = newCase();
        faults.next(1, spec, c.only);
        const result = await timed(() => target.read(client({ maxRetries: 1 }), c.options));
        if (!result.ok) throw result.error;
        target.checkRead(result.value);
        expect(fake.arrivalsOf(c.id)).toHaveLength(2);
        expect(result.ms).toBeLessThan((waits ? FIRST_BACKOFF_MAX : 0) + SLACK_MS);
      });

      test('a read without retries left throws the typed error with a clear message', async () => {
        const c = newCase();
        faults.next(1, spec, c.only);
        const result = await timed(() => target.read(client({ maxRetries: 0 }), c.options));
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error).toBeInstanceOf(error);
        expect((result.error as Error).message).toMatch(message);
        expect(fake.arrivalsOf(c.id)).toHaveLength(1);
      });

      test(is429 ? 'a write is sent again after a 429 and succeeds' : 'a write is never sent twice and throws the typed error', async () => {
        const c = newCase();
        faults.next(1, spec, c.only);
        const result = await timed(() => target.write(client({ maxRetries: 2 }), c.options, caseNumber));
        if (is429) {
          if (!result.ok) throw result.error;
          target.checkWrite(result.value);
          expect(fake.arrivalsOf(c.id)).toHaveLength(2);
        } else {
          expect(result.ok).toBe(false);
          if (result.ok) return;
          expect(result.error).toBeInstanceOf(error);
          expect((result.error as Error).message).toMatch(message);
          expect(fake.arrivalsOf(c.id)).toHaveLength(1);
        }
        expect(result.ms).toBeLessThan((is429 && waits ? FIRST_BACKOFF_MAX : 0) + SLACK_MS);
      });
    });

    describe.concurrent('slow answers', () => {
      test('a read that times out is retried and succeeds; the late answer is ignored', async () => {
        const c = newCase();
        faults.next(1, { type: 'slow', delayMs: SLOW_MS }, c.only);
        const result = await timed(() => target.read(client({ maxRetries: 1, timeoutMs: TIMEOUT_MS }), c.options));
        if (!result.ok) throw result.error;
        target.checkRead(result.value);
        expect(result.ms).toBeLessThan(TIMEOUT_MS + FIRST_BACKOFF_MAX + SLACK_MS);
        await fake.reachedCount(c.id, 2);
      });

      test('a read that is always slow throws TimeoutError by its deadline', async () => {
        const c = newCase();
        faults.next(2, { type: 'slow', delayMs: SLOW_MS }, c.only);
        const result = await timed(() => target.read(client({ maxRetries: 1, timeoutMs: TIMEOUT_MS }), c.options));
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error).toBeInstanceOf(TimeoutError);
        expect((result.error as Error).message).toMatch(new RegExp(`^GET http://127\\.0\\.0\\.1:\\d+/.* timed out after ${String(TIMEOUT_MS)}ms$`));
        expect(result.ms).toBeLessThan(2 * TIMEOUT_MS + FIRST_BACKOFF_MAX + SLACK_MS);
        expect(fake.arrivalsOf(c.id)).toHaveLength(2);
        // The server finishes both requests after the client gave up; nothing may stay running after.
        await fake.reachedCount(c.id, 2);
      });

      test('a write that times out throws TimeoutError and is not sent again', async () => {
        const c = newCase();
        faults.next(1, { type: 'slow', delayMs: SLOW_MS }, c.only);
        const result = await timed(() => target.write(client({ maxRetries: 2, timeoutMs: TIMEOUT_MS }), c.options, caseNumber));
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error).toBeInstanceOf(TimeoutError);
        expect(result.ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
        await fake.reachedCount(c.id, 1);
        expect(fake.arrivalsOf(c.id)).toHaveLength(1);
      });
    });

    describe('redirects', () => {
      test('a same-origin redirect is followed', async () => {
        const c = newCase();
        let redirected = false;
        fake.server.use(
          http.all('*', ({ request }) => {
            if (redirected || !c.only(request)) return undefined;
            redirected = true;
            return new HttpResponse(null, { status: 307, headers: { location: request.url } });
          }),
        );
        const result = await timed(() => target.read(client(), c.options));
        if (!result.ok) throw result.error;
        target.checkRead(result.value);
        expect(fake.arrivalsOf(c.id)).toHaveLength(1);
        expect(redirected).toBe(true);
      });

      test('a redirect to another origin never carries the credentials there', async () => {
        const c = newCase();
        const seenElsewhere: string[] = [];
        let other: HandlerServer | undefined;
        try {
          other = await serveHandlers([
            http.all('*', ({ request }) => {
              const headers: string[] = [];
              request.headers.forEach((value, key) => headers.push(`${key}: ${value}`));
              seenElsewhere.push(request.url, ...headers);
              return HttpResponse.json({ data: {} });
            }),
          ]);
          const otherOrigin = other.url;
          fake.server.use(
            http.all('*', ({ request }) => {
              if (!c.only(request)) return undefined;
              const url = new URL(request.url);
              return new HttpResponse(null, { status: 307, headers: { location: `${otherOrigin}${url.pathname}${url.search}` } });
            }),
          );
          const result = await timed(() => target.read(client({ maxRetries: 0 }), c.options));
          expect(seenElsewhere).toEqual([]);
          expect(result.ok).toBe(false);
          if (result.ok) return;
          expect(result.error).toBeInstanceOf(ApiError);
          expect((result.error as ApiError).code).toBe('redirect-refused');
          expect((result.error as Error).message).toContain(`Not following the redirect: ${otherOrigin}/`);
          expect(fake.arrivalsOf(c.id)).toHaveLength(0);
        } finally {
          await other?.close();
        }
      });
    });
  });
}
