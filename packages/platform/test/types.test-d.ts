import { expectTypeOf, test } from 'vitest';
import {
  type SignedValue,
  isPlatformError,
  PlatformClient,
  type BrowserInfo,
  type Dataset,
  type JobStatus,
  type KeyValueRecord,
  type LastRunHandle,
  type LastRunFilter,
  type OffsetPage,
  type PlatformError,
  type PlatformErrorCode,
  type QueueRequest,
  type RequestRegistration,
  type Run,
  type RunOrigin,
  type RunStorages,
  type StoreKey,
} from '../src/index.js';
import type { Paginated } from '@typed-api/core';
import type { CallResult, InputArgs, Inputs, ListItemOf } from '@typed-api/core/internal';
import type { actorLastRunGetRun, taskLastRunListKeys } from '../src/operations/last-run.js';
import type { runStorageGetDataset, runStorageUpdateRequest } from '../src/operations/run-storages.js';

const platform = new PlatformClient({ baseUrl: 'https://api.example.test', token: 't' });

test('dataset items carry the caller item type', () => {
  interface Product { sku: string; price: number }
  const list = platform.datasets.listItems<Product>('d');
  expectTypeOf(list).toEqualTypeOf<Paginated<Product, OffsetPage<Product>>>();
  expectTypeOf<Awaited<typeof list>['items']>().toEqualTypeOf<Product[]>();
});

test('list and get results are inferred from the schemas', () => {
  expectTypeOf(platform.keyValueStores.listKeys('s')).toExtend<AsyncIterable<StoreKey>>();
  expectTypeOf<StoreKey['size']>().toEqualTypeOf<number>();
  expectTypeOf(platform.runs.waitForFinish('r')).resolves.toEqualTypeOf<Run>();
  expectTypeOf(platform.requestQueues.getRequest('q', 'r')).resolves.toEqualTypeOf<QueueRequest>();
  expectTypeOf(platform.keyValueStores.getRecord<{ a: number }>('s', 'k')).resolves.toEqualTypeOf<KeyValueRecord<{ a: number }>>();
  expectTypeOf<QueueRequest['method']>().toEqualTypeOf<'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'CONNECT' | 'OPTIONS' | 'TRACE' | 'PATCH' | undefined>();
});

test('isPlatformError narrows the code', () => {
  const err: unknown = new Error('x');
  if (isPlatformError(err, 'record-not-found')) expectTypeOf(err.code).toEqualTypeOf<'record-not-found'>();
  if (isPlatformError(err)) {
    // The full union is too large for a deep type comparison: check assignability instead. An error
    // answered without an error body has no code, so the type says so.
    const code: PlatformErrorCode | undefined = err.code;
    expectTypeOf(code).toEqualTypeOf<PlatformErrorCode | undefined>();
  }
  if (isPlatformError(err, 'request-handled-or-locked')) {
    // @ts-expect-error the narrowed code is exactly the one asked for
    const other: 'record-not-found' = err.code;
    expectTypeOf(other).toBeString();
  }
  expectTypeOf<'some-future-type'>().toExtend<PlatformErrorCode>();
});

test('PlatformError without a code is a type an application can write (it was too complex to compile)', () => {
  const failure = (): PlatformError | undefined => undefined;
  const code = (err: PlatformError): PlatformErrorCode => err.code;
  expectTypeOf(failure).returns.toEqualTypeOf<PlatformError | undefined>();
  expectTypeOf(code).returns.toEqualTypeOf<PlatformErrorCode>();
  expectTypeOf<PlatformError<'record-not-found'>['code']>().toEqualTypeOf<'record-not-found'>();
});

test('inputs are checked by type too', () => {
  // @ts-expect-error generalAccess is an enumeration
  void platform.requestQueues.update('q', { generalAccess: 'EVERYONE' });
  // @ts-expect-error the Actor input is an object
  void platform.actors.start('a', { input: [1] });
});

