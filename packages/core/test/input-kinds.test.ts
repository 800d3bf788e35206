import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { HttpClient, ValidationError } from '@typed-api/core';
import { schemaChecks } from '@typed-api/core/checks';
import { defineOperation, rulesOf } from '@typed-api/core/describe';
import { checked, encoded, jsonText, related } from '@typed-api/core/schema';
import { jsonProblem } from '../src/body.js';
import { inputKinds } from '../src/describe.js';
import { checkRelations, relationProblems } from '../src/relations.js';
import { applyRules, isOfKind, kindProblem, type InputRules } from '../src/rules.js';
import { issuesOf } from './helpers.js';

// The checks every call makes without zod, besides keys and closed lists: the kind of each input's value,
// the rules between inputs, and the values a JSON body cannot carry. Each refuses before anything is sent.


/** A client whose fetch records each request's URL and body and answers `{}`. */
function recording(options: { validateInputs?: boolean } = {}): { http: HttpClient; sent: { url: string; body: string | undefined }[] } {
  const sent: { url: string; body: string | undefined }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, body: request.body ? await request.text() : undefined });
    return new Response('{}', { headers: { 'content-type': 'application/json' } });
  };
  return { http: new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 0, checks: schemaChecks, ...options }), sent };
}

describe('the kind of a value', () => {
  test('each kind takes its own values only', () => {
    expect(isOfKind(['string'], 'a')).toBe(true);
    expect(isOfKind(['string'], 1)).toBe(false);
    expect(isOfKind(['boolean'], false)).toBe(true);
    expect(isOfKind(['boolean'], 'false')).toBe(false);
    expect(isOfKind(['number'], 2.5)).toBe(true);
    expect(isOfKind(['number'], Number.NaN)).toBe(false);
    expect(isOfKind(['number'], Number.POSITIVE_INFINITY)).toBe(false);
    expect(isOfKind(['integer'], 3)).toBe(true);
    expect(isOfKind(['integer'], 2.5)).toBe(false);
    expect(isOfKind(['integer'], 2 ** 53)).toBe(false);
    expect(isOfKind(['array'], [])).toBe(true);
    expect(isOfKind(['object'], [])).toBe(false);
    expect(isOfKind(['object'], {})).toBe(true);
    expect(isOfKind(['array'], {})).toBe(false);
    // A Date is a kind of its own: not an object, not a list.
    expect(isOfKind(['object'], new Date(0))).toBe(false);
    expect(isOfKind(['array'], new Date(0))).toBe(false);
    expect(isOfKind(['date'], new Date(0))).toBe(true);
    expect(isOfKind(['date'], {})).toBe(false);
    expect(isOfKind(['date'], '2030-01-01')).toBe(false);
    expect(isOfKind(['null'], null)).toBe(true);
    expect(isOfKind(['object'], null)).toBe(false);
    for (const odd of [() => 1, Symbol('s'), 1n, undefined]) expect(isOfKind(['string', 'number', 'integer', 'boolean', 'array', 'object', 'date', 'null'], odd)).toBe(false);
  });

  test('the message says what is expected and what was given', () => {
    expect(kindProblem(['integer'], 'bla')).toEqual({ code: 'invalid_type', message: 'must be a whole number (got text)' });
    expect(kindProblem(['integer'], 2.5)).toEqual({ code: 'invalid_type', message: 'must be a whole number (got a number)' });
    expect(kindProblem(['number'], Number.NaN)).toEqual({ code: 'invalid_type', message: 'must be a number (got NaN)' });
    expect(kindProblem(['boolean'], 'yes')).toEqual({ code: 'invalid_type', message: 'must be true or false (got text)' });
    expect(kindProblem(['string'], 1)).toEqual({ code: 'invalid_type', message: 'must be text (got a number)' });
    expect(kindProblem(['array'], {})).toEqual({ code: 'invalid_type', message: 'must be a list (got an object)' });
    expect(kindProblem(['object'], [])).toEqual({ code: 'invalid_type', message: 'must be an object (got a list)' });
    expect(kindProblem(['date', 'string'], 5)).toEqual({ code: 'invalid_type', message: 'must be a Date or text (got a number)' });
    expect(kindProblem(['string', 'array', 'null'], true)).toEqual({ code: 'invalid_type', message: 'must be text, a list or null (got a boolean)' });
    expect(kindProblem(['string'], null)).toEqual({ code: 'invalid_type', message: 'must be text (got null)' });
    expect(kindProblem(['string'], new Date(0))).toEqual({ code: 'invalid_type', message: 'must be text (got a Date)' });
    expect(kindProblem(['string'], () => 1)).toEqual({ code: 'invalid_type', message: 'must be text (got a function)' });
    // A whole number is a number: both named, the whole number is said once.
    expect(kindProblem(['integer', 'number'], 'a')).toEqual({ code: 'invalid_type', message: 'must be a number (got text)' });
    expect(kindProblem(['integer'], 3)).toBeUndefined();
  });
});

