import { describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { HttpClient, ValidationError } from '@typed-api/core';
import { checkInputs, type Operation } from '@typed-api/core/internal';
import { defineOperation, parseInput, rulesOf } from '@typed-api/core/describe';

// How the one object of inputs a caller gives is split into query, headers and body by the operation's
// description, which keys are refused (and what the refusal says), and what is sent when a part is empty.

interface Sent {
  url: string;
  headers: Headers;
  body: string;
}

function recorder(): { http: HttpClient; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    sent.push({ url: request.url, headers: request.headers, body: await request.text() });
    return new Response(null, { status: 204 });
  };
  return { http: new HttpClient({ baseUrl: 'https://api.test', fetch }), sent };
}

/** The ValidationError a call is refused with (nothing sent), or undefined when it goes. */
/** A call's arguments as a JavaScript caller may give them, right or wrong. */
// Loose on purpose: some tests hand over what the types refuse, to see it refused at run time.
type Args = { input?: unknown; query?: unknown; body?: unknown; headers?: unknown; params?: unknown };

async function refusal(op: Operation, args: Args): Promise<ValidationError | undefined> {
  const { http, sent } = recorder();
  try {
    await http.call(op, args as never);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect(sent).toHaveLength(0);
    return error as ValidationError;
  }
}

async function sent(op: Operation, args: Args): Promise<Sent> {
  const { http, sent: all } = recorder();
  await http.call(op, args as never);
  return all[0]!;
}

const fields = z.object({ title: z.string(), done: z.optional(z.boolean()) });
const search = defineOperation({ id: 'notes.search', method: 'GET', path: '/notes', query: z.object({ q: z.optional(z.string()) }), responseType: 'none' });
const create = defineOperation({ id: 'notes.create', method: 'POST', path: '/notes', body: fields, query: z.object({ dryRun: z.optional(z.boolean()) }), responseType: 'none' });
const push = defineOperation({ id: 'notes.push', method: 'POST', path: '/notes/batch', body: z.array(z.strictObject({ title: z.string() })), bodyKey: 'notes', responseType: 'none', idempotent: true });
const put = defineOperation({ id: 'notes.put', method: 'PUT', path: '/notes/raw', bodyType: 'raw', bodyKey: 'value', inputHeaders: { contentType: 'content-type' }, responseType: 'none' });

