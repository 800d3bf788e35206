import { HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { offsetPages } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { cursorWindow, fail, FakeHttpError, fakeRoutes, fieldsOf, flag, integer, KeyedStore, numberedWindow, offsetCursor, offsetWindow, windowOf, type FakeDialect, type FakeHandlers } from '@typed-api/core/testing';
import { serveHandlers, type HandlerServer } from '@typed-api/core/testing/node';

// The typed fake kit, seen through real HTTP (no client: what reaches a handler is what the wire carried).

const dialect: FakeDialect = {
  prefix: '/v1',
  ok: (data, status = 200, headers) => HttpResponse.json({ data } as Record<string, unknown>, { status, headers: headers ?? {} }),
  error: (status, code, message, headers, details) => HttpResponse.json({ error: { code, message, ...details } }, { status, headers: headers ?? {} }),
  query: { arrays: 'comma', booleans: '1-0' },
};

const noteSchema = z.object({ id: z.number(), text: z.string(), tags: z.array(z.string()) });
const ops = {
  search: defineOperation({
    id: 'notes.search',
    method: 'GET',
    path: '/boards/{boardId}/notes',
    params: z.object({ boardId: z.number() }),
    query: z.object({ limit: z.optional(z.number().check(z.maximum(50))), pinned: z.optional(z.boolean()), tags: z.optional(z.array(z.string())), sort: z.optional(z.union([z.literal(1), z.literal('name')])) }),
    response: () => z.array(noteSchema),
  }),
  create: defineOperation({ id: 'notes.create', method: 'POST', path: '/notes', body: z.object({ text: z.string(), tags: z.optional(z.array(z.string())) }), response: () => noteSchema }),
  setContent: defineOperation({ id: 'notes.setContent', method: 'PUT', path: '/notes/{id}/content', params: z.object({ id: z.string() }), body: z.unknown(), bodyKey: 'content', inputHeaders: { contentType: 'content-type' }, responseType: 'none' }),
  upload: defineOperation({ id: 'notes.upload', method: 'PUT', path: '/notes/{id}/file', params: z.object({ id: z.string() }), body: z.unknown(), bodyType: 'raw', bodyKey: 'file', responseType: 'none' }),
  count: defineOperation({ id: 'notes.count', method: 'GET', path: '/notes/count', payload: 'body', response: () => z.object({ total: z.number() }) }),
  csv: defineOperation({ id: 'notes.csv', method: 'GET', path: '/notes.csv', responseType: 'text' }),
  page: defineOperation({ id: 'notes.page', method: 'GET', path: '/notes/page', list: { ...offsetPages(), payload: 'body' }, response: () => z.object({ items: z.array(z.string()), total: z.number() }) }),
  login: defineOperation({ id: 'notes.login', method: 'POST', path: '/login', body: z.object({ user: z.string(), remember: z.optional(z.boolean()) }), bodyType: 'form', response: () => z.object({ user: z.string(), remember: z.boolean() }) }),
};

const seen: unknown[] = [];
const handlers: FakeHandlers<typeof ops> = {
  'notes.search': ({ path, inputs }) => {
    seen.push({ path, inputs });
    return [{ id: path.boardId, text: 'first', tags: inputs.tags ?? [] }];
  },
  'notes.create': ({ inputs, reply }) => reply({ id: 7, text: inputs.text, tags: inputs.tags ?? [] }, { status: 201, headers: { location: '/notes/7' } }),
  'notes.setContent': ({ path, inputs, reply }) => {
    seen.push({ path, inputs });
    return inputs.contentType === 'text/plain' ? reply(undefined, { status: 201 }) : undefined;
  },
  'notes.upload': async ({ inputs, request }) => {
    seen.push({ inputs, text: await request.text() });
  },
  'notes.count': () => ({ total: 3 }),
  'notes.page': () => ({ items: ['a'], total: 1 }),
  'notes.csv': ({ reply }) => reply('id\n7\n', { headers: { 'content-type': 'text/csv' } }),
  'notes.login': ({ inputs }) => ({ user: inputs.user, remember: inputs.remember ?? false }),
};

let server: HandlerServer;
beforeAll(async () => {
  server = await serveHandlers([]);
  server.use(fakeRoutes({ baseUrl: server.url, dialect, operations: Object.values(ops), handlers }).handler);
  const strict = fakeRoutes({
    baseUrl: `${server.url}/strict`,
    dialect: { ...dialect, invalid: (problems) => new FakeHttpError(422, 'bad-params', 'refused', { params: problems.map((p) => `${p.path}${p.missing ? ' (missing)' : ''}`) }) },
    operations: [ops.search, ops.create],
    handlers: { 'notes.search': () => [], 'notes.create': () => ({ id: 1, text: '', tags: [] }) },
  });
  server.use(strict.handler);
});
afterAll(async () => {
  await server.close();
});

const get = (path: string, init?: RequestInit): Promise<Response> => fetch(`${server.url}${path}`, init);

describe('a handler gets its inputs parsed by the operation schemas', () => {
  test('path identifiers, numbers, flags and lists arrive as the types the schemas give', async () => {
    seen.length = 0;
    const response = await get('/v1/boards/12/notes?limit=5&pinned=1&tags=a,b&sort=1&other=x');
    expect(await response.json()).toEqual({ data: [{ id: 12, text: 'first', tags: ['a', 'b'] }] });
    // Parameters the operation does not describe are not inputs; a union takes the member the text fits.
    expect(seen).toEqual([{ path: { boardId: 12 }, inputs: { limit: 5, pinned: true, tags: ['a', 'b'], sort: 1 } }]);
    seen.length = 0;
    await get('/v1/boards/1/notes?pinned=0&sort=name');
    expect(seen).toEqual([{ path: { boardId: 1 }, inputs: { pinned: false, sort: 'name' } }]);
  });

  test('inputs the schemas refuse are a 400 naming each one, and the handler never runs', async () => {
    seen.length = 0;
    const response = await get('/v1/boards/x/notes?limit=500');
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string; problems: { path: string }[] } };
    expect(error.code).toBe('invalid-request');
    expect(error.problems.map((p) => p.path)).toEqual(['path.boardId', 'query.limit']);
    expect(error.message).toMatch(/^The request's inputs are invalid: path\.boardId: .+; query\.limit: .+/);
    expect(seen).toEqual([]);
  });

  test("the dialect may answer refused inputs with the API's own error", async () => {
    const response = await get('/strict/v1/boards/1/notes?pinned=maybe');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'bad-params', message: 'refused', params: ['query.pinned'] } });
    const missing = await get('/strict/v1/notes', { method: 'POST', body: '{}' });
    expect(await missing.json()).toEqual({ error: { code: 'bad-params', message: 'refused', params: ['body.text (missing)'] } });
  });

  test('a JSON body is parsed, one that is not JSON refused; a reply keeps its status and headers', async () => {
    const created = await get('/v1/notes', { method: 'POST', body: JSON.stringify({ text: 'hi', tags: ['x'] }) });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe('/notes/7');
    expect(await created.json()).toEqual({ data: { id: 7, text: 'hi', tags: ['x'] } });
    const broken = await get('/v1/notes', { method: 'POST', body: '{"text":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: 'invalid-request', message: 'The request body is not valid JSON' } });
    const wrong = await get('/v1/notes', { method: 'POST', body: JSON.stringify({ text: 5, tags: ['a', 1] }) });
    expect(((await wrong.json()) as { error: { problems: unknown[] } }).error.problems).toEqual([
      { path: 'body.text', message: expect.any(String) as string, missing: false },
      { path: 'body.tags.1', message: expect.any(String) as string, missing: false },
    ]);
    const empty = await get('/v1/notes', { method: 'POST', body: '{}' });
    expect(((await empty.json()) as { error: { problems: unknown[] } }).error.problems).toEqual([{ path: 'body.text', message: expect.any(String) as string, missing: true }]);
  });

  test('a body under its key and header inputs join the inputs; a raw body is left for the handler', async () => {
    seen.length = 0;
    expect((await get('/v1/notes/n1/content', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '[1,2]' })).status).toBe(204);
    expect((await get('/v1/notes/n1/file', { method: 'PUT', body: 'bytes' })).status).toBe(204);
    // A reply without a value is an empty body with the status given.
    const created = await get('/v1/notes/n2/content', { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: '"x"' });
    expect([created.status, await created.text()]).toEqual([201, '']);
    expect(seen.slice(0, 2)).toEqual([{ path: { id: 'n1' }, inputs: { content: [1, 2], contentType: 'application/json' } }, { inputs: {}, text: 'bytes' }]);
  });

  test('a form body is read like a query', async () => {
    const response = await get('/v1/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'user=ada&remember=1' });
    expect(await response.json()).toEqual({ data: { user: 'ada', remember: true } });
  });

  test('the routes name the operations without a handler and the handlers without an operation', () => {
    const routes = fakeRoutes({ baseUrl: 'https://notes.test', dialect, operations: [ops.count, ops.login], handlers: { 'notes.count': () => ({ total: 0 }), 'notes.cuont': () => ({ total: 0 }) } });
    expect(routes.missing).toEqual(['notes.login']);
    expect(routes.undescribed).toEqual(['notes.cuont']);
  });

  test('the result of an operation answered in the whole body is sent as it is, outside the envelope', async () => {
    expect(await (await get('/v1/notes/count')).json()).toEqual({ total: 3 });
    // The same for a list whose page style reads its pages from the whole body.
    expect(await (await get('/v1/notes/page')).json()).toEqual({ items: ['a'], total: 1 });
    // And the text of an operation answered in text, in the content type its handler gives.
    const csv = await get('/v1/notes.csv');
    expect([csv.headers.get('content-type'), await csv.text()]).toEqual(['text/csv', 'id\n7\n']);
  });
});