describe('the kinds worked out of a schema', () => {
  test('each type, through wrappers, pipes and unions; what a named encoder takes, not what it sends', () => {
    expect(inputKinds(z.string())).toEqual(['string']);
    expect(inputKinds(z.optional(z.int()))).toEqual(['integer']);
    expect(inputKinds(checked(z.number(), z.int()))).toEqual(['integer']);
    expect(inputKinds(z._default(z.number(), 1))).toEqual(['number']);
    expect(inputKinds(z.boolean())).toEqual(['boolean']);
    expect(inputKinds(z.array(z.string()))).toEqual(['array']);
    expect(inputKinds(z.tuple([z.string()]))).toEqual(['array']);
    expect(inputKinds(z.record(z.string(), z.unknown()))).toEqual(['object']);
    expect(inputKinds(z.nullable(z.string()))).toEqual(['string', 'null']);
    expect(inputKinds(z.union([z.string(), z.array(z.string())]))).toEqual(['string', 'array']);
    expect(inputKinds(encoded('day', z.union([z.date(), z.string()]), (v: Date | string) => String(v)))).toEqual(['date', 'string']);
    expect(inputKinds(z.union([z.literal(1), z.literal('a')]))).toEqual(['integer', 'string']);
    // An object schema that takes a Date (an object with no required field does) takes the kind too; a record does not.
    expect(inputKinds(z.object({ a: z.optional(z.string()) }))).toEqual(['object', 'date']);
    expect(inputKinds(z.object({ a: z.string() }))).toEqual(['object']);
    // A kind its type does not say but it takes is added (a string that is also JSON text of a list, say).
    expect(inputKinds(z.union([z.array(z.string()), z.custom<string>((v) => typeof v === 'string')]))).toBeUndefined();
  });

  test('no kinds where any value goes, where a closed list says more, or where a value no kind names is taken', () => {
    expect(inputKinds(z.unknown())).toBeUndefined();
    expect(inputKinds(z.union([z.string(), z.unknown()]))).toBeUndefined();
    expect(inputKinds(z.catch(z.string(), 'x'))).toBeUndefined();
    expect(inputKinds(z.enum(['a', 'b']))).toBeUndefined();
    expect(inputKinds(z.union([z.string(), z.custom<() => void>((v) => typeof v === 'function')]))).toBeUndefined();
    expect(inputKinds(z.number().check(z.refine(() => true)))).toEqual(['number']);
  });

  test('the rules of an operation carry the kinds of the query, the fields, and a body under a key', () => {
    const op = defineOperation({
      id: 'things.do',
      method: 'POST',
      path: '/things',
      query: z.object({ lockSecs: z.int(), state: z.optional(z.enum(['a'])) }),
      body: z.object({ name: z.string(), anything: z.optional(z.unknown()) }),
    });
    expect(op.rules.types).toEqual({ lockSecs: ['integer'], name: ['string'] });
    expect(rulesOf({ id: 'a', method: 'POST', path: '/a', body: z.union([z.array(z.object({})), jsonText()]), bodyKey: 'items' })).toMatchObject({ types: { items: ['array', 'string'] }, jsonText: true });
    expect(rulesOf({ id: 'a', method: 'POST', path: '/a', body: z.optional(jsonText()), bodyKey: 'items' })).toMatchObject({ jsonText: true });
    expect(rulesOf({ id: 'a', method: 'POST', path: '/a', body: z.union([z.array(z.object({})), z.string()]), bodyKey: 'items' })).not.toHaveProperty('jsonText');
  });
});

