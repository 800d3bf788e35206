import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { HttpClient, ValidationError } from '@typed-api/core';
import { attachEngine, defineOperations, listFunction, numberedPages, operationFunction, walkList } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';
import { rewritten } from '@typed-api/core/schema';
import { json, scriptedFetch } from './helpers.js';
import { schemaChecks } from '@typed-api/core/checks';

// The one call shape: path identifiers, one object of inputs (query parameters and body fields side by
// side, or the body under the operation's `bodyKey`), request options last.

const client = (fetch: typeof globalThis.fetch): HttpClient => new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 0 });

const updateThing = defineOperation({
  id: 'things.update',
  method: 'PUT',
  path: '/boxes/{boxId}/things/{thingId}',
  params: z.object({ boxId: z.string(), thingId: z.number() }),
  query: z.object({ password: z.optional(z.string()) }),
  body: z.object({ title: z.optional(z.string()), size: z.optional(z.number()) }),
});

const pushItems = defineOperation({
  id: 'things.push',
  method: 'POST',
  path: '/boxes/{boxId}/items',
  params: z.object({ boxId: z.string() }),
  query: z.object({ forefront: z.optional(z.boolean()) }),
  body: z.array(z.object({ url: z.string() })),
  bodyKey: 'items',
  inputHeaders: { contentType: 'content-type' },
  idempotent: 'the test says so',
});

const charge = defineOperation({
  id: 'things.charge',
  method: 'POST',
  path: '/charges',
  body: z.object({ eventName: z.string() }),
  idempotencyKey: { in: 'header', name: 'idempotency-key' },
});

const listThings = defineOperation({
  id: 'things.list',
  method: 'GET',
  path: '/boxes/{boxId}/things',
  params: z.object({ boxId: z.string() }),
  query: z.object({ page: z.optional(z.number()), tag: z.optional(z.string()) }),
  list: numberedPages({ items: '', next: (page, current) => (page.items.length > 0 ? current + 1 : null) }),
});

describe('one object of inputs', () => {
  test('query parameters and body fields share the object; the engine sends each where it belongs', async () => {
    const fetch = scriptedFetch(json({ ok: true }));
    await client(fetch).call(updateThing, { params: { boxId: 'b', thingId: 3 }, input: { title: 'new', password: 'pw' } });
    const [sent] = fetch.seen;
    expect(sent?.url).toBe('https://api.test/boxes/b/things/3?password=pw');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ title: 'new' });
  });

  test('a body that is not an object of fields travels under the bodyKey; inputHeaders become headers', async () => {
    const fetch = scriptedFetch(json({}));
    await client(fetch).call(pushItems, { params: { boxId: 'b' }, input: { items: [{ url: 'https://a.test' }], forefront: true, contentType: 'application/json; charset=utf-8' } });
    const [sent] = fetch.seen;
    expect(sent?.url).toBe('https://api.test/boxes/b/items?forefront=true');
    expect(JSON.parse(sent?.body ?? '')).toEqual([{ url: 'https://a.test' }]);
    expect(sent?.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  test('an idempotency key given among the inputs goes to the header the operation names', async () => {
    const fetch = scriptedFetch(json({}));
    await client(fetch).call(charge, { input: { eventName: 'page', idempotencyKey: 'k-1' } });
    expect(fetch.seen[0]?.headers['idempotency-key']).toBe('k-1');
    expect(JSON.parse(fetch.seen[0]?.body ?? '')).toEqual({ eventName: 'page' });
  });

  test.each([
    ['a typo', { titel: 'x' }, /^unknown option\(s\) titel \(did you mean `title`\?\)$/],
    ['a key that differs only in case', { Password: 'x' }, /^unknown option\(s\) Password \(did you mean `password`\?\)$/],
    ['a name close to none', { colour: 'red' }, /^unknown option\(s\) colour; known: password, title, size$/],
    ['a typo and a stranger', { titel: 'x', colour: 'red' }, /^unknown option\(s\) titel \(did you mean `title`\?\), colour; known: password, title, size$/],
    ['a request option', { signal: AbortSignal.timeout(1000) }, /signal is a request option: pass it in the last argument/],
  ])('an unknown key (%s) is refused before anything is sent, naming the known ones', async (_, input, message) => {
    const fetch = scriptedFetch(json({}));
    const error = await client(fetch)
      .call(updateThing, { params: { boxId: 'b', thingId: 3 }, input: input as never })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues[0]?.message).toMatch(message);
    expect(fetch.seen).toHaveLength(0);
  });

  test('a value that is not an object where the inputs belong is refused with the expected order', async () => {
    const fetch = scriptedFetch(json({}));
    const error = await client(fetch)
      .call(updateThing, { params: { boxId: 'b', thingId: 3 }, input: 'title' as never })
      .catch((e: unknown) => e);
    expect((error as ValidationError).issues[0]?.message).toMatch(/must be an object of inputs \(got string\).*path identifiers, then one object of inputs, then request options/);
  });

  test('unknown fields of a body passed on its own are refused too, not dropped', async () => {
    const fetch = scriptedFetch(json({}));
    const error = await client(fetch)
      .call(updateThing, { params: { boxId: 'b', thingId: 3 }, input: { title: 'x', timeoutMs: 5 } as never })
      .catch((e: unknown) => e);
    expect((error as ValidationError).issues[0]?.message).toMatch(/timeoutMs is a request option/);
    expect(fetch.seen).toHaveLength(0);
  });

  test('a walk takes its query from the inputs object and sets its page marker beside it', async () => {
    const fetch = scriptedFetch(json([{ id: 1 }]), json([]));
    const http = client(fetch);
    const items = await walkList(http, listThings, { params: { boxId: 'b' }, input: { tag: 'red' } }).toArray();
    expect(items).toEqual([{ id: 1 }]);
    const queries = fetch.seen.map((r) => Object.fromEntries(new URL(r.url).searchParams));
    expect(queries).toEqual([
      { tag: 'red', page: '1' },
      { tag: 'red', page: '2' },
    ]);
  });

  test('a walk given an unknown input fails on its first page with the same message', async () => {
    const fetch = scriptedFetch(json([]));
    const walk = walkList(client(fetch), listThings, { params: { boxId: 'b' }, input: { tga: 'red' } as never });
    await expect(walk.toArray()).rejects.toThrow(ValidationError);
    expect(fetch.seen).toHaveLength(0);
  });
});