describe('paging', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  test('a window clamps its size and says where the next one starts', () => {
    expect(windowOf(items, 1, 2)).toEqual({ items: ['b', 'c'], start: 1, size: 2, next: 3, total: 5 });
    expect(windowOf(items, 3, 9, 4)).toEqual({ items: ['d', 'e'], start: 3, size: 4, next: undefined, total: 5 });
    expect(windowOf(items, -2, 1)).toMatchObject({ items: ['a'], start: 0, next: 1 });
    // A page of no items has no next page, or a walk would never end.
    expect(windowOf(items, 0, 0)).toMatchObject({ items: [], next: undefined });
  });

  test('offset, numbered and cursor pages', () => {
    expect(offsetWindow(items, { offset: 4, defaultLimit: 2, maxLimit: 3 })).toMatchObject({ items: ['e'], size: 2, next: undefined });
    expect(offsetWindow(items, { limit: 10, defaultLimit: 2, maxLimit: 3 })).toMatchObject({ items: ['a', 'b', 'c'], size: 3, next: 3 });
    expect(numberedWindow(items, { page: 2, perPage: 2, defaultPerPage: 10, maxPerPage: 50 })).toMatchObject({ items: ['c', 'd'], page: 2, lastPage: 3, next: 4 });
    expect(numberedWindow([], { defaultPerPage: 10, maxPerPage: 50 })).toMatchObject({ items: [], page: 1, lastPage: 1 });
    const first = cursorWindow(items, { limit: 2, defaultLimit: 2, maxLimit: 2 });
    expect(first).toMatchObject({ items: ['a', 'b'] });
    const second = cursorWindow(items, { cursor: first.cursor, defaultLimit: 2, maxLimit: 2 });
    expect(second).toMatchObject({ items: ['c', 'd'] });
    expect(cursorWindow(items, { cursor: second.cursor, defaultLimit: 2, maxLimit: 2 })).toMatchObject({ items: ['e'], cursor: undefined });
    expect(offsetCursor.decode(offsetCursor.encode(3))).toBe(3);
    expect(() => offsetCursor.decode('not-ours')).toThrow(expect.objectContaining({ status: 400, code: 'invalid-request' }) as Error);
  });
});