describe('the kinds checked in a part', () => {
  const rules: InputRules = { query: ['lockSecs', 'tags'], body: ['name'], types: { lockSecs: ['integer'], tags: ['array', 'string'], name: ['string'] } };

  test('a value of another kind is refused with its path; a value left out is not checked', () => {
    expect(issuesOf(() => applyRules('things.do', rules, 'query', { lockSecs: 'bla' }, undefined))).toEqual([{ path: ['query', 'lockSecs'], code: 'invalid_type', message: 'must be a whole number (got text)' }]);
    expect(issuesOf(() => applyRules('things.do', rules, 'query', { lockSecs: 1, tags: 3 }, undefined))).toEqual([{ path: ['query', 'tags'], code: 'invalid_type', message: 'must be a list or text (got a number)' }]);
    expect(applyRules('things.do', rules, 'query', { lockSecs: 60, tags: ['a'] }, undefined)).toEqual({ lockSecs: 60, tags: ['a'] });
    expect(applyRules('things.do', rules, 'query', { tags: 'a' }, undefined)).toEqual({ tags: 'a' });
    // The kinds of the body's fields are not the query's.
    expect(applyRules('things.do', rules, 'body', { name: 'n' }, undefined)).toEqual({ name: 'n' });
    expect(issuesOf(() => applyRules('things.do', rules, 'body', { name: 5 }, undefined))?.[0]?.path).toEqual(['body', 'name']);
  });

  test('through a call: nothing is sent, with or without the schemas', async () => {
    const lock = defineOperation({ id: 'queues.lock', method: 'POST', path: '/lock', query: z.object({ lockSecs: z.int() }) });
    for (const validateInputs of [false, true]) {
      const { http, sent } = recording({ validateInputs });
      const error = await http.call(lock, { input: { lockSecs: 'bla' } as never }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues[0]?.path).toEqual(['query', 'lockSecs']);
      expect(sent).toEqual([]);
    }
  });

  test('a body under a key of another kind is refused by its key', async () => {
    const add = defineOperation({ id: 'things.add', method: 'POST', path: '/things', body: z.array(z.object({})), bodyKey: 'items' });
    const { http, sent } = recording();
    const error = (await http.call(add, { input: { items: 5 } as never }).catch((e: unknown) => e)) as ValidationError;
    expect(error.issues).toEqual([{ path: ['inputs', 'items'], code: 'invalid_type', message: 'must be a list (got a number)' }]);
    expect(sent).toEqual([]);
  });

  test('a body under a key that the operation may go without, left out, is not refused for its kind: the call sends no body', async () => {
    const start = defineOperation({ id: 'things.start', method: 'POST', path: '/things/start', body: z.optional(z.object({ speed: z.number() })), bodyKey: 'input' });
    const { http, sent } = recording();
    await http.call(start, {});
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toBeUndefined();
  });
});

