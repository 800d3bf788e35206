import { expectTypeOf, test } from 'vitest';
import * as z from 'zod/mini';
import { defineOperation } from '@typed-api/core/describe';
import type { FakeHandlers, FakeRequest } from '@typed-api/core/testing';

// Only the type of these descriptions is read.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const zones = {
  get: defineOperation({ id: 'zones.get', method: 'GET', path: '/zones/{zoneId}', params: z.object({ zoneId: z.number() }), query: z.object({ full: z.optional(z.boolean()) }), response: () => z.object({ id: z.number(), name: z.string() }) }),
  remove: defineOperation({ id: 'zones.remove', method: 'DELETE', path: '/zones/{zoneId}', params: z.object({ zoneId: z.number() }), responseType: 'none' }),
  notAnOperation: 'a module may export other things',
};

test('a handler gets its path and inputs typed by its operation', () => {
  expectTypeOf<FakeRequest<typeof zones.get>['path']>().toEqualTypeOf<{ zoneId: number }>();
  expectTypeOf<FakeRequest<typeof zones.get>['inputs']>().toEqualTypeOf<{ full?: boolean | undefined }>();
});

test('a table names operations of its module, and each return is checked against the result type', () => {
  const ok: FakeHandlers<typeof zones> = {
    'zones.get': ({ path }) => ({ id: path.zoneId, name: 'example.test' }),
    'zones.remove': () => undefined,
  };
  expectTypeOf(ok).toHaveProperty('zones.get');
  // An operation left out is answered by the fake's `unhandled` (a sample of its response schema).
  const some: FakeHandlers<typeof zones> = { 'zones.get': () => ({ id: 1, name: 'x' }) };
  expectTypeOf(some).toHaveProperty('zones.remove');
  // @ts-expect-error an operation the module does not describe
  const other: FakeHandlers<typeof zones> = { 'zones.list': () => [] };
  const wrong: FakeHandlers<typeof zones> = {
    // @ts-expect-error the result lacks `name`
    'zones.get': () => ({ id: 1 }),
    'zones.remove': () => undefined,
  };
  const response: FakeHandlers<typeof zones> = { 'zones.get': () => new Response('raw'), 'zones.remove': ({ reply }) => reply(undefined, { status: 202 }) };
  expectTypeOf([some, other, wrong, response]).not.toBeAny();
});