test('run-scoped storages keep the types of the top-level methods', () => {
  interface Page { url: string }
  const storages = platform.runs.storages('r');
  expectTypeOf(storages).toEqualTypeOf<RunStorages>();
  expectTypeOf(storages.dataset.listItems<Page>()).toEqualTypeOf<Paginated<Page, OffsetPage<Page>>>();
  expectTypeOf(storages.keyValueStore.getRecord<{ a: number }>('k')).resolves.toEqualTypeOf<KeyValueRecord<{ a: number }>>();
  expectTypeOf(storages.requestQueue.getRequest('q')).resolves.toEqualTypeOf<QueueRequest>();
  // The API has no HEAD calls under a run.
  expectTypeOf(storages.dataset).not.toHaveProperty('itemsInfo');
  expectTypeOf(storages.keyValueStore).not.toHaveProperty('recordExists');
  expectTypeOf(platform.datasets.itemsInfo('d')).toHaveProperty('then');
});

test('the last run has run calls and filters by typed status and origin', () => {
  const lastRun = platform.actors.lastRun('a', { status: 'SUCCEEDED', origin: 'SCHEDULER' });
  expectTypeOf(lastRun).toEqualTypeOf<LastRunHandle>();
  expectTypeOf(lastRun.get()).resolves.toEqualTypeOf<Run>();
  expectTypeOf(platform.tasks.lastRun('t').log()).resolves.toBeString();
  // The status offers the known run statuses and takes any other (the API may add statuses).
  expectTypeOf<Exclude<LastRunFilter['status'], undefined>>().toEqualTypeOf<JobStatus | (string & {})>();
  expectTypeOf<Run['status']>().toEqualTypeOf<JobStatus | (string & {})>();
  void platform.tasks.lastRun('t', { status: 'SOME-NEW-STATUS' });
  // @ts-expect-error the origin is one of the run origins
  void platform.tasks.lastRun('t', { origin: 'EMAIL' });
  // A run reached by ID has its run calls on `platform.runs`; its storages handle holds storages only.
  expectTypeOf(platform.runs.storages('r')).not.toHaveProperty('abort');
});

test('tools results are inferred', () => {
  expectTypeOf(platform.tools.browserInfo({ method: 'PUT' })).resolves.toEqualTypeOf<BrowserInfo>();
  expectTypeOf<BrowserInfo['clientIp']>().toEqualTypeOf<string | null>();
  expectTypeOf(platform.tools.encodeAndSign({ value: { a: 1 } })).resolves.toEqualTypeOf<SignedValue>();
  expectTypeOf<SignedValue['encoded']>().toEqualTypeOf<string>();
});

test('operations derived for a place take the place parameter and keep the result types', () => {
  expectTypeOf<InputArgs<typeof runStorageGetDataset>['params']>().toEqualTypeOf<{ runId: string }>();
  expectTypeOf<CallResult<typeof runStorageGetDataset>>().toEqualTypeOf<Dataset>();
  expectTypeOf<InputArgs<typeof runStorageUpdateRequest>['params']>().toEqualTypeOf<{ requestId: string; runId: string }>();
  expectTypeOf<CallResult<typeof runStorageUpdateRequest>>().toEqualTypeOf<RequestRegistration>();
  // Under a last run: the Actor's or task's ID, and the last-run filters join the query.
  expectTypeOf<InputArgs<typeof actorLastRunGetRun>['params']>().toEqualTypeOf<{ actorId: string }>();
  expectTypeOf<Inputs<typeof actorLastRunGetRun>>().toEqualTypeOf<{ waitForFinish?: number | undefined; status?: JobStatus | (string & {}) | undefined; origin?: RunOrigin | undefined }>();
  expectTypeOf<CallResult<typeof actorLastRunGetRun>>().toEqualTypeOf<Run>();
  expectTypeOf<InputArgs<typeof taskLastRunListKeys>['params']>().toEqualTypeOf<{ actorTaskId: string }>();
  expectTypeOf<ListItemOf<typeof taskLastRunListKeys>>().toEqualTypeOf<StoreKey>();
});