describe('rules between inputs', () => {
  test('both: all or none; the first one missing is named', () => {
    const both = { both: [['lat', 'lng']] };
    expect(relationProblems(both, {})).toEqual([]);
    expect(relationProblems(both, undefined)).toEqual([]);
    expect(relationProblems(both, { lat: 1, lng: 2 })).toEqual([]);
    expect(relationProblems(both, { lat: 1 })).toEqual([{ key: 'lng', message: '`lat` and `lng` go together: `lat` is given, so give `lng` too (or leave them all out)' }]);
    expect(relationProblems(both, { lng: 1, lat: undefined })).toEqual([{ key: 'lat', message: '`lat` and `lng` go together: `lng` is given, so give `lat` too (or leave them all out)' }]);
    expect(relationProblems({ both: [['a', 'b', 'c']] }, { a: 1, b: 2 })).toEqual([{ key: 'c', message: '`a`, `b` and `c` go together: `a` and `b` are given, so give `c` too (or leave them all out)' }]);
  });

  test('oneOf: exactly one; atMostOne: one or none', () => {
    const oneOf = { oneOf: [['id', 'name']] };
    expect(relationProblems(oneOf, { id: 1 })).toEqual([]);
    expect(relationProblems(oneOf, { name: 'n' })).toEqual([]);
    expect(relationProblems(oneOf, {})).toEqual([{ key: 'id', message: 'give exactly one of `id` and `name` (none is given)' }]);
    expect(relationProblems(oneOf, { id: 1, name: 'n' })).toEqual([{ key: 'name', message: 'give exactly one of `id` and `name` (`id` and `name` are given)' }]);
    const atMostOne = { atMostOne: [['a', 'b', 'c']] };
    expect(relationProblems(atMostOne, {})).toEqual([]);
    expect(relationProblems(atMostOne, { b: 1 })).toEqual([]);
    expect(relationProblems(atMostOne, { a: 1, c: 0 })).toEqual([{ key: 'c', message: 'give at most one of `a`, `b` and `c` (`a` and `c` are given)' }]);
    // Every rule is checked, in the order of the kinds.
    expect(relationProblems({ ...oneOf, ...atMostOne }, { id: 1, name: 'n', a: 1, b: 2 }).map((p) => p.key)).toEqual(['name', 'b']);
    // A rule whose keys are not the part's is not checked there.
    expect(relationProblems(oneOf, {}, () => false)).toEqual([]);
  });

  test('a rule must name at least two inputs the object takes', () => {
    expect(() => { checkRelations({ both: [['a']] }, ['a', 'b']); }).toThrow('a rule between inputs (both) names 1 input(s); it needs at least two');
    expect(() => { checkRelations({ oneOf: [['a', 'x']] }, ['a', 'b']); }).toThrow('a rule between inputs (oneOf) names x, which the object does not take');
    expect(() => { checkRelations({ both: [['x', 'a', 'y']] }, ['a']); }).toThrow('a rule between inputs (both) names x, y, which the object does not take');
    expect(() => { checkRelations({ atMostOne: [['a', 'x']] }, undefined); }).not.toThrow();
    expect(() => related(z.object({ a: z.optional(z.string()) }), { both: [['a', 'b']] })).toThrow('names b');
  });

  test('written into the rules, checked in their own part only, with the path of the input to give', () => {
    const query = related(z.object({ lat: z.optional(z.number()), lng: z.optional(z.number()) }), { both: [['lat', 'lng']] });
    const body = related(z.object({ id: z.optional(z.string()), name: z.optional(z.string()) }), { oneOf: [['id', 'name']] });
    const op = defineOperation({ id: 'things.find', method: 'POST', path: '/find', query, body: z.optional(body) });
    expect(op.rules.relations).toEqual({ both: [['lat', 'lng']], oneOf: [['id', 'name']] });
    expect(issuesOf(() => applyRules('things.do', op.rules, 'query', { lat: 1 }, undefined))).toEqual([
      { path: ['query', 'lng'], code: 'custom', message: '`lat` and `lng` go together: `lat` is given, so give `lng` too (or leave them all out)' },
    ]);
    expect(applyRules('things.do', op.rules, 'query', { lat: 1, lng: 2 }, undefined)).toEqual({ lat: 1, lng: 2 });
    expect(issuesOf(() => applyRules('things.do', op.rules, 'body', {}, undefined))?.[0]?.path).toEqual(['body', 'id']);
  });

  test('through a call, with and without the schemas: the same refusal, nothing sent', async () => {
    const query = related(z.object({ lat: z.optional(z.number()), lng: z.optional(z.number()) }), { both: [['lat', 'lng']] });
    const find = defineOperation({ id: 'things.find', method: 'GET', path: '/find', query });
    for (const validateInputs of [false, true]) {
      const { http, sent } = recording({ validateInputs });
      const error = (await http.call(find, { input: { lat: 48.8 } }).catch((e: unknown) => e)) as ValidationError;
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.issues[0]).toMatchObject({ path: ['query', 'lng'], message: '`lat` and `lng` go together: `lat` is given, so give `lng` too (or leave them all out)' });
      expect(sent).toEqual([]);
      await http.call(find, { input: { lat: 48.8, lng: 2.3 } });
      expect(sent.map((s) => s.url)).toEqual(['https://api.test/find?lat=48.8&lng=2.3']);
    }
  });
});