describe('the one object of inputs', () => {
  test.each([
    ['optional', z.optional(fields)],
    ['nullable', z.nullable(fields)],
    ['with a default', z._default(fields, { title: 'untitled' })],
    ['read-only', z.readonly(fields)],
    ['with a fallback', z.catch(fields, { title: 'untitled' })],
    ['with a prefault', z.prefault(fields, { title: 'untitled' })],
  ])('a body %s knows the fields of the object inside it', async (_what, body) => {
    const op = defineOperation({ id: 'notes.make', method: 'POST', path: '/notes', body, responseType: 'none' });
    expect(JSON.parse((await sent(op, { input: { title: 'a', done: true } })).body)).toMatchObject({ title: 'a', done: true });
    const error = await refusal(op, { input: { title: 'a', colour: 'red' } });
    expect(error?.issues).toEqual([{ path: ['inputs'], code: 'unrecognized_keys', message: 'unknown option(s) colour; known: title, done' }]);
  });

  test('a body that takes any key takes every key that is not a query parameter', async () => {
    const op = defineOperation({ id: 'notes.free', method: 'POST', path: '/notes', body: z.looseObject({ title: z.string() }), query: z.object({ dryRun: z.optional(z.boolean()) }), responseType: 'none' });
    const request = await sent(op, { input: { title: 'a', colour: 'red', dryRun: true } });
    expect(JSON.parse(request.body)).toEqual({ title: 'a', colour: 'red' });
    expect(request.url).toBe('https://api.test/notes?dryRun=true');
  });

  test("a body that takes any key still refuses a request option's name: it belongs in the last argument", async () => {
    const op = defineOperation({ id: 'notes.free', method: 'POST', path: '/notes', body: z.looseObject({ title: z.string() }), responseType: 'none' });
    const error = await refusal(op, { input: { title: 'a', timeoutMs: 5 } });
    expect(error?.issues[0]?.message).toMatch(/^timeoutMs is a request option: pass it in the last argument/);
  });

  test('query parameters go to the URL, the rest to the body; a key set to undefined is left out', async () => {
    const request = await sent(create, { input: { title: 'a', dryRun: false, done: undefined, stray: undefined } });
    expect(request.url).toBe('https://api.test/notes?dryRun=false');
    expect(request.body).toBe('{"title":"a"}');
  });

  test('an operation without a body refuses a key it does not know, and names the ones it knows', async () => {
    expect((await refusal(search, { input: { query: 'x' } }))?.issues).toEqual([{ path: ['inputs'], code: 'unrecognized_keys', message: 'unknown option(s) query; known: q' }]);
    const error = await refusal(search, { input: { text: 'x' } });
    expect(error?.message).toContain('Invalid arguments for notes.search');
    expect(error?.issues[0]?.message).toBe('unknown option(s) text; known: q');
  });

  test('an operation without a body, called with no inputs, sends no body', async () => {
    const request = await sent(search, { input: undefined });
    expect(request).toMatchObject({ url: 'https://api.test/notes', body: '' });
    expect(request.headers.has('content-type')).toBe(false);
  });

  test('a body under one key: a key beside it is refused, with the hint to put it inside when the body would take it', async () => {
    expect((await refusal(push, { input: { title: 'a' } }))?.issues).toEqual([
      { path: ['inputs'], code: 'unrecognized_keys', message: '`title` is not an input of notes.push; the body goes under `notes`: { notes: [{ title }] }' },
    ]);
    expect((await refusal(push, { input: { colour: 'red', size: 2 } }))?.issues[0]?.message).toBe('unknown option(s) colour, size; known: notes');
    const upsert = defineOperation({ id: 'notes.upsert', method: 'PUT', path: '/notes/one', body: fields, bodyKey: 'note', responseType: 'none' });
    expect((await refusal(upsert, { input: { title: 'a', done: true } }))?.issues[0]?.message).toBe('`title`, `done` are not inputs of notes.upsert; the body goes under `note`: { note: { title, done } }');
  });

  test('a misspelt body key is refused with the key it likely meant, not pointed inside the body', async () => {
    expect((await refusal(push, { input: { notse: [{ title: 'a' }] } }))?.issues).toEqual([{ path: ['inputs'], code: 'unrecognized_keys', message: 'unknown option(s) notse (did you mean `notes`?)' }]);
  });

  test('a raw body under one key: a stray key is refused with the known ones', async () => {
    expect((await refusal(put, { input: { value: 'x', colour: 'red' } }))?.issues[0]?.message).toBe('unknown option(s) colour; known: contentType, value');
  });

  test('a raw body goes as given, whatever body schema the operation also names', async () => {
    const op = defineOperation({ id: 'notes.upload', method: 'PUT', path: '/notes/file', bodyType: 'raw', bodyKey: 'value', body: fields, responseType: 'none' });
    expect((await sent(op, { input: { value: 'plain text' } })).body).toBe('plain text');
  });

  test('a body under one key that the body needs is reported missing by that key', async () => {
    const error = await refusal(push, { input: {} });
    expect(error?.message).toContain('Invalid arguments for notes.push');
    expect(error?.issues).toEqual([{ path: ['inputs', 'notes'], code: 'missing', message: '`notes` is missing: notes.push sends it as the request body ({ notes: … })' }]);
  });

  test.each([
    [null, 'null'],
    [['a'], 'an array'],
    ['a', 'string'],
    [7, 'number'],
  ])('inputs that are not an object (%j) are refused, pointing at the order of the arguments', async (input, got) => {
    const error = await refusal(search, { input });
    expect(error?.message).toContain('Invalid arguments for notes.search');
    expect(error?.issues).toEqual([
      { path: ['inputs'], code: 'invalid_type', message: `must be an object of inputs (got ${got}); check the order of the arguments: path identifiers, then one object of inputs, then request options` },
    ]);
  });

  test('a string spread into the inputs, or a request option among them, is told apart from a typo', async () => {
    // Eleven characters spread into an object: keys 0 to 10.
    expect((await refusal(search, { input: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i, 'x'])) }))?.issues[0]?.message).toBe('got a string or an array where an object of options belongs; check the order of the arguments');
    expect((await refusal(search, { input: { 0: 'a', '1a': 'b' } }))?.issues[0]?.message).toBe('unknown option(s) 0, 1a; known: q');
    expect((await refusal(search, { input: { 0: 'a', q1: 'b' } }))?.issues[0]?.message).toBe('unknown option(s) 0, q1; known: q');
    expect((await refusal(search, { input: { timeoutMs: 5 } }))?.issues[0]?.message).toBe('timeoutMs is a request option: pass it in the last argument, after the operation\'s inputs (e.g. get(id, undefined, { timeoutMs }))');
    expect((await refusal(search, { input: { timeoutMs: 5, signal: undefined, maxRetries: 1 } }))?.issues[0]?.message).toBe('timeoutMs, maxRetries are request options: pass it in the last argument, after the operation\'s inputs (e.g. get(id, undefined, { timeoutMs }))');
    expect((await refusal(search, { input: { timeoutMs: 5, colour: 'red' } }))?.issues[0]?.message).toBe('unknown option(s) timeoutMs, colour; known: q');
  });
});

