import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { HttpClient, ResponseValidationError, ValidationError } from '@typed-api/core';
import { schemaChecks } from '@typed-api/core/checks';
import { checkCallInputs, type Operation } from '@typed-api/core/internal';
import { defineOperation, rulesOf } from '@typed-api/core/describe';
import { checked, encoded, rewritten } from '@typed-api/core/schema';
import { applyRules, checkPath, segmentProblem, type InputRules } from '../src/rules.js';
import { segmentRule } from '../src/describe.js';
import { issuesOf } from './helpers.js';

// The input rules: what a call checks without its schemas (the default path), and how they are worked out
// of the schemas. Each check here is one the plain path makes in place of zod.


describe('path identifiers', () => {
  test('whole numbers from the rule\'s least, fractions only where taken', () => {
    expect(segmentProblem({ int: 1 }, 1)).toBeUndefined();
    expect(segmentProblem({ int: 1 }, 0)).toEqual({ code: 'too_small', message: 'must be a whole number of at least 1' });
    expect(segmentProblem({ int: 0 }, 0)).toBeUndefined();
    expect(segmentProblem({ int: 0 }, 1.5)).toEqual({ code: 'too_small', message: 'must be a whole number of at least 0' });
    expect(segmentProblem({ int: 0, real: true }, 1.5)).toBeUndefined();
    expect(segmentProblem({ int: 0, real: true }, 0)).toBeUndefined();
    expect(segmentProblem({ int: 0, real: true }, -0.5)).toEqual({ code: 'too_small', message: 'must be at least 0' });
    expect(segmentProblem({ text: 'text' }, 3)).toEqual({ code: 'invalid_type', message: 'must be text' });
  });

  test('text, digits only, and what a text rule refuses', () => {
    expect(segmentProblem({ int: 1 }, 'a')).toEqual({ code: 'invalid_type', message: 'must be a number' });
    expect(segmentProblem({ int: 0, text: 'digits' }, true)).toEqual({ code: 'invalid_type', message: 'must be a number or text' });
    expect(segmentProblem({ text: 'text' }, undefined)).toEqual({ code: 'invalid_type', message: 'must be text' });
    expect(segmentProblem({ text: 'digits' }, '012')).toBeUndefined();
    expect(segmentProblem({ text: 'digits' }, '1a')).toEqual({ code: 'invalid_format', message: 'must be a numeric id (digits only)' });
    expect(segmentProblem({ text: 'text' }, '')).toEqual({ code: 'too_small', message: 'must not be empty' });
    expect(segmentProblem({ text: 'text', max: 3 }, 'abc')).toBeUndefined();
    expect(segmentProblem({ text: 'text', max: 3 }, 'abcd')).toEqual({ code: 'too_big', message: 'must be at most 3 characters' });
    expect(segmentProblem({ text: 'text', pattern: '^[a-z]+$' }, 'a1')).toEqual({ code: 'invalid_format', message: 'must match ^[a-z]+$' });
    expect(segmentProblem({ text: 'text', pattern: '^[a-z]+$', message: 'letters only' }, 'a1')).toEqual({ code: 'invalid_format', message: 'letters only' });
    expect(segmentProblem({ text: 'text', pattern: '^[a-z]+$' }, 'ab')).toBeUndefined();
    expect(segmentProblem({ text: 'text', trim: true }, ' a')).toMatchObject({ code: 'custom', message: expect.stringMatching(/^must not start or end with a space/) as unknown });
    expect(segmentProblem({ text: 'text', trim: true }, 'a b')).toBeUndefined();
    expect(segmentProblem({ text: 'text', slash: false }, 'a/b')).toMatchObject({ code: 'custom', message: expect.stringMatching(/^contains a slash/) as unknown });
    expect(segmentProblem({ text: 'text' }, 'a/b')).toBeUndefined();
    expect(segmentProblem({ values: ['gh', 'gl'] }, 'gl')).toBeUndefined();
    expect(segmentProblem({ values: ['gh', 'gl'] }, 'bb')).toEqual({ code: 'invalid_value', message: 'must be one of "gh", "gl"' });
  });

  test('each identifier is checked by its own rule, and all problems are named at once', () => {
    const rules: InputRules = { path: { a: { int: 1 }, b: { text: 'text' } } };
    expect(issuesOf(() => { checkPath('things.do', rules, { a: 2, b: 'x' }); })).toBeUndefined();
    expect(issuesOf(() => { checkPath('things.do', rules, { a: 0, b: '' }); })).toEqual([
      { path: ['params', 'a'], code: 'too_small', message: 'must be a whole number of at least 1' },
      { path: ['params', 'b'], code: 'too_small', message: 'must not be empty' },
    ]);
    expect(issuesOf(() => { checkPath('things.do', rules, undefined); })?.map((i) => i.path)).toEqual([
      ['params', 'a'],
      ['params', 'b'],
    ]);
    expect(issuesOf(() => { checkPath('things.do', {}, undefined); })).toBeUndefined();
  });
});