describe('the other helpers', () => {
  test('a keyed store fails with the API error for an unknown key', () => {
    const store = new KeyedStore<number, { name: string }>((id) => fail(404, `Zone ${String(id)} not found`, { code: 'zone-not-found' }), [[1, { name: 'a' }]]);
    expect(store.require(1)).toEqual({ name: 'a' });
    expect(store.patch(1, { name: 'b' })).toEqual({ name: 'b' });
    expect(store.list()).toEqual([{ name: 'b' }]);
    expect(() => store.require(2)).toThrow(expect.objectContaining({ status: 404, code: 'zone-not-found', message: 'Zone 2 not found' }) as Error);
    expect(store.remove(1)).toEqual({ name: 'b' });
    expect(store.size).toBe(0);
  });

  test('fail derives a code from the status unless given one', () => {
    expect(() => fail(404, 'gone')).toThrow(expect.objectContaining({ status: 404, code: 'not-found' }) as Error);
    expect(() => fail(503, 'down')).toThrow(expect.objectContaining({ code: 'internal-server-error' }) as Error);
    expect(() => fail(418, 'teapot')).toThrow(expect.objectContaining({ code: 'error' }) as Error);
    expect(() => fail(400, 'bad', { code: 'rest_invalid_param', details: { params: ['x'] } })).toThrow(expect.objectContaining({ code: 'rest_invalid_param', details: { params: ['x'] } }) as Error);
  });

  test('flags, whole numbers and objects of fields from wire values', () => {
    expect([flag('1'), flag('true'), flag('0'), flag(null), flag('yes')]).toEqual([true, true, false, false, false]);
    expect([integer('12'), integer(' -3 '), integer(4), integer(4.5), integer('4.5'), integer(undefined)]).toEqual([12, -3, 4, undefined, undefined, undefined]);
    expect([fieldsOf({ a: 1 }), fieldsOf([1]), fieldsOf(null), fieldsOf('x')]).toEqual([{ a: 1 }, undefined, undefined, undefined]);
  });
});
