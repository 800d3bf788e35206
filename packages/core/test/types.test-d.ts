import { expectTypeOf, test } from 'vitest';
import * as z from 'zod/mini';
import { ApiPromise, HttpClient, isApiError, isWaitTimeout, RetryBudgetError, type ApiError, type Paginated } from '@typed-api/core';
import { nextOffset, operationFunction, paginate, type InputArgs } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';

const client = new HttpClient({ baseUrl: 'https://api.test' });
const op = defineOperation({
  id: 'things.get',
  method: 'GET',
  path: '/things/{id}',
  params: z.object({ id: z.string() }),
  query: z.object({ expand: z.optional(z.boolean()) }),
  response: () => z.looseObject({ id: z.string(), size: z.optional(z.number()) }),
});

test('call results are inferred from the response schema', () => {
  const result = client.call(op, { params: { id: 'x' } });
  // The loose object's index signature is left out: a misspelt field does not compile.
  expectTypeOf(result).toEqualTypeOf<ApiPromise<{ id: string; size?: number | undefined }>>();
  expectTypeOf<InputArgs<typeof op>['params']>().toEqualTypeOf<{ id: string }>();
  // @ts-expect-error params are required when the operation has path parameters
  void client.call(op, {});
  // @ts-expect-error unknown query fields are refused
  void client.call(op, { params: { id: 'x' }, query: { nope: 1 } });
});

test('text and stream operations resolve to text and streams', () => {
  const text = defineOperation({ id: 't', method: 'GET', path: '/t', responseType: 'text' });
  const stream = defineOperation({ id: 's', method: 'GET', path: '/s', responseType: 'stream' });
  expectTypeOf(client.call(text, {})).toEqualTypeOf<ApiPromise<string>>();
  expectTypeOf(client.call(stream, {})).toEqualTypeOf<ApiPromise<ReadableStream<Uint8Array>>>();
});

test('lists infer their item type from the page', () => {
  const list = paginate({
    start: 0,
    fetchPage: (offset: number) => new ApiPromise(Promise.resolve({ data: { items: [{ key: 'a', size: 1 }], offset, total: 1 }, response: new Response() })),
    next: nextOffset,
  });
  expectTypeOf(list).toExtend<Paginated<{ key: string; size: number }, { items: { key: string; size: number }[]; offset: number; total: number }>>();
  expectTypeOf(list).toExtend<AsyncIterable<{ key: string; size: number }>>();
});

test('the error guard narrows the code', () => {
  type Codes = 'record-not-found' | 'rate-limit-exceeded';
  const err: unknown = new Error('x');
  if (isApiError<Codes, 'record-not-found'>(err, 'record-not-found')) {
    expectTypeOf(err.code).toEqualTypeOf<'record-not-found'>();
    expectTypeOf(err).toExtend<ApiError<Codes>>();
  }
});

test('standalone functions take path identifiers in path order, one object of inputs, then request options', () => {
  const update = defineOperation({
    id: 'things.update',
    method: 'PUT',
    path: '/boxes/{boxId}/things/{thingId}',
    params: z.object({ boxId: z.string(), thingId: z.number() }),
    query: z.object({ password: z.optional(z.string()) }),
    body: z.object({ title: z.string() }),
  });
  const push = defineOperation({
    id: 'things.push',
    method: 'POST',
    path: '/boxes/{boxId}/items',
    params: z.object({ boxId: z.string() }),
    body: z.array(z.string()),
    bodyKey: 'items',
  });
  const updateFn = operationFunction(update);
  expectTypeOf(updateFn).toBeCallableWith(client, 'b', 3, { title: 'x', password: 'p' }, { timeoutMs: 1 });
  expectTypeOf(updateFn).parameter(2).toEqualTypeOf<number>();
  expectTypeOf(updateFn).parameter(3).toEqualTypeOf<{ password?: string | undefined; title: string }>();
  // @ts-expect-error -- the body's required field cannot be left out
  void updateFn(client, 'b', 3, {});
  // @ts-expect-error -- the path identifiers come first, in path order
  void updateFn(client, 3, 'b', { title: 'x' });
  const pushFn = operationFunction(push);
  expectTypeOf(pushFn).parameter(2).toEqualTypeOf<{ items: string[] }>();
  const getFn = operationFunction(op);
  expectTypeOf(getFn).toBeCallableWith(client, 'id');
  expectTypeOf(getFn).toBeCallableWith(client, 'id', undefined, { signal: AbortSignal.timeout(1) });
});

test('isWaitTimeout narrows to the wait error with lastValue of the named type', () => {
  const err: unknown = undefined;
  if (isWaitTimeout<{ id: string; status: string }>(err)) {
    expectTypeOf(err.lastValue).toEqualTypeOf<{ id: string; status: string } | undefined>();
    expectTypeOf(err.lastStatus).toEqualTypeOf<string | undefined>();
    expectTypeOf(err.code).toEqualTypeOf<'wait-timeout'>();
  }
  if (isWaitTimeout(err)) expectTypeOf(err.lastValue).toBeUnknown();
});

test("a retry-budget refusal's code is its literal, so checking it narrows", () => {
  expectTypeOf<RetryBudgetError['code']>().toEqualTypeOf<'retry-budget-spent'>();
});