describe('values a JSON body cannot carry', () => {
  test('a function, a symbol, a bigint at any depth, in objects and lists, named by its path', () => {
    expect(jsonProblem({ a: 1, b: [1, 'x', null, { c: true }], d: new Date(0), e: undefined })).toBeUndefined();
    expect(jsonProblem({ input: { fn: () => 1 } })).toEqual({ path: ['input', 'fn'], message: expect.stringMatching(/^a function, which JSON cannot carry/) as unknown });
    expect(jsonProblem({ list: [1, [2, Symbol('s')]] })).toEqual({ path: ['list', 1, 1], message: expect.stringMatching(/^a symbol, which JSON cannot carry/) as unknown });
    expect(jsonProblem([{ n: 10n }])).toEqual({ path: [0, 'n'], message: expect.stringMatching(/^a bigint, which JSON cannot carry; send it as a number/) as unknown });
    expect(jsonProblem(() => 1)).toEqual({ path: [], message: expect.stringMatching(/^a function/) as unknown });
    // An object with toJSON is sent as that method says (a Date as its ISO text): it is not walked.
    expect(jsonProblem({ at: { toJSON: () => 'x', fn: () => 1 } })).toBeUndefined();
  });

  test('the walk goes on past objects and lists that hold nothing wrong, and names the value where it is', () => {
    expect(jsonProblem({ a: { x: 1 }, b: [{ y: [2] }], c: { d: { fn: () => 1 } } })?.path).toEqual(['c', 'd', 'fn']);
    expect(jsonProblem([[1], { ok: true }, [null, [3n]]])?.path).toEqual([2, 1, 0]);
    expect(jsonProblem({ list: [{}, [], { deep: [[]] }], last: { ok: 'yes' } })).toBeUndefined();
  });

  test('NaN and the infinities are refused (JSON would send null); every finite number goes as it is', () => {
    expect(jsonProblem({ n: 0, m: -1.5, max: Number.MAX_VALUE })).toBeUndefined();
    expect(jsonProblem({ score: Number.NaN })).toEqual({ path: ['score'], message: 'NaN, which JSON cannot carry (it would be sent as null); send a finite number, or null if that is meant' });
    expect(jsonProblem([1, Number.POSITIVE_INFINITY])?.path).toEqual([1]);
    expect(jsonProblem({ a: { b: Number.NEGATIVE_INFINITY } })?.message).toMatch(/^-Infinity, which JSON cannot carry/);
  });

  test('a cycle is refused, where it closes; the same object twice side by side is not a cycle', () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = { back: loop };
    expect(jsonProblem({ body: loop })).toEqual({ path: ['body', 'self', 'back'], message: 'an object that contains itself (a cycle), which JSON cannot carry; send a copy without the loop' });
    const list: unknown[] = [];
    list.push(list);
    expect(jsonProblem(list)?.path).toEqual([0]);
    const shared = { x: 1 };
    expect(jsonProblem({ a: shared, b: shared, c: [shared, shared] })).toBeUndefined();
  });

  test('through a call: refused with the body path, nothing sent; a Date goes as its ISO text', async () => {
    const start = defineOperation({ id: 'runs.start', method: 'POST', path: '/runs', body: z.optional(z.unknown()), bodyKey: 'input' });
    const save = defineOperation({ id: 'things.save', method: 'POST', path: '/things', body: z.object({ data: z.unknown() }) });
    for (const validateInputs of [false, true]) {
      const { http, sent } = recording({ validateInputs });
      const fn = (await http.call(start, { input: { input: { url: 'u', fn: () => 1 } } }).catch((e: unknown) => e)) as ValidationError;
      expect(fn).toBeInstanceOf(ValidationError);
      expect(fn.issues).toEqual([{ path: ['body', 'input', 'fn'], code: 'invalid_type', message: expect.stringMatching(/^is a function, which JSON cannot carry/) as unknown }]);
      expect(fn.message).toMatch(/^Invalid arguments for runs\.start: /);
      const big = (await http.call(save, { input: { data: [1n] } }).catch((e: unknown) => e)) as ValidationError;
      expect(big.issues[0]?.path).toEqual(['body', 'data', 0]);
      const loop: Record<string, unknown> = {};
      loop.loop = loop;
      const cycle = (await http.call(save, { input: { data: loop } }).catch((e: unknown) => e)) as ValidationError;
      expect(cycle).toBeInstanceOf(ValidationError);
      expect(cycle.issues[0]?.path).toEqual(['body', 'data', 'loop']);
      expect(sent).toEqual([]);
      await http.call(save, { input: { data: { at: new Date(Date.UTC(2030, 0, 2)) } } });
      expect(sent.map((s) => s.body)).toEqual(['{"data":{"at":"2030-01-02T00:00:00.000Z"}}']);
    }
  });
});