describe('a part of the inputs', () => {
  const rules: InputRules = {
    query: ['page', 'status', 'tags'],
    body: ['name', 'when'],
    required: ['name', 'page'],
    enums: { status: ['open', 'shut', null], tags: ['a', 'b'] },
    defaults: { page: 1, name: 'x' },
    encode: { when: 'stamp' },
  };
  const encoders = { stamp: (value: Date) => value.toISOString().slice(0, 10), up: (value: Record<string, unknown>) => ({ ...value, up: true }) };

  test('defaults fill what is left out of their own part, and keys go out in the listed order', () => {
    expect(applyRules('things.do', rules, 'query', undefined, encoders)).toEqual({ page: 1 });
    const out = applyRules('things.do', rules, 'query', { tags: ['a'], status: 'open', page: 3 }, encoders);
    expect(out).toEqual({ page: 3, status: 'open', tags: ['a'] });
    expect(Object.keys(out ?? {})).toEqual(['page', 'status', 'tags']);
    // A listed key that is not given stays out.
    expect(Object.keys(applyRules('things.do', { query: ['a', 'b', 'c'] }, 'query', { c: 1, a: 2 }, undefined) ?? {})).toEqual(['a', 'c']);
    // A part not given, with nothing to default, stays out whatever its rules check.
    expect(applyRules('things.do', { query: ['a'], enums: { a: ['x'] }, encode: { a: 'stamp' } }, 'query', undefined, encoders)).toBeUndefined();
    // A key the list does not hold (a query of any key) keeps its place after the listed ones.
    expect(Object.keys(applyRules('things.do', { query: ['b'] }, 'query', { x: 1, b: 2 }, undefined) ?? {})).toEqual(['b', 'x']);
    // A default of the body is not put into the query, nor the other way round.
    expect(applyRules('things.do', rules, 'body', {}, encoders)).toEqual({ name: 'x' });
  });

  test('required inputs of the part and closed lists (each item of a list, by its place) are checked together', () => {
    const strict: InputRules = { ...rules, defaults: {} };
    expect(issuesOf(() => applyRules('things.do', strict, 'query', { status: 'gone', tags: ['a', 'c', 'd'] }, encoders))).toEqual([
      { path: ['query', 'page'], code: 'invalid_type', message: 'is required' },
      { path: ['query', 'status'], code: 'invalid_value', message: 'must be one of "open", "shut", null' },
      { path: ['query', 'tags', 1], code: 'invalid_value', message: 'must be one of "a", "b"' },
      { path: ['query', 'tags', 2], code: 'invalid_value', message: 'must be one of "a", "b"' },
    ]);
    expect(issuesOf(() => applyRules('things.do', strict, 'query', { page: 1, status: null }, encoders))).toBeUndefined();
    expect(issuesOf(() => applyRules('things.do', strict, 'body', { when: undefined }, encoders))).toEqual([{ path: ['body', 'name'], code: 'invalid_type', message: 'is required' }]);
  });

  test('named encoders change their inputs, a whole part is rewritten last, and an encoder that throws refuses the value', () => {
    const when = new Date(Date.UTC(2030, 0, 2));
    expect(applyRules('things.do', rules, 'body', { name: 'n', when }, encoders)).toEqual({ name: 'n', when: '2030-01-02' });
    expect(applyRules('things.do', { ...rules, rewrite: { body: 'up' } }, 'body', { name: 'n' }, encoders)).toEqual({ name: 'n', up: true });
    expect(applyRules('things.do', { ...rules, rewrite: { query: 'up' } }, 'body', { name: 'n' }, encoders)).toEqual({ name: 'n' });
    expect(issuesOf(() => applyRules('things.do', rules, 'body', { name: 'n', when: new Date('nope') }, encoders))).toEqual([{ path: ['body', 'when'], code: 'invalid_value', message: 'Invalid time value' }]);
    expect(() => applyRules('things.do', rules, 'body', { name: 'n', when }, {})).toThrow(new TypeError('things.do: the dialect has no encoder named stamp'));
    expect(() => applyRules('things.do', rules, 'body', { name: 'n', when }, undefined)).toThrow(new TypeError('things.do: the dialect has no encoder named stamp'));
  });
});

