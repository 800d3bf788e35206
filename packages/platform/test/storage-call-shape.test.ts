import { describe, expect, test } from 'vitest';
import { ValidationError, type PlatformClient } from '../src/index.js';
import * as keyValueStores from '../src/functions/keyValueStores.js';
import * as requestQueues from '../src/functions/requestQueues.js';
import * as runs from '../src/functions/runs.js';
import { createClient } from '../src/functions/index.js';
import { useFake } from './setup.js';

// The storages take the one call shape: identifiers, one object of inputs (query parameters and body
// fields side by side, or the body under `items`, `value` or `requests`), request options last. Inputs
// the call does not know are refused before anything is sent, for JavaScript callers too.

const { fake, client, wire } = useFake();

/** The issue of a call that must fail with a ValidationError, and the proof that nothing was sent. */
async function refused(call: () => PromiseLike<unknown>): Promise<string> {
  const error = await Promise.resolve()
    .then(call)
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(ValidationError);
  expect(await wire()).toHaveLength(0);
  return (error as ValidationError).issues.map((issue) => issue.message).join('; ');
}

describe('a request option or a misspelt input among the inputs is refused before any request', () => {
  test.each<[string, (p: PlatformClient) => PromiseLike<unknown>, RegExp]>([
    // addRequest takes query parameters (forefront, clientKey) and body fields (the request) in one object.
    ['a signal among addRequest inputs', (p) => p.requestQueues.addRequest('q', { uniqueKey: 'a', url: 'https://e.test', signal: AbortSignal.timeout(1000) } as never), /signal is a request option: pass it in the last argument/],
    ['a misspelt addRequest input', (p) => p.requestQueues.addRequest('q', { uniqueKey: 'a', url: 'https://e.test', forefornt: true } as never), /^unknown option\(s\) forefornt \(did you mean `forefront`\?\)$/],
    ['a timeout among updateRequest inputs', (p) => p.requestQueues.updateRequest('q', 'r', { uniqueKey: 'a', url: 'https://e.test', timeoutMs: 5 } as never), /timeoutMs is a request option/],
    ['a misspelt setRecord input', (p) => p.keyValueStores.setRecord('s', 'k', { value: 1, contentTyp: 'text/plain' } as never), /^unknown option\(s\) contentTyp \(did you mean `contentType`\?\)$/],
    ['onProgress among pushItemsInBatches inputs', (p) => p.datasets.pushItemsInBatches('d', { items: [{ a: 1 }], onProgress: () => undefined } as never), /onProgress is a request option/],
    ['a misspelt batchAddRequests input', (p) => p.requestQueues.batchAddRequests('q', { requests: [{ uniqueKey: 'a', url: 'https://e.test' }], concurency: 2 } as never), /^unknown option\(s\) concurency \(did you mean `concurrency`\?\)$/],
    ['a signal among batchDeleteRequests inputs', (p) => p.requestQueues.batchDeleteRequests('q', { requests: [{ uniqueKey: 'a' }], signal: AbortSignal.timeout(1000) } as never), /signal is a request option/],
  ])('%s', async (_name, call, message) => {
    expect(await refused(() => call(client()))).toMatch(message);
  });

  test.each<[string, (p: PlatformClient) => PromiseLike<unknown>, RegExp]>([
    ['pushItems(id, items)', (p) => p.datasets.pushItems('d', [{ a: 1 }] as never), /must be an object of inputs \(got an array\)/],
    ['setRecord(id, key, text)', (p) => p.keyValueStores.setRecord('s', 'k', 'text' as never), /must be an object of inputs \(got string\)/],
    ['setRecord(id, key, value-object)', (p) => p.keyValueStores.setRecord('s', 'k', { step: 1 } as never), /is required: the record goes in \{ value, contentType\? \} \(got step\)/],
    ['setRecord(id, key) without a value', (p) => p.keyValueStores.setRecord('s', 'k', undefined as never), /is required: the record goes in \{ value, contentType\? \}$/],
    ['batchAddRequests(id, requests)', (p) => p.requestQueues.batchAddRequests('q', [{ uniqueKey: 'a', url: 'https://e.test' }] as never), /must be an object of inputs \(got an array\)/],
    ['pushItemsInBatches(id, items, { maxBatchBytes })', (p) => p.datasets.pushItemsInBatches('d', [{ a: 1 }] as never, { maxBatchBytes: 10 } as never), /must be an object of inputs \(got an array\)/],
    ['addRequest(id, request, { forefront })', (p) => p.requestQueues.addRequest('q', { uniqueKey: 'a', url: 'https://e.test' }, { forefront: true } as never), /unknown request option\(s\) forefront/],
  ])('the old call shape %s is named, not half-sent', async (_name, call, message) => {
    expect(await refused(() => call(client()))).toMatch(message);
  });
});