describe('one form of arguments', () => {
  test('the query and body given apart are refused, naming the stray keys, before anything is sent', async () => {
    const error = await refusal(search, { query: { q: 'a' } });
    expect(error?.message).toContain('Invalid arguments for notes.search');
    expect(error?.issues).toEqual([{ path: ['args'], code: 'unrecognized_keys', message: 'query: a call takes { params, input } (the query, body and header inputs side by side in input)' }]);
    expect((await refusal(create, { body: { title: 'a' }, headers: {} }))?.issues[0]?.message).toMatch(/^body, headers: a call takes/);
  });

  test('a query or body checked on its own (a helper that builds a URL or reads before sending) is an object of known keys', () => {
    // What parseInput throws, or undefined when it accepts the value.
    const refused = (run: () => unknown): ValidationError | undefined => {
      try {
        run();
        return undefined;
      } catch (error) {
        return error as ValidationError;
      }
    };
    for (const [query, got] of [['q=a', 'string'], [['a'], 'an array'], [null, 'object']] as const) {
      const error = refused(() => parseInput(search, 'query', query));
      expect(error?.message).toMatch(/^Invalid arguments for notes\.search/);
      expect(error?.issues).toEqual([{ path: ['query'], code: 'invalid_type', message: `must be an object of options (got ${got})` }]);
    }
    const unknown = refused(() => parseInput(search, 'query', { text: 'a', q: 'b' }));
    expect(unknown?.message).toMatch(/^Invalid arguments for notes.search/);
    expect(unknown?.issues).toEqual([{ path: ['query'], code: 'unrecognized_keys', message: 'unknown option(s) text; known: q' }]);
    expect(parseInput(search, 'query', { q: 'a', text: undefined })).toEqual({ q: 'a' });
    // A body that is not an object is judged by its schema alone; a body that takes any key takes any key.
    expect(refused(() => parseInput(create, 'body', 'title'))?.issues[0]?.path).toEqual(['body']);
    const free = defineOperation({ id: 'notes.free', method: 'POST', path: '/notes', body: z.looseObject({ title: z.string() }) });
    expect(parseInput(free, 'body', { title: 'a', colour: 'red' })).toEqual({ title: 'a', colour: 'red' });
  });

  test('a body the operation needs, left out, is refused before anything is sent', async () => {
    const error = await refusal(create, {});
    expect(error?.message).toContain('Invalid arguments for notes.create');
    expect(error?.issues).toMatchObject([{ path: ['body', 'title'], message: 'is required' }]);
  });
});

describe('what a description may not do', () => {
  test('an input changed by a transform without a name is refused: calls without schemas could not send the same', () => {
    const body = z.object({ title: z.pipe(z.string(), z.transform((value) => value.trim())) });
    // The rules are worked out on first use (and by the generator, which writes them into the plans).
    const transformed = defineOperation({ id: 'notes.make', method: 'POST', path: '/notes', body });
    expect(() => rulesOf(transformed)).toThrow(/notes\.make: its body changes its value with a transform; give it a name with encoded\(\)/);
    const rewrite = z.object({ title: z.string() }).check(z.overwrite((value) => value));
    const rewriting = defineOperation({ id: 'notes.make', method: 'POST', path: '/notes', body: rewrite });
    expect(() => rulesOf(rewriting)).toThrow(/notes\.make: its body rewrites its value; give the rewrite a name with rewritten\(\)/);
  });
});

