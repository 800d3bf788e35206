import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { ConnectionError, HttpClient, InternalServerError, RateLimitError, ResponseValidationError, TimeoutError } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/describe';
import { createFaultInjector, jsonResponse, readJson } from '@typed-api/core/testing';
import { serveHandlers, type HandlerServer } from '@typed-api/core/testing/node';

const faults = createFaultInjector();
let hits = 0;
const handlers = [
  faults.handler,
  http.get('*/things/:id', ({ params }) => {
    hits++;
    return jsonResponse({ data: { id: params.id } });
  }),
  http.post('*/things', async ({ request }) => jsonResponse({ data: await readJson(request) }, 201)),
  http.get('*/stream', () => new HttpResponse('x'.repeat(100_000))),
];
const getThing = defineOperation({ id: 'get', method: 'GET', path: '/things/{id}', params: z.object({ id: z.string() }) });
const createThing = defineOperation({ id: 'create', method: 'POST', path: '/things', body: z.object({ n: z.number() }) });

let server: HandlerServer;
beforeAll(async () => {
  server = await serveHandlers(handlers);
});
afterAll(async () => {
  await server.close();
});

const client = (extra: { maxRetries?: number; timeoutMs?: number } = {}) =>
  new HttpClient({ baseUrl: `${server.url}/api`, unwrap: (b) => (b as { data: unknown }).data, random: () => 0, ...extra });

describe('serveHandlers', () => {
  test('serves MSW handlers over real HTTP on 127.0.0.1', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await client().call(getThing, { params: { id: 'a b' } })).toEqual({ id: 'a b' });
    expect(await client().call(createThing, { input: { n: 7 } })).toEqual({ n: 7 });
  });

  test('answers unknown routes with a 404 that names the route', async () => {
    const response = await fetch(`${server.url}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/No fake handler for GET \/nowhere/);
  });

  test('use() puts handlers in front, resetHandlers() removes them', async () => {
    server.use(http.get('*/things/:id', () => jsonResponse({ data: { id: 'override' } })));
    expect(await client().call(getThing, { params: { id: 'x' } })).toEqual({ id: 'override' });
    server.resetHandlers();
    expect(await client().call(getThing, { params: { id: 'x' } })).toEqual({ id: 'x' });
  });

  test('streams large bodies', async () => {
    const text = await (await fetch(`${server.url}/stream`)).text();
    expect(text).toHaveLength(100_000);
  });
});

describe('fault injection over real sockets', () => {
  test('the next N calls fail, then the fake answers normally', async () => {
    faults.next(2, 503);
    const before = hits;
    expect(await client().call(getThing, { params: { id: 'x' } })).toEqual({ id: 'x' });
    expect(faults.served).toBeGreaterThanOrEqual(2);
    expect(faults.pending).toBe(0);
    expect(hits - before).toBe(1);
  });

  test.each([
    ['reset', ConnectionError, /request failed/],
    ['reset-mid-body', ConnectionError, /response body could not be read/],
    ['invalid-json', ResponseValidationError, /expected JSON/],
    ['truncated-json', ResponseValidationError, /expected JSON/],
    ['html', ResponseValidationError, /expected JSON but got text\/html/],
    [500, InternalServerError, /^500/],
    [{ type: 'status', status: 429, retryAfter: 0 }, RateLimitError, /^429: Too many requests/],
  ] as const)('%o gives %o once retries are spent', async (fault, ErrorClass, message) => {
    faults.next(2, fault);
    const error = await client({ maxRetries: 1 })
      .call(getThing, { params: { id: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect((error as Error).message).toMatch(message);
    expect(faults.pending).toBe(0);
  });

  test('an empty 200 body gives undefined', async () => {
    faults.next(1, 'empty');
    expect(await client().call(getThing, { params: { id: 'x' } })).toBeUndefined();
  });

  test('a slow answer runs into the attempt timeout', async () => {
    faults.next(1, { type: 'slow', delayMs: 300 });
    const error = await client({ maxRetries: 0, timeoutMs: 50 })
      .call(getThing, { params: { id: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
  });

  test('faults can target matching requests only', async () => {
    faults.next(1, 500, (request) => request.method === 'POST');
    expect(await client().call(getThing, { params: { id: 'x' } })).toEqual({ id: 'x' });
    expect(faults.pending).toBe(1);
    await expect(client().call(createThing, { input: { n: 1 } })).rejects.toThrow(InternalServerError);
  });
});

describe('the fault handler and MSW interception', () => {
  test('claims requests only while a fault is queued, so unknown routes stay unhandled', async () => {
    const { setupServer } = await import('msw/node');
    const injector = createFaultInjector({ errorBody: (status) => ({ message: 'custom envelope', status }) });
    const unhandled: string[] = [];
    const mock = setupServer(injector.handler);
    mock.listen({
      onUnhandledFrame: ({ frame }) => {
        unhandled.push((frame as unknown as { data: { request: Request } }).data.request.url);
      },
    });
    try {
      injector.next(1, 503);
      const injected = await fetch('https://nowhere.test/a');
      expect(injected.status).toBe(503);
      expect(await injected.json()).toEqual({ message: 'custom envelope', status: 503 });
      await fetch('https://nowhere.test/b').catch(() => undefined);
      expect(unhandled).toEqual(['https://nowhere.test/b']);
    } finally {
      mock.close();
    }
  });
});