describe('inputs on the wire', () => {
  test('a record write sends the encoded value as the body and the content type as a header', async () => {
    const p = client();
    const store = await p.keyValueStores.create();
    await p.keyValueStores.setRecord(store.id, 'state', { value: { page: 2 } });
    await p.keyValueStores.setRecordViaPost(store.id, 'note', { value: 'hi', contentType: 'text/markdown' });
    const writes = (await wire()).filter((sent) => sent.path.includes('/records/'));
    expect(writes.map((sent) => [sent.method, sent.body, sent.headers.get('content-type')])).toEqual([
      ['PUT', '{"page":2}', 'application/json; charset=utf-8'],
      ['POST', 'hi', 'text/markdown'],
    ]);
  });

  test('updateRequest takes the request id first; a request read from the queue can be spread into its inputs', async () => {
    const p = client();
    const queue = await p.requestQueues.create();
    const added = await p.requestQueues.addRequest(queue.id, { uniqueKey: 'u', url: 'https://e.test', forefront: true });
    const stored = await p.requestQueues.getRequest(queue.id, added.requestId);
    await p.requestQueues.updateRequest(queue.id, stored.id, { ...stored, handledAt: '2026-01-01T00:00:00.000Z', clientKey: 'c1' });
    const [add, , update] = await wire().then((sent) => sent.filter((s) => s.path.includes('/requests')));
    expect(add?.query).toEqual({ forefront: 'true' });
    expect(JSON.parse(add?.body ?? '')).toEqual({ uniqueKey: 'u', url: 'https://e.test' });
    expect(update?.path).toBe(`/v2/request-queues/${queue.id}/requests/${added.requestId}`);
    expect(update?.query).toEqual({ clientKey: 'c1' });
    expect(JSON.parse(update?.body ?? '')).toMatchObject({ id: added.requestId, uniqueKey: 'u', handledAt: '2026-01-01T00:00:00.000Z' });
    expect(JSON.parse(update?.body ?? '')).not.toHaveProperty('clientKey');
  });

  test('the batch helpers pass their request options to each call, and keep onProgress for themselves', async () => {
    const p = client();
    const queue = await p.requestQueues.create();
    const statuses: string[] = [];
    const requests = Array.from({ length: 30 }, (_, i) => ({ uniqueKey: `k${String(i)}`, url: `https://e.test/${String(i)}` }));
    await p.requestQueues.batchAddRequests(queue.id, { requests, clientKey: 'c1', concurrency: 1 }, { headers: { 'x-trace': 't1' }, onProgress: ({ status }) => statuses.push(status) });
    const batches = (await wire()).filter((sent) => sent.path.endsWith('/requests/batch'));
    expect(batches.map((sent) => [sent.query.clientKey, sent.headers.get('x-trace')])).toEqual([
      ['c1', 't1'],
      ['c1', 't1'],
    ]);
    expect(statuses).toEqual(['adding', 'adding', 'done']);
  });

  test('standalone functions take the same shape, under a run too (the run id and the record key first)', async () => {
    const p = client();
    const actor = await p.actors.create({ name: 'echo' });
    const run = await p.actors.start(actor.id);
    const http = createClient({ baseUrl: fake.baseUrl, token: fake.token, maxRetries: 0, rateLimit: false });
    await runs.storagesKeyValueStoreSetRecord(http, run.id, 'raw', { value: 'bytes as text', contentType: 'text/plain' });
    await keyValueStores.setRecord(http, run.defaultKeyValueStoreId, 'other', { value: '{"a":1}', contentType: 'application/json' });
    expect((await p.keyValueStores.getRecord(run.defaultKeyValueStoreId, 'raw')).value).toBe('bytes as text');
    expect((await p.keyValueStores.getRecord(run.defaultKeyValueStoreId, 'other')).value).toEqual({ a: 1 });
    const result = await requestQueues.batchAddRequests(http, run.defaultRequestQueueId, { requests: [{ uniqueKey: 'a', url: 'https://e.test/a' }], forefront: true });
    expect(result.processedRequests).toHaveLength(1);
    expect((await wire()).filter((sent) => sent.path.endsWith('/requests/batch')).map((sent) => sent.query)).toEqual([{ forefront: 'true' }]);
  });
});
