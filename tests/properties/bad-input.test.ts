import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { operations as calendarOperations } from '../../packages/calendar/src/operations/index.js';
import { operations as codeAnalysisOperations } from '../../packages/code-analysis/src/operations/index.js';
import { HttpClient, ValidationError } from '../../packages/core/src/index.js';
import type { Operation } from '../../packages/core/src/internal.js';
import { parseInput } from '../../packages/core/src/describe-entry.js';
import { operations as hostingOperations } from '../../packages/hosting/src/operations/index.js';
import { operations as platformOperations } from '../../packages/platform/src/operations/index.js';

const BASE = 'https://api.test/root';
const PACKAGES: [string, readonly Operation[]][] = [
  ['platform', platformOperations],
  ['hosting', hostingOperations],
  ['calendar', calendarOperations],
  ['code-analysis', codeAnalysisOperations],
];

/** Values that try to leave a path segment or a query value, or that trip up encoders. */
const nasty = fc.constantFrom(
  '../', '..', '.', '../../admin', '..%2F..%2Fadmin', '%2F', '%2e%2e', '?', '?x=1', '#', '#frag', '/', 'a/b', '\\', 'a\\..\\b',
  '%', '%%', '%zz', ' ', '+', '&', '=', ';', '~', 'é', '😀', '\u0000', '\n', '\uD800', 'a?b#c/d', '', '   ',
);
const text = fc.oneof(nasty, fc.string(), fc.string({ unit: 'binary' }), fc.tuple(fc.string(), nasty, fc.string()).map((parts) => parts.join('')));
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.bigInt().map(String));
const value = fc.oneof({ maxDepth: 2 }, scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string(), scalar, { maxKeys: 3 }), fc.date({ noInvalidDate: true }));

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The keys of an object schema (zod and zod/mini keep them in `_zod.def.shape`). */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape;
  return shape ? Object.keys(shape) : [];
}

function placeholders(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

/** Arbitrary arguments for an operation: its own keys with hostile values, plus stray keys. */
function argsFor(op: Operation): fc.Arbitrary<{ params?: unknown; query?: unknown; body?: unknown }> {
  const record = (keys: string[]) => fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] });
  const names = placeholders(op.path);
  const params = names.length ? fc.oneof(fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof(nasty, nasty, text, fc.integer())]))), record(names), value) : fc.constant(undefined);
  const query = op.query ? fc.oneof(fc.constant(undefined), record(keysOf(op.query)), fc.tuple(record(keysOf(op.query)), fc.dictionary(fc.string(), scalar, { maxKeys: 2 })).map(([a, b]) => ({ ...b, ...a })), value) : fc.constant(undefined);
  const body = op.bodyType === 'raw' ? fc.string() : op.body ? fc.oneof(record(keysOf(op.body)), fc.array(record(keysOf(op.body)), { maxLength: 3 }), value) : fc.constant(undefined);
  return fc.record({ params, query, body });
}

/** A regular expression for the path an operation's template produces, one capture per placeholder. */
function pathPattern(op: Operation): RegExp {
  const escaped = op.path.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // An empty template is the base itself, which resolves with a trailing slash.
  return new RegExp(`^/root${op.path === '' ? '/?' : ''}${escaped.join('([^/?#]*)')}$`);
}

describe.each(PACKAGES)('%s: bad input never escapes and never reaches the network', (_name, ops) => {
  const withInput = ops.filter((op) => op.params !== undefined || op.query !== undefined || op.body !== undefined);

  test('every package has operations with parameters', () => {
    expect(withInput.length).toBeGreaterThan(10);
  });

  test.each(withInput.map((op) => [op.id, op] as const))('%s', async (_id, op) => {
    const sent: { url: URL; body: string }[] = [];
    const stub: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      sent.push({ url: new URL(request.url), body: await request.text() });
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const client = new HttpClient({ baseUrl: BASE, fetch: stub, maxRetries: 0 });
    const names = placeholders(op.path);
    const pattern = pathPattern(op);

    await fc.assert(
      fc.asyncProperty(argsFor(op), async (args) => {
        sent.length = 0;
        let outcome: unknown;
        try {
          await client.call(op, args as never);
        } catch (error) {
          outcome = error;
        }
        if (outcome !== undefined) {
          // Refused: only ever as a ValidationError, and before anything was sent.
          expect(outcome).toBeInstanceOf(ValidationError);
          expect(sent).toHaveLength(0);
          return;
        }
        expect(sent).toHaveLength(1);
        const [request] = sent;
        if (!request) return;
        const { url } = request;
        expect(url.origin).toBe('https://api.test');
        expect(url.hash).toBe('');
        // Each placeholder stays one segment and decodes back to exactly the value given.
        const match = pattern.exec(url.pathname);
        expect(match, `${url.pathname} does not follow ${op.path}`).not.toBeNull();
        const params = parseInput(op, 'params', args.params) as Record<string, unknown>;
        names.forEach((name, i) => {
          const segment = match?.[i + 1] ?? '';
          expect(segment).not.toMatch(/[/?#]/);
          expect(decodeURIComponent(segment)).toBe(String(params[name]));
        });
        // The query carries the operation's own keys only, each string value unchanged.
        const query = parseInput(op, 'query', args.query) as Record<string, unknown> | undefined;
        const allowed = new Set(Object.keys(query ?? {}).flatMap((k) => [k, `${k}[]`]));
        for (const key of url.searchParams.keys()) expect(allowed.has(key), `unexpected query key ${key}`).toBe(true);
        for (const [key, v] of Object.entries(query ?? {})) {
          // (A lone surrogate has no UTF-8 form: URLSearchParams sends U+FFFD in its place.)
          if (typeof v === 'string' && !LONE_SURROGATE.test(v)) expect(url.searchParams.getAll(key)).toContain(v);
        }
        // A JSON body goes out as the validated value.
        if (op.body && op.bodyType !== 'raw' && op.bodyType !== 'form' && args.body !== undefined) {
          expect(JSON.parse(request.body)).toEqual(JSON.parse(JSON.stringify(parseInput(op, 'body', args.body))));
        }
      }),
      { numRuns: 60, seed: 9 },
    );
  });
});