describe('headers and keys from inputs', () => {
  test('an input header with a line break is refused, its value never quoted', async () => {
    const error = await refusal(put, { input: { value: 'x', contentType: 'text/plain\r\nx-injected: secret-1' } });
    expect(error?.message).toContain('Invalid arguments for notes.put');
    expect(error?.issues).toEqual([{ path: ['headers'], code: 'invalid_option', message: 'header content-type contains a line break or NUL, which would split the request; remove it' }]);
  });

  test('a form body goes with the content type the runtime draws for it, whatever type was given', async () => {
    const form = new FormData();
    form.set('file', 'contents');
    const request = await sent(put, { input: { value: form, contentType: 'multipart/form-data' } });
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  test('an empty idempotency key is no key: a fresh one is sent', async () => {
    const op = defineOperation({ id: 'pay', method: 'POST', path: '/pay', idempotencyKey: { in: 'header', name: 'idempotency-key' }, responseType: 'none' });
    expect((await sent(op, { input: { idempotencyKey: '' } })).headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await sent(op, { input: { idempotencyKey: 'order-7' } })).headers.get('idempotency-key')).toBe('order-7');
  });

  test('a key taken in the body is filled in when missing or null, and kept when given', async () => {
    const op = defineOperation({ id: 'pay', method: 'POST', path: '/pay', body: z.object({ amount: z.number(), requestId: z.optional(z.nullable(z.string())) }), idempotencyKey: { in: 'body', name: 'requestId' }, responseType: 'none' });
    for (const requestId of [undefined, null]) {
      expect((JSON.parse((await sent(op, { input: { amount: 1, requestId } })).body) as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(JSON.parse((await sent(op, { input: { amount: 1, requestId: 'r-1' } })).body)).toEqual({ amount: 1, requestId: 'r-1' });
  });

  test('a key taken in the body goes only into a body that is an object: no body, or null, goes as given', async () => {
    const op = defineOperation({
      id: 'pay',
      method: 'POST',
      path: '/pay',
      body: z.optional(z.nullable(z.object({ amount: z.number(), requestId: z.optional(z.string()) }))),
      idempotencyKey: { in: 'body', name: 'requestId' },
      responseType: 'none',
    });
    expect((await sent(op, {})).body).toBe('');
    // A body under a key may be null: it goes as given, with no key put into it.
    const under = defineOperation({ id: 'pay', method: 'POST', path: '/pay', body: z.nullable(z.object({ amount: z.number(), requestId: z.optional(z.string()) })), bodyKey: 'payment', idempotencyKey: { in: 'body', name: 'requestId' }, responseType: 'none' });
    expect((await sent(under, { input: { payment: null } })).body).toBe('null');
  });

  test('in a runtime without FormData, bodies go as usual, with their content type', async () => {
    vi.stubGlobal('FormData', undefined);
    try {
      const request = await sent(create, { input: { title: 'a' } });
      expect(request.headers.get('content-type')).toBe('application/json');
      expect(request.body).toBe('{"title":"a"}');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('checkInputs (the inputs of a helper that reads them field by field)', () => {
  const check = (inputs: unknown, sends?: Operation) => () => {
    checkInputs('notes.wait', inputs, ['timeoutMs', 'title'], sends);
  };

  test('nothing, or an object of known keys (an undefined one ignored), is taken', () => {
    expect(check(undefined)).not.toThrow();
    expect(check({ title: 'a', stray: undefined })).not.toThrow();
  });

  test('anything else is refused before anything is sent, with what to do', () => {
    expect(check(null)).toThrow(/must be an object of inputs \(got null\); check the order of the arguments/);
    expect(check([1])).toThrow(/got an array/);
    expect(check('a')).toThrow(/got string/);
    let error: unknown;
    try {
      check({ titel: 'a', colour: 'red' })();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toContain('Invalid arguments for notes.wait');
    expect((error as ValidationError).issues).toEqual([{ path: ['inputs'], code: 'unrecognized_keys', message: 'unknown option(s) titel (did you mean `title`?), colour; known: timeoutMs, title' }]);
  });

  test('keys that belong inside the body the helper sends are pointed there', () => {
    expect(check({ title: 'a', done: true }, defineOperation({ id: 'notes.upsert', method: 'PUT', path: '/n', body: fields, bodyKey: 'note' }))).toThrow('`done` is not an input of notes.wait; the body goes under `note`: { note: { done } }');
  });
});