describe('standalone functions take the same shape as methods', () => {
  test('path identifiers in path order, then the inputs, then request options', async () => {
    const fetch = scriptedFetch(json({}));
    const update = operationFunction(updateThing);
    const controller = new AbortController();
    await update(client(fetch), 'b', 3, { size: 2, password: 'pw' }, { signal: controller.signal, headers: { 'x-trace': '1' } });
    const [sent] = fetch.seen;
    expect(sent?.url).toBe('https://api.test/boxes/b/things/3?password=pw');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ size: 2 });
    expect(sent?.headers['x-trace']).toBe('1');
  });

  test('a list function walks with the same arguments', async () => {
    const fetch = scriptedFetch(json([{ id: 1 }, { id: 2 }]), json([]));
    const list = listFunction(listThings);
    expect(await list(client(fetch), 'b', { tag: 'blue' }).toArray()).toHaveLength(2);
    expect(new URL(fetch.seen[0]?.url ?? '').searchParams.get('tag')).toBe('blue');
  });

  test('a request option passed where the inputs go is named, not ignored', async () => {
    const fetch = scriptedFetch(json({}));
    const update = operationFunction(updateThing);
    const error = await update(client(fetch), 'b', 3, { timeoutMs: 10 } as never).catch((e: unknown) => e);
    expect((error as ValidationError).issues[0]?.message).toMatch(/timeoutMs is a request option/);
  });
});

