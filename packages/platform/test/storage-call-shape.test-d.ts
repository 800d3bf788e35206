import { expectTypeOf, test } from 'vitest';
import type { FunctionArgs, Inputs } from '@typed-api/core/internal';
import { PlatformClient, type RequestQueuesAddRequestInputs, type BatchRequestOptions, type RequestOptions } from '../src/index.js';
import type { addRequest } from '../src/operations/request-queues.js';
import type { runStorageSetRecord } from '../src/operations/run-storages.js';
import type { actorLastRunPushItems } from '../src/operations/last-run.js';

const platform = new PlatformClient({ baseUrl: 'https://api.example.test', token: 't' });

test('storage methods take identifiers, one object of inputs, then request options', () => {
  void platform.datasets.pushItems('d', { items: [{ a: 1 }] });
  // @ts-expect-error the items go under `items`
  void platform.datasets.pushItems('d', [{ a: 1 }]);
  void platform.keyValueStores.setRecord('s', 'k', { value: { a: 1 }, contentType: 'application/json' });
  // @ts-expect-error the value goes under `value`, with the content type beside it
  void platform.keyValueStores.setRecord('s', 'k', 'text', { contentType: 'text/plain' });
  void platform.requestQueues.addRequest('q', { uniqueKey: 'a', url: 'https://e.test', forefront: true });
  // @ts-expect-error forefront is an input, not a request option
  void platform.requestQueues.addRequest('q', { uniqueKey: 'a', url: 'https://e.test' }, { forefront: true });
  // @ts-expect-error a misspelt field of the request is refused by the types too
  void platform.requestQueues.addRequest('q', { uniqueKey: 'a', url: 'https://e.test', forefornt: true });
  void platform.requestQueues.updateRequest('q', 'r', { uniqueKey: 'a', url: 'https://e.test', clientKey: 'c' });
  void platform.requestQueues.batchDeleteRequests('q', { requests: [{ uniqueKey: 'a' }], clientKey: 'c' }, { onProgress: () => undefined });
  void platform.requestQueues.getOrCreate({ name: 'crawl' });
  expectTypeOf<RequestQueuesAddRequestInputs>().toEqualTypeOf<Inputs<typeof addRequest>>();
  expectTypeOf<BatchRequestOptions>().toExtend<RequestOptions>();
});

test('standalone functions of a place take its identifiers first, in path order', () => {
  type SetRecordArgs = FunctionArgs<typeof runStorageSetRecord>;
  expectTypeOf<[SetRecordArgs[0], SetRecordArgs[1]]>().toEqualTypeOf<[string, string]>();
  expectTypeOf<SetRecordArgs[2]>().toEqualTypeOf<{ value: BodyInit; readonly contentType?: string | undefined }>();
  expectTypeOf<SetRecordArgs[3]>().toEqualTypeOf<RequestOptions | undefined>();
  expectTypeOf<FunctionArgs<typeof actorLastRunPushItems>[0]>().toEqualTypeOf<string>();
});
