import { HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { HttpClient, InternalServerError, NotFoundError, RateLimitError } from '@typed-api/core';
import { offsetPages, unwrapData, walkList } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { createFaultInjector, FakeHttpError, fakeRoutes, sampleAnswers, sampleOf, type FakeDialect } from '@typed-api/core/testing';
import { serveHandlers, type HandlerServer } from '@typed-api/core/testing/node';

/** A small dialect: `{ data }` envelope, `{ error: { type, message } }` errors, everything under /v9. */
const dialect: FakeDialect = {
  prefix: '/v9',
  ok: (data, status = 200, headers) => HttpResponse.json({ data } as Record<string, unknown>, { status, headers: headers ?? {} }),
  error: (status, code, message, headers, details) => HttpResponse.json({ error: { type: code, message, ...details } }, { status, headers: headers ?? {} }),
  method: (request, url) => (request.method === 'POST' ? (url.searchParams.get('method') ?? 'POST') : request.method),
};

const thingParams = z.object({ id: z.string() });
const listThings = defineOperation({ id: 'things.list', method: 'GET', path: '/things', query: z.object({ offset: z.optional(z.number()) }), list: offsetPages() });
const getThing = defineOperation({ id: 'things.get', method: 'GET', path: '/things/{id}', params: thingParams });
const getNewest = defineOperation({ id: 'things.newest', method: 'GET', path: '/things/newest' });
const putThing = defineOperation({ id: 'things.put', method: 'PUT', path: '/things/{id}', params: thingParams, body: z.object({ name: z.string() }) });
const putThingViaPost = defineOperation({ id: 'things.putViaPost', method: 'PUT', path: '/things/{id}', params: thingParams, body: z.object({ name: z.string() }) });
const deleteThing = defineOperation({ id: 'things.delete', method: 'DELETE', path: '/things/{id}', params: thingParams, responseType: 'none' });
const undescribed = defineOperation({ id: 'things.archive', method: 'POST', path: '/things/{id}/archive', params: thingParams });

const store = new Map<string, { id: string; name: string }>([['a b', { id: 'a b', name: 'first' }]]);
const fakeAt = (baseUrl: string) => fakeRoutes({
  baseUrl,
  dialect,
  operations: [listThings, getThing, getNewest, putThing, putThingViaPost, deleteThing, undescribed],
  handlers: {
    'things.list': ({ query }) => {
      const offset = Number(query.get('offset') ?? 0);
      const items = [...store.values()];
      return { items: items.slice(offset, offset + 1), offset, total: items.length };
    },
    'things.get': ({ params }) => store.get(String(params.id)) ?? fail(String(params.id)),
    'things.newest': () => [...store.values()].at(-1),
    'things.put': async ({ params, json }) => {
      const thing = { id: String(params.id), ...((await json()) as { name: string }) };
      store.set(thing.id, thing);
      return thing;
    },
    'things.delete': ({ params }) => {
      store.delete(String(params.id));
      return undefined;
    },
  },
});

function fail(id: string): never {
  throw new FakeHttpError(404, 'record-not-found', `No thing ${id}`, { id });
}

const faults = createFaultInjector({ dialect });
let server: HandlerServer;
let client: HttpClient;
let routes: ReturnType<typeof fakeAt>;
beforeAll(async () => {
  server = await serveHandlers([]);
  routes = fakeAt(server.url);
  // `use` puts handlers first: the fault injector goes in front of the routes.
  server.use(routes.handler);
  server.use(faults.handler);
  client = new HttpClient({
    baseUrl: server.url,
    prefix: '/v9',
    unwrap: unwrapData,
    parseError: (body) => ({ code: (body as { error?: { type?: string } }).error?.type }),
    maxRetries: 0,
  });
});
afterAll(async () => {
  await server.close();
});

describe('a fake routed from operation descriptions', () => {
  test('each operation reaches its handler by method and path; values become the envelope; a path id is decoded', async () => {
    expect(await client.call(getThing, { params: { id: 'a b' } })).toEqual({ id: 'a b', name: 'first' });
    expect(await client.call(putThing, { params: { id: 'c' }, input: { name: 'second' } })).toEqual({ id: 'c', name: 'second' });
    expect(await walkList(client, listThings, {}).toArray()).toEqual([{ id: 'a b', name: 'first' }, { id: 'c', name: 'second' }]);
    // A literal path wins over a parameter one, whatever the order of the descriptions.
    expect(await client.call(getNewest, {})).toEqual({ id: 'c', name: 'second' });
    await expect(client.call(deleteThing, { params: { id: 'c' } }).withResponse()).resolves.toMatchObject({ data: undefined, response: { status: 204 } });
    expect(store.has('c')).toBe(false);
  });

  test('a thrown FakeHttpError, an unknown path and a wrong method answer in the dialect', async () => {
    await expect(client.call(getThing, { params: { id: 'zzz' } })).rejects.toMatchObject({ status: 404, code: 'record-not-found' });
    // The error's details reach the dialect's error body.
    expect(await (await fetch(`${server.url}/v9/things/zzz`)).json()).toEqual({ error: { type: 'record-not-found', message: 'No thing zzz', id: 'zzz' } });
    await expect(client.request('GET', '/nothing-here')).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.request('PATCH', '/things/x')).rejects.toMatchObject({ status: 405, code: 'method-not-allowed' });
  });

  test('a refused request has its body read to the end before the answer goes out', async () => {
    let seen: Request | undefined;
    const refusing = fakeRoutes({
      baseUrl: `${server.url}/refusing`,
      dialect,
      operations: [putThing],
      handlers: {
        'things.put': ({ request }) => {
          seen = request;
          throw new FakeHttpError(403, 'forbidden', 'Not yours');
        },
      },
    });
    server.use(refusing.handler);
    const response = await fetch(`${server.url}/refusing/v9/things/x`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x'.repeat(100_000) }) });
    expect(response.status).toBe(403);
    expect(seen?.bodyUsed).toBe(true);
  });

  test('the dialect method override and twin descriptions share one handler; undescribed handlers are reported', async () => {
    const response = await fetch(`${server.url}/v9/things/d?method=PUT`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"via post"}' });
    expect(await response.json()).toEqual({ data: { id: 'd', name: 'via post' } });
    expect(routes.missing).toEqual(['things.archive']);
  });

  test('an operation without a handler is not routed; with `unhandled`, it answers a sample of its response schema', async () => {
    expect((await fetch(`${server.url}/v9/things/a/archive`, { method: 'POST' })).status).toBe(404);
    const thing = z.object({ id: z.string(), name: z.string(), tags: z.array(z.string()), kind: z.enum(['box', 'bag']), note: z.optional(z.string()) });
    const archive = defineOperation({ id: 'things.archive', method: 'POST', path: '/things/{id}/archive', params: thingParams, response: (r: { thing: typeof thing }) => r.thing });
    const drop = defineOperation({ id: 'things.drop', method: 'DELETE', path: '/things/{id}/drop', params: thingParams, responseType: 'none' });
    const sampled = fakeRoutes({ baseUrl: `${server.url}/sampled`, dialect, operations: [archive, drop], handlers: {}, unhandled: sampleAnswers({ thing }) });
    server.use(sampled.handler);
    const answered = await fetch(`${server.url}/sampled/v9/things/a/archive`, { method: 'POST' });
    const { data } = (await answered.json()) as { data: unknown };
    // The required fields, each of its type, the first of its values for an enum; the same every time.
    expect(data).toEqual({ id: 'string', name: 'string', tags: ['string'], kind: 'box' });
    expect(z.safeParse(thing, data).success).toBe(true);
    expect(sampleOf(thing)).toEqual(data);
    expect((await fetch(`${server.url}/sampled/v9/things/a/drop`, { method: 'DELETE' })).status).toBe(204);
    // Still reported as without a handler of its own.
    expect(sampled.missing).toEqual(['things.archive', 'things.drop']);
  });

  test('a fake mounted under a path of its host answers below that path only', async () => {
    const mounted = fakeAt(`${server.url}/mounted/`);
    server.use(mounted.handler);
    const below = new HttpClient({ baseUrl: `${server.url}/mounted`, prefix: '/v9', unwrap: unwrapData, maxRetries: 0 });
    expect(await below.call(getThing, { params: { id: 'a b' } })).toEqual({ id: 'a b', name: 'first' });
    const outside = await fetch(`${server.url}/mounted/other/things/a`);
    expect(outside.status).toBe(404);
    expect(await outside.json()).toMatchObject({ error: { type: 'not-found' } });
  });

  test('before runs ahead of every handler and may refuse; after sees every routed answer, errors included', async () => {
    const guarded = fakeRoutes({
      baseUrl: `${server.url}/guarded`,
      dialect,
      operations: [getThing],
      handlers: { 'things.get': ({ params }) => ({ id: params.id }) },
      before: ({ request }) => {
        if (request.headers.get('x-key') !== 'ok') throw new FakeHttpError(401, 'no-key', 'Give x-key');
      },
      after: (response, call) => {
        response.headers.set('x-operation', call.operation.id);
      },
    });
    server.use(guarded.handler);
    const refused = await fetch(`${server.url}/guarded/v9/things/1`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-operation')).toBe('things.get');
    expect(await refused.json()).toMatchObject({ error: { type: 'no-key' } });
    const allowed = await fetch(`${server.url}/guarded/v9/things/1`, { headers: { 'x-key': 'ok' } });
    expect(await allowed.json()).toEqual({ data: { id: '1' } });
    expect(allowed.headers.get('x-operation')).toBe('things.get');
  });

  test("an operation at: 'root' is sent and routed outside the dialect's prefix", async () => {
    const token = defineOperation({ id: 'auth.token', method: 'POST', path: '/auth/token', at: 'root', payload: 'body' });
    const rooted = fakeRoutes({ baseUrl: `${server.url}/rooted`, dialect, operations: [token], handlers: { 'auth.token': ({ url }) => new Response(JSON.stringify({ at: url.pathname })) } });
    server.use(rooted.handler);
    const below = new HttpClient({ baseUrl: `${server.url}/rooted`, prefix: '/v9', maxRetries: 0 });
    expect(await below.call(token, {})).toEqual({ at: '/rooted/auth/token' });
    expect((await fetch(`${server.url}/rooted/v9/auth/token`, { method: 'POST' })).status).toBe(404);
  });

  test('injected faults answer in the dialect of the fake', async () => {
    faults.next(1, { type: 'status', status: 429, retryAfter: 1 });
    faults.next(1, 500);
    await expect(client.call(getThing, { params: { id: 'a b' } })).rejects.toBeInstanceOf(RateLimitError);
    const error = await client.call(getThing, { params: { id: 'a b' } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error).toMatchObject({ code: 'internal-server-error' });
  });
});