describe('rules worked out of the schemas', () => {
  test('path rules: numbers, digits, text and what it refuses, closed lists; a schema that takes anything has none', () => {
    expect(segmentRule('t', 'id', checked(z.int(), z.positive()))).toEqual({ int: 1 });
    expect(segmentRule('t', 'id', checked(z.int(), z.nonnegative()))).toEqual({ int: 0 });
    expect(segmentRule('t', 'id', z.number())).toEqual({ int: Number.MIN_SAFE_INTEGER, real: true });
    expect(segmentRule('t', 'id', z.union([checked(z.int(), z.nonnegative()), checked(z.string(), z.regex(/^\d+$/))]))).toMatchObject({ int: 0, text: 'digits' });
    expect(segmentRule('t', 'id', checked(z.string(), z.minLength(1)))).toEqual({ text: 'text' });
    const strict = z.string().check(
      z.refine((v) => v.trim() === v),
      z.refine((v) => !v.includes('/')),
    );
    expect(segmentRule('t', 'id', strict)).toEqual({ text: 'text', trim: true, slash: false });
    expect(segmentRule('t', 'key', checked(z.string(), z.maxLength(256), z.regex(/^[a-z~.]+$/, { message: 'letters only' })))).toEqual({
      text: 'text',
      // What the pattern refuses is named by the rules that say it in plainer words, too.
      trim: true,
      slash: false,
      max: 256,
      pattern: '^[a-z~.]+$',
      message: 'letters only',
    });
    expect(segmentRule('t', 'provider', z.enum(['gh', 'gl']))).toEqual({ values: ['gh', 'gl'] });
    expect(segmentRule('t', 'any', z.unknown())).toBeUndefined();
    // A rule the plain check cannot say is refused when the rules are worked out.
    expect(() => segmentRule('t', 'odd', z.string().check(z.refine((v) => v !== 'a b')))).toThrow('t: the path identifier odd has a rule the plain check cannot say (it differs on "a b")');
  });

  test('keys, required inputs, closed lists, defaults and encoders of the query and the body', () => {
    const when = encoded('stamp', z.date(), (d: Date) => d.toISOString());
    const op = defineOperation({
      id: 'things.do',
      method: 'POST',
      path: '/things/{id}',
      params: z.object({ id: checked(z.int(), z.positive()) }),
      query: z.object({ page: z._default(z.int(), 1), state: z.optional(z.nullable(z.enum(['a', 'b']))), tags: z.optional(z.array(z.literal(['x', 'y']))) }),
      body: z.object({ name: z.string(), when: z.optional(when), note: z.optional(z.string()) }),
    });
    expect(op.rules).toEqual({
      path: { id: { int: 1 } },
      query: ['page', 'state', 'tags'],
      defaults: { page: 1 },
      enums: { state: ['a', 'b', null], tags: ['x', 'y'] },
      body: ['name', 'when', 'note'],
      needsBody: true,
      required: ['name'],
      encode: { when: 'stamp' },
      // The kinds a caller may give: what the encoder takes (a Date), not what it sends; a closed list has none.
      types: { page: ['integer'], name: ['string'], when: ['date'], note: ['string'] },
    });
    // Worked out once, on first use.
    expect(op.rules).toBe(op.rules);
  });

  test('a query or body of any key, a body that may be left out, and a rewritten body', () => {
    expect(rulesOf({ id: 'a', method: 'GET', path: '/a', query: z.looseObject({ a: z.optional(z.string()) }), body: z.record(z.string(), z.unknown()) })).toEqual({ query: '*', body: '*', needsBody: true });
    expect(rulesOf({ id: 'a', method: 'POST', path: '/a', body: z.optional(z.object({ a: z.string() })) })).toEqual({ body: ['a'], required: ['a'], types: { a: ['string'] } });
    const body = rewritten('up', z.object({ a: z.optional(z.string()) }), (v) => v);
    expect(rulesOf({ id: 'a', method: 'POST', path: '/a', body: z.optional(body) })).toEqual({ body: ['a'], rewrite: { body: 'up' }, types: { a: ['string'] } });
    // A raw body has no fields to check.
    expect(rulesOf({ id: 'a', method: 'POST', path: '/a', body: z.string(), bodyType: 'raw', bodyKey: 'data' })).toEqual({});
  });

  test('a body under a key: required or not, and what it holds (an object, a list of them, with the keys of a closed one)', () => {
    const item = z.object({ url: z.string() });
    expect(rulesOf({ id: 'a', method: 'POST', path: '/a', body: item, bodyKey: 'item' })).toEqual({ required: ['item'], bodyShape: { list: false }, types: { item: ['object'] } });
    expect(rulesOf({ id: 'a', method: 'POST', path: '/a', body: z.optional(z.array(item)), bodyKey: 'items' })).toEqual({ bodyShape: { list: true }, types: { items: ['array'] } });
    expect(rulesOf({ id: 'a', method: 'POST', path: '/a', body: z.array(z.strictObject({ url: z.string() })), bodyKey: 'items' })).toEqual({ required: ['items'], bodyShape: { list: true, keys: ['url'] }, types: { items: ['array'] } });
    expect(rulesOf({ id: 'a', method: 'POST', path: '/a', body: z.string(), bodyKey: 'text' })).toEqual({ required: ['text'], types: { text: ['string'] } });
    // A query's required keys and the body key are listed together.
    expect(rulesOf({ id: 'a', method: 'POST', path: '/a', query: z.object({ q: z.string() }), body: item, bodyKey: 'item' })).toMatchObject({ required: ['q', 'item'] });
  });
});