describe('a body given as JSON text', () => {
  const push = defineOperation({ id: 'items.push', method: 'POST', path: '/items', body: z.union([z.array(z.record(z.string(), z.unknown())), jsonText()]), bodyKey: 'items' });

  test('is sent as it is, once, with or without the schemas', async () => {
    for (const validateInputs of [false, true]) {
      const { http, sent } = recording({ validateInputs });
      await http.call(push, { input: { items: '[{"a":1}]' } });
      await http.call(push, { input: { items: [{ a: 1 }] } });
      expect(sent.map((s) => s.body)).toEqual(['[{"a":1}]', '[{"a":1}]']);
    }
  });

  test('text that is not JSON is refused, saying how to have a value encoded; nothing sent', async () => {
    for (const validateInputs of [false, true]) {
      const { http, sent } = recording({ validateInputs });
      const error = (await http.call(push, { input: { items: 'a=b' } }).catch((e: unknown) => e)) as ValidationError;
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.issues[0]?.message).toMatch(/is a string, so it is sent as JSON text, but it is not JSON \(.+\); give the value itself to have it encoded$/);
      // The plain check names the format; the schema's refinement reports its own code.
      expect(error.issues[0]?.code).toBe(validateInputs ? 'custom' : 'invalid_format');
      expect(sent).toEqual([]);
    }
  });

  test('a body that does not take JSON text refuses a string by its kind', async () => {
    const add = defineOperation({ id: 'items.add', method: 'POST', path: '/items', body: z.array(z.record(z.string(), z.unknown())), bodyKey: 'items' });
    const { http, sent } = recording();
    const error = (await http.call(add, { input: { items: '[{"a":1}]' } as never }).catch((e: unknown) => e)) as ValidationError;
    expect(error.issues).toEqual([{ path: ['inputs', 'items'], code: 'invalid_type', message: 'must be a list (got text)' }]);
    expect(sent).toEqual([]);
  });
});