describe('a namespace class made from plans (defineOperations) takes the shape of its generated methods', () => {
  const readThing = defineOperation({ id: 'things.read', method: 'GET', path: '/boxes/{boxId}/things/{thingId}', params: z.object({ boxId: z.string(), thingId: z.number() }) });
  // As the generated namespaces are (their lint rules say why the merge is fine there).
  // eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-extraneous-class
  class Things {
    constructor(http: HttpClient) {
      attachEngine(this, http);
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
  interface Things {
    update(boxId: string, thingId: number, inputs: object, options?: object): PromiseLike<unknown>;
    read(boxId: string, thingId: number, options?: object): PromiseLike<unknown>;
    list(boxId: string, inputs?: object): { toArray(): Promise<unknown[]> };
  }
  defineOperations(Things, { update: updateThing, read: readThing, list: listThings }, ['read']);

  test('each method sends its operation through the engine of its instance, named after its operation', async () => {
    const fetch = scriptedFetch(json({}), json({}));
    const things = new Things(client(fetch));
    await things.update('b', 3, { size: 2 }, { headers: { 'x-trace': '1' } });
    expect(fetch.seen[0]?.url).toBe('https://api.test/boxes/b/things/3');
    expect(fetch.seen[0]?.headers['x-trace']).toBe('1');
    expect(Things.prototype.update.name).toBe('update');

    // The engine is not among the instance's keys, nor in its JSON.
    expect(Object.keys(things)).toEqual([]);
    expect(JSON.stringify(things)).toBe('{}');
  });

  test("a method is put as a class's own: not enumerable, and replaceable by a subclass or a test", () => {
    // eslint-disable-next-line @typescript-eslint/no-extraneous-class -- as a generated namespace is, before its methods are put on it
    class Fresh {}
    defineOperations(Fresh, { update: updateThing });
    expect(Object.getOwnPropertyDescriptor(Fresh.prototype, 'update')).toMatchObject({ writable: true, configurable: true, enumerable: false });
  });

  test('an operation without inputs takes its options right after the path identifiers', async () => {
    const fetch = scriptedFetch(json({}));
    await new Things(client(fetch)).read('b', 3, { headers: { 'x-trace': '2' } });
    expect(fetch.seen[0]?.url).toBe('https://api.test/boxes/b/things/3');
    expect(fetch.seen[0]?.headers['x-trace']).toBe('2');
  });

  test('a list method walks the list', async () => {
    const fetch = scriptedFetch(json([{ id: 1 }]), json([]));
    expect(await new Things(client(fetch)).list('b', { tag: 'blue' }).toArray()).toHaveLength(1);
    expect(new URL(fetch.seen[0]?.url ?? '').searchParams.get('tag')).toBe('blue');
  });
});

test('a call without inputs sends an empty object for a body whose fields are all optional', async () => {
  const search = defineOperation({ id: 'things.search', method: 'POST', path: '/search', body: z.object({ tag: z.optional(z.string()) }) });
  const fetch = scriptedFetch(json({}));
  await operationFunction(search)(client(fetch));
  expect(fetch.seen[0]?.body).toBe('{}');
});

test('the keys of a body rewritten by a named encoder, or optional, are checked on its input side; the rewrite runs with or without schemas', async () => {
  const stamp = (value: { title: string }): { title: string } => ({ ...value, at: 'now' }) as { title: string };
  const piped = defineOperation({ id: 'things.create', method: 'POST', path: '/things', body: z.optional(rewritten('stamp', z.object({ title: z.string() }), stamp)) });
  const fetch = scriptedFetch(json({}));
  const http = (validateInputs: boolean): HttpClient => new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 0, encoders: { stamp }, validateInputs, checks: schemaChecks });
  const error = await http(false)
    .call(piped, { input: { title: 'x', titel: 'y' } as never })
    .catch((e: unknown) => e);
  expect((error as ValidationError).issues[0]?.message).toMatch(/unknown option\(s\) titel \(did you mean `title`\?\)/);
  await http(false).call(piped, { input: { title: 'x' } });
  await http(true).call(piped, { input: { title: 'x' } });
  expect(fetch.seen.map((seen): unknown => JSON.parse(seen.body))).toEqual([
    { title: 'x', at: 'now' },
    { title: 'x', at: 'now' },
  ]);
});

test('a client option whose name neither the core nor the package knows is refused, naming the known ones', async () => {
  const { createHttpClient } = await import('@typed-api/core/internal');
  const dialect = { api: 'test', options: ['token'] } as const;
  expect(() => createHttpClient({ baseUrl: 'https://api.test', tokn: 'x' } as never, dialect as never)).toThrow(/unknown client option\(s\) tokn \(did you mean `token`\?\)/);
  expect(() => createHttpClient({ baseUrl: 'https://api.test', timeout: 5 } as never, dialect as never)).toThrow(/unknown client option\(s\) timeout \(did you mean `timeoutMs`\?\)/);
  expect(() => createHttpClient({ baseUrl: 'https://api.test', apiKey: 'x' } as never, dialect as never)).toThrow(/unknown client option\(s\) apiKey; known: baseUrl, .*token/);
  expect(() => createHttpClient({ baseUrl: 'https://api.test', retryBudget: { ratoi: 0.1 } } as never, dialect as never)).toThrow(/unknown setting "ratoi" \(did you mean `ratio`\?\)/);
  expect(createHttpClient({ baseUrl: 'https://api.test', token: 'x', timeoutMs: 5_000 } as never, dialect as never).baseUrl).toBe('https://api.test');
});