describe('the engine with input rules', () => {
  const fetchOf = (): { fetch: typeof globalThis.fetch; urls: string[] } => {
    const urls: string[] = [];
    const fetch: typeof globalThis.fetch = (input) => {
      urls.push(new Request(input).url);
      return Promise.resolve(new Response(JSON.stringify({ id: 1 }), { headers: { 'content-type': 'application/json' } }));
    };
    return { fetch, urls };
  };

  test('an operation that has schemas but no rules is refused: it was not described with defineOperation', async () => {
    const { fetch, urls } = fetchOf();
    const http = new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 0 });
    for (const part of ['params', 'query', 'body'] as const) {
      const bare = { id: 'things.do', method: 'POST', path: '/things', [part]: z.object({}) } as Operation;
      await expect(http.call(bare, {})).rejects.toThrow(new TypeError('things.do has schemas but no input rules: describe it with defineOperation'));
    }
    expect(urls).toEqual([]);
  });

  test('a link the API handed out is followed without path identifiers to check', async () => {
    const { fetch, urls } = fetchOf();
    const http = new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 0 });
    const get = defineOperation({ id: 'things.get', method: 'GET', path: '/things/{id}', params: z.object({ id: checked(z.int(), z.positive()) }) });
    expect(await http.follow(get, '/things/7?page=2')).toEqual({ id: 1 });
    expect(urls).toEqual(['https://api.test/things/7?page=2']);
  });

  test('fields put beside a body under a key are pointed inside it when the body takes them', async () => {
    const { fetch } = fetchOf();
    const http = new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 0 });
    const add = defineOperation({ id: 'things.add', method: 'POST', path: '/things', body: z.array(z.strictObject({ url: z.string(), label: z.optional(z.string()) })), bodyKey: 'items' });
    const hinted = await http.call(add, { input: { url: 'u', items: [] } as never }).catch((e: unknown) => e);
    expect((hinted as ValidationError).issues[0]?.message).toBe('`url` is not an input of things.add; the body goes under `items`: { items: [{ url }] }');
    // Keys of which one is not the items' get no such hint either.
    const mixed = await http.call(add, { input: { url: 'u', colour: 'red', items: [] } as never }).catch((e: unknown) => e);
    expect((mixed as ValidationError).issues[0]?.message).toBe('unknown option(s) url, colour; known: items');
    // A key the items do not take either gets no such hint.
    const plain = await http.call(add, { input: { colour: 'red', items: [] } as never }).catch((e: unknown) => e);
    expect((plain as ValidationError).issues[0]?.message).toBe('unknown option(s) colour; known: items');
  });

  test('validateInputs is true or false', () => {
    expect(() => new HttpClient({ baseUrl: 'https://api.test', validateInputs: 'yes' as never })).toThrow(/validateInputs: must be true or false/);
    expect(() => new HttpClient({ baseUrl: 'https://api.test', validateInputs: false })).not.toThrow();
  });

  test('a plan is validated against its description, found by id; without the descriptions its answer goes unchecked', async () => {
    const described = defineOperation({ id: 'things.get', method: 'GET', path: '/things', response: () => z.object({ id: z.string() }) });
    const plan: Operation = { id: 'things.get', method: 'GET', path: '/things', rules: {} };
    const { fetch } = fetchOf();
    const descriptions = (): Promise<{ operations: readonly Operation[] }> => Promise.resolve({ operations: [described] });
    const checking = new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 0, validateResponses: true, checks: schemaChecks, descriptions });
    await expect(checking.call(plan, {})).rejects.toBeInstanceOf(ResponseValidationError);
    const blind = new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 0, validateResponses: true, checks: schemaChecks });
    expect(await blind.call(plan, {})).toEqual({ id: 1 });
    // Validating without the zod checks says how to give them.
    const unequipped = new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 0, validateResponses: true, descriptions });
    await expect(unequipped.call(plan, {})).rejects.toThrow('this client cannot validate: give it `checks: schemaChecks` from @typed-api/core/checks');
  });

  test("a plan whose description names no answer is never checked: the package's response schemas are not even loaded", async () => {
    const described = defineOperation({ id: 'things.touch', method: 'POST', path: '/things' });
    const plan: Operation = { id: 'things.touch', method: 'POST', path: '/things', rules: {} };
    const { fetch } = fetchOf();
    let loads = 0;
    const responses = (): Promise<Record<string, never>> => {
      loads++;
      return Promise.resolve({});
    };
    const descriptions = (): Promise<{ operations: readonly Operation[] }> => Promise.resolve({ operations: [described] });
    const http = new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 0, validateResponses: true, checks: schemaChecks, descriptions, responses });
    expect(await http.call(plan, {})).toEqual({ id: 1 });
    expect(loads).toBe(0);
  });

  test('an empty answer where a schema is named: taken when the schema takes nothing, refused without the zod checks to ask', async () => {
    const empty: typeof globalThis.fetch = () => Promise.resolve(new Response(null, { status: 200 }));
    const maybe = defineOperation({ id: 'things.maybe', method: 'GET', path: '/things', response: () => z.optional(z.object({ id: z.string() })) });
    expect(await new HttpClient({ baseUrl: 'https://api.test', fetch: empty, maxRetries: 0, checks: schemaChecks }).call(maybe, {})).toBeUndefined();
    const error = await new HttpClient({ baseUrl: 'https://api.test', fetch: empty, maxRetries: 0 }).call(maybe, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues[0]?.message).toMatch(/^expected JSON but got an empty body/);
  });

  test('checkCallInputs checks an inputs object as a call would, without its path, and gives back what the call would send', () => {
    const plan: Operation = {
      id: 'things.update',
      method: 'PUT',
      path: '/things/{thingId}',
      rules: { path: { thingId: { int: 1 } }, query: ['dryRun'], body: ['name', 'colour'], needsBody: true, required: ['name'], enums: { colour: ['red', 'blue'] }, encode: { dryRun: 'flag' }, defaults: { colour: 'red' } },
    };
    const config = { encoders: { flag: (value: boolean) => (value ? 1 : 0) } };
    expect(checkCallInputs(plan, { name: 'a', dryRun: true }, config)).toEqual({ params: undefined, query: { dryRun: 1 }, body: { name: 'a', colour: 'red' }, headers: undefined });
    expect(() => checkCallInputs(plan, { name: 'a', colur: 'red' }, config)).toThrow(/colur \(did you mean `colour`\?\)/);
    expect(() => checkCallInputs(plan, { name: 'a', colour: 'green' }, config)).toThrow(ValidationError);
    expect(() => checkCallInputs(plan, { colour: 'blue' }, config)).toThrow(ValidationError);
    // A body of fields that is not there is checked as an empty one: its required fields are missing.
    expect(() => checkCallInputs(plan, undefined, config)).toThrow(ValidationError);
  });

  test('an empty answer to a plan: taken at once when the plan says it may be empty, else refused, without loading its description either way', async () => {
    const empty: typeof globalThis.fetch = () => Promise.resolve(new Response(null, { status: 200 }));
    const described = defineOperation({ id: 'things.get', method: 'GET', path: '/things', response: () => z.object({ id: z.string() }) });
    let loads = 0;
    const descriptions = (): Promise<{ operations: readonly Operation[] }> => {
      loads++;
      return Promise.resolve({ operations: [described] });
    };
    const http = new HttpClient({ baseUrl: 'https://api.test', fetch: empty, maxRetries: 0, checks: schemaChecks, descriptions });
    expect(await http.call({ id: 'things.get', method: 'GET', path: '/things', rules: {}, empty: true }, {})).toBeUndefined();
    expect(loads).toBe(0);
    const refused = await http.call({ id: 'things.get', method: 'GET', path: '/things', rules: {} }, {}).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ResponseValidationError);
    // The generator asked the description when it wrote the plan: no plan sends a client to it again.
    expect(loads).toBe(0);
  });

  test.each(['params', 'query', 'body', 'response'] as const)('an operation with its %s is its own description; the descriptions load once', async (part) => {
    const own = { id: 'things.get', method: 'GET', path: '/things', rules: {}, [part]: part === 'response' ? () => z.object({ id: z.number() }) : z.object({}) } as Operation;
    const other = defineOperation({ id: 'things.get', method: 'GET', path: '/things', response: () => z.object({ name: z.string() }) });
    let loads = 0;
    const descriptions = (): Promise<{ operations: readonly Operation[] }> => {
      loads++;
      return Promise.resolve({ operations: [other] });
    };
    const { fetch } = fetchOf();
    const http = new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 0, validateResponses: true, checks: schemaChecks, descriptions });
    // Its own schemas hold: no response schema (the answer goes unchecked), or one that takes the answer; the
    // other description's (a name) would refuse it.
    expect(await http.call(own, {})).toEqual({ id: 1 });
    const plan: Operation = { id: 'things.get', method: 'GET', path: '/things', rules: {} };
    await expect(http.call(plan, {})).rejects.toBeInstanceOf(ResponseValidationError);
    await expect(http.call(plan, {})).rejects.toBeInstanceOf(ResponseValidationError);
    expect(loads).toBe(1);
  });
});