describe('a body under one key, and the keys that belong inside it', () => {
  const start = defineOperation({
    id: 'jobs.start',
    method: 'POST',
    path: '/jobs',
    query: z.object({ memory: z.optional(z.number()), build: z.optional(z.string()) }),
    body: z.optional(z.record(z.string(), z.unknown())),
    bodyKey: 'input',
  });

  test.each([
    ['fields of the body beside it', start, { startUrls: ['https://a.test'], maxItems: 5 }, '`startUrls`, `maxItems` are not inputs of jobs.start; the body goes under `input`: { input: { startUrls, maxItems } }'],
    ['one field of a list body', pushItems, { url: 'https://a.test' }, '`url` is not an input of things.push; the body goes under `items`: { items: [{ url }] }'],
    ['a typo of an input and a body field', start, { memroy: 1024, startUrls: [] }, 'unknown option(s) memroy (did you mean `memory`?); `startUrls` is not an input of jobs.start; the body goes under `input`: { input: { startUrls } }'],
  ])('%s: says where they go, and sends nothing', async (_, op, input, message) => {
    const fetch = scriptedFetch(json({}));
    const error = await client(fetch)
      .call(op as typeof start, { params: { boxId: 'b' }, input: input as never } as never)
      .catch((e: unknown) => e);
    expect((error as ValidationError).issues[0]?.message).toBe(message);
    expect(fetch.seen).toHaveLength(0);
  });

  test('a body that would not take them as fields gets the list of known keys instead', async () => {
    const setEmail = defineOperation({ id: 'account.setEmail', method: 'POST', path: '/email', body: z.string(), bodyKey: 'email' });
    const fetch = scriptedFetch(json({}));
    const error = await client(fetch).call(setEmail, { input: { address: 'a@b.test' } as never }).catch((e: unknown) => e);
    expect((error as ValidationError).issues[0]?.message).toBe('unknown option(s) address; known: email');
  });

  test.each([
    ['an empty object', {}],
    ['no inputs at all', undefined],
  ])('a required body under its key, with %s: the key is reported missing, not "matches none of the allowed shapes"', async (_, input) => {
    const fetch = scriptedFetch(json({}));
    const error = await client(fetch)
      .call(pushItems, { params: { boxId: 'b' }, input } as never)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual([{ path: ['inputs', 'items'], code: 'missing', message: '`items` is missing: things.push sends it as the request body ({ items: … })' }]);
    expect(fetch.seen).toHaveLength(0);
  });

  test('an optional body under its key may be left out', async () => {
    const fetch = scriptedFetch(json({}));
    await client(fetch).call(start, { input: { memory: 512 } });
    expect(fetch.seen[0]?.url).toBe('https://api.test/jobs?memory=512');
  });
});

describe('the key a typo most likely meant', () => {
  test.each([
    ['memroy', ['memory', 'build'], 'memory'],
    ['tokn', ['token', 'baseUrl'], 'token'],
    ['perPage', ['per_page', 'page'], 'per_page'],
    ['TIMEOUTMS', ['timeoutMs'], 'timeoutMs'],
    ['ab', ['cd'], undefined],
    ['limt', ['limit', 'offset'], 'limit'],
    ['limt', ['limit', 'list'], undefined], // two equally close: no guess
    ['lst', ['last', 'list'], undefined],
    ['colour', ['title', 'size'], undefined],
  ])('%s among %j → %s', async (key, known, expected) => {
    const { closestKey } = await import('../src/keys.js');
    expect(closestKey(key, known)).toBe(expected);
  });
});

test('a multipart form goes with the content type the runtime writes, boundary included, even where a content type was set by hand', async () => {
  const upload = defineOperation({ id: 'reports.upload', method: 'POST', path: '/reports', bodyType: 'raw', bodyKey: 'form' });
  const fetch = scriptedFetch(json({}));
  const form = new FormData();
  form.append('file', new Blob(['a,b\n'], { type: 'text/csv' }), 'report.csv');
  form.append('format', 'csv');
  const http = new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 0, headers: { 'content-type': 'application/json' } });
  await http.call(upload, { input: { form } }, { headers: { 'content-type': 'multipart/form-data' } });
  const [sent] = fetch.seen;
  const type = sent?.headers['content-type'] ?? '';
  expect(type).toMatch(/^multipart\/form-data; boundary=/);
  const parts = await new Response(sent?.body, { headers: { 'content-type': type } }).formData();
  expect(parts.get('format')).toBe('csv');
  expect(await (parts.get('file') as File).text()).toBe('a,b\n');
});
