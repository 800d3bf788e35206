import { delay, http } from 'msw';
import fc from 'fast-check';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, AuthenticationError, isPlatformError, NotFoundError, payIdAuth, paymentSignatureAuth, PermissionDeniedError, PlatformClient, queryTokenAuth, resourceRef, TimeoutError, ValidationError, noAuth, isWaitTimeout } from '../src/index.js';
import { operations } from '../src/operations/index.js';
import { SizeLimitError, type Progress, type WaitProgress } from '@typed-api/core';
import type { Build, Run } from '../src/index.js';
import { pushItems } from '../src/operations/datasets.js';
import { deleteQueue } from '../src/operations/request-queues.js';
import { createClient } from '../src/functions/index.js';
import { createPlatformFake } from '../src/testing/index.js';
import { drive, useFake } from './setup.js';

const { fake, server, client, wire, last } = useFake();

afterEach(() => {
  vi.useRealTimers();
});

describe('pagination', () => {
  test('offset lists walk every page using the limit the server returned', async () => {
    const p = client();
    for (let i = 0; i < 5; i++) await p.actors.create({ name: `a${String(i)}` });
    fake.state.settings.maxListLimit = 2;
    const names: string[] = [];
    for await (const actor of p.actors.list({ limit: 100 })) names.push(actor.name);
    expect(names).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    const offsets = (await wire()).filter((s) => s.path === '/v2/actors' && s.method === 'GET').map((s) => s.query.offset);
    expect(offsets).toEqual(['0', '2', '4']);
  });

  test('dataset items: any page size and total yield every item once, in order', async () => {
    const p = client();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 7 }), async (total, pageSize) => {
        const d = await p.datasets.create();
        if (total > 0) await p.datasets.pushItems(d.id, { items: Array.from({ length: total }, (_, i) => ({ i })) });
        fake.state.settings.maxItemsPerPage = pageSize;
        const seen = (await p.datasets.listItems<{ i: number }>(d.id).toArray()).map((x) => x.i);
        expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
      }),
      { numRuns: 25 },
    );
  });

  test('dataset item pages read the paging headers by pattern, whatever word they carry', async () => {
    const p = client();
    const d = await p.datasets.create();
    await p.datasets.pushItems(d.id, { items: [{ a: 1 }, { a: 2 }, { a: 3 }] });
    const { data, response } = await p.datasets.listItems(d.id, { limit: 2 }).withResponse();
    expect(response.headers.get('x-platform-pagination-total')).toBe('3');
    expect(data).toMatchObject({ total: 3, limit: 2, count: 2, offset: 0 });
  });

  test('keys come in UTF-8 byte order across pages', async () => {
    const p = client();
    const s = await p.keyValueStores.create();
    for (const key of ['b', 'a', 'B', '_x', 'A1', '(z)']) await p.keyValueStores.setRecord(s.id, key, { value: key });
    const keys: string[] = [];
    fake.state.settings.maxListLimit = 2;
    for await (const { key } of p.keyValueStores.listKeys(s.id)) keys.push(key);
    expect(keys).toEqual(['(z)', 'A1', 'B', '_x', 'a', 'b']);
    const starts = (await wire()).filter((w) => w.path.endsWith('/keys')).map((w) => w.query.exclusiveStartKey);
    expect(starts).toEqual([undefined, 'A1', '_x']);
  });

  test('request lists follow the cursor', async () => {
    const p = client();
    const q = await p.requestQueues.create();
    for (let i = 0; i < 5; i++) await p.requestQueues.addRequest(q.id, { uniqueKey: String(i), url: `https://e.test/${String(i)}` });
    fake.state.settings.maxRequestsPerPage = 2;
    const keys = (await p.requestQueues.listRequests(q.id).toArray()).map((r) => r.uniqueKey);
    expect(keys).toEqual(['0', '1', '2', '3', '4']);
    const cursors = (await wire()).filter((w) => w.path.endsWith('/requests') && w.method === 'GET').map((w) => w.query.cursor);
    expect(cursors.map((cursor) => cursor === undefined)).toEqual([true, false, false]);
  });
});

describe('runs', () => {
  test('waitForFinish long-polls at most 60 s a call until the run ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fake.state.settings.jobDurationSecs = 150;
    const p = client();
    const a = await p.actors.create({ name: 'slow' });
    const run = await p.actors.start(a.id);
    const seen: WaitProgress<Run>[] = [];
    const done = await drive(p.runs.waitForFinish(run.id, { onProgress: (progress) => seen.push(progress) }));
    expect(done.status).toBe('SUCCEEDED');
    expect(fake.state.waitForFinishSeen).toEqual([60, 60, 60]);
    expect(seen.map(({ status, attempts }) => `${String(attempts)}:${status}`)).toEqual(['1:RUNNING', '2:RUNNING', '3:SUCCEEDED']);
    // The fake's hold passes in its own virtual time: only the client's pauses (250 ms, then 500) count here.
    expect(seen.map((progress) => progress.elapsedMs)).toEqual([0, 250, 750]);
    expect(seen.map((progress) => progress.value.status)).toEqual(['RUNNING', 'RUNNING', 'SUCCEEDED']);
  });

  test('waitForFinish stops at the caller deadline with a TimeoutError, never asking past it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fake.state.settings.jobDurationSecs = 100_000;
    const p = client();
    const a = await p.actors.create({ name: 'forever' });
    const run = await p.actors.start(a.id);
    const started = Date.now();
    await expect(drive(p.runs.waitForFinish(run.id, { timeoutMs: 5_000 }))).rejects.toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(Math.max(...fake.state.waitForFinishSeen)).toBeLessThanOrEqual(5);
  });

  test('a wait that runs out rejects with the run as last seen: its id and status RUNNING', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fake.state.settings.jobDurationSecs = 100_000;
    const p = client();
    const a = await p.actors.create({ name: 'forever' });
    const run = await p.actors.start(a.id);
    const error = await drive(p.runs.waitForFinish(run.id, { timeoutMs: 5_000 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    if (!isWaitTimeout<Run>(error)) throw new Error('expected a wait timeout');
    expect(error.lastValue?.id).toBe(run.id);
    expect(error.lastValue?.status).toBe('RUNNING');
    expect(error.message).toMatch(/^Gave up waiting after 5000ms \(\d+ checks?\), last status RUNNING$/);
  });

  test('with a server that holds each poll as long as asked, the last answer still comes before the deadline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fake.state.settings.jobDurationSecs = 100_000;
    const p = client();
    const a = await p.actors.create({ name: 'held' });
    const run = await p.actors.start(a.id);
    // The real API holds a long poll for `waitForFinish` seconds; then the fake answers.
    server.use(
      http.get(`${fake.baseUrl}/v2/actor-runs/:runId`, async ({ request }) => {
        await delay(Number(new URL(request.url).searchParams.get('waitForFinish') ?? 0) * 1_000);
      }),
    );
    const error = await drive(p.runs.waitForFinish(run.id, { timeoutMs: 3_000 })).catch((e: unknown) => e);
    expect(isWaitTimeout<Run>(error) && error.lastValue?.id).toBe(run.id);
    // The holds end a second before the deadline, so no answer is cut off by it.
    expect(fake.state.waitForFinishSeen.reduce((sum, secs) => sum + secs, 0)).toBeLessThanOrEqual(2);
  });

  test('actors.call that runs out before the first poll answers carries the run the start returned', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const p = client();
    const a = await p.actors.create({ name: 'slow-answer' });
    server.use(
      http.get(`${fake.baseUrl}/v2/actor-runs/:runId`, async () => {
        await delay(10_000);
      }),
    );
    const error = await drive(p.actors.call(a.id, { input: {} }, { timeoutMs: 2_000 })).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000); // lets the held poll end
    if (!isWaitTimeout<Run>(error)) throw new Error('expected a wait timeout');
    expect(error.lastValue?.id).toBe([...fake.state.runs.keys()][0]);
    expect(error.lastValue?.actId).toBe(a.id);
    expect(error.message).toBe('Gave up waiting after 2000ms (1 check), last status RUNNING');
  });

  test('a build wait that runs out rejects with the build as last seen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fake.state.settings.jobDurationSecs = 100_000;
    const p = client();
    const a = await p.actors.create({ name: 'big-build' });
    const build = await p.actors.build(a.id, { version: '0.0' });
    const error = await drive(p.builds.waitForFinish(build.id, { timeoutMs: 3_000 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(isWaitTimeout<Build>(error) && [error.lastValue?.id, error.lastValue?.status]).toEqual([build.id, 'RUNNING']);
  });

  test('actors.call starts and waits; per-attempt limits of waits and sync runs exceed the server holds', async () => {
    const p = client();
    const a = await p.actors.create({ name: 'quick' });
    const done = await p.actors.call(a.id, { input: { items: [{ ok: 1 }] }, waitForFinish: 0 });
    expect(done.status).toBe('SUCCEEDED');
    expect(await p.datasets.listItems(done.defaultDatasetId).toArray()).toEqual([{ ok: 1 }]);
    for (const op of operations.filter((o) => o.id.includes('runSync'))) expect(op.timeoutMs).toBeGreaterThan(300_000);
    expect(operations.find((o) => o.id === 'runs.get')?.timeoutMs).toBeGreaterThan(60_000);
  });

  test('a sync run that outlasts the server wait surfaces its 408', async () => {
    fake.state.settings.jobDurationSecs = 400;
    const p = client();
    const a = await p.actors.create({ name: 'long' });
    const error = await p.actors.runSync(a.id, { input: {} }).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isPlatformError(error, 'run-timeout-exceeded')).toBe(true);
    expect((error as ApiError).status).toBe(408);
  });

  test("a task's sync run without input keeps restartOnError: sent as POST with an empty input, as the GET call has no such option", async () => {
    const p = client();
    const a = await p.actors.create({ name: 'restartable' });
    const t = await p.tasks.create({ actId: a.id, input: { items: [{ saved: 1 }] } });
    expect(await p.tasks.runSyncGetDatasetItems(t.id, { restartOnError: true })).toEqual([{ saved: 1 }]);
    const sent = await last();
    expect(sent.method).toBe('POST');
    expect(sent.query.restartOnError).toBe('true');
    expect(JSON.parse(sent.body)).toEqual({});
    await p.tasks.runSyncGetDatasetItems(t.id);
    expect((await last()).method).toBe('GET');
  });

  test('ad-hoc webhooks go out base64-encoded, from a list or as an already encoded string', async () => {
    const p = client();
    const a = await p.actors.create({ name: 'hooked' });
    const hooks = [{ eventTypes: ['ACTOR.RUN.SUCCEEDED'], requestUrl: 'https://hook.test' }];
    const encoded = Buffer.from(JSON.stringify(hooks)).toString('base64');
    await p.actors.start(a.id, { input: {}, webhooks: hooks });
    expect((await last()).query.webhooks).toBe(encoded);
    await p.actors.start(a.id, { input: {}, webhooks: encoded });
    expect((await last()).query.webhooks).toBe(encoded);
  });
});

describe('errors', () => {
  test('missing records narrow by type and map to NotFoundError', async () => {
    const p = client();
    const q = await p.requestQueues.create();
    const error = await p.requestQueues.getRequest(q.id, 'missing').then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    if (!isPlatformError(error, 'record-not-found')) throw new Error('expected record-not-found');
    expect(error.code).toBe('record-not-found');
    expect(isPlatformError(error, 'invalid-token')).toBe(false);
  });

  test('no token gives 401 token-not-provided; a wrong one 401 invalid-token; another user 403', async () => {
    await expect(client({ token: undefined }).actors.list()).rejects.toSatisfy((e) => e instanceof AuthenticationError && isPlatformError(e, 'token-not-provided'));
    await expect(client({ token: 'wrong-token' }).actors.list()).rejects.toSatisfy((e) => isPlatformError(e, 'invalid-token'));
    const wrong = await client({ token: 'wrong-token' }).actors.list().then(() => undefined, (e: unknown) => e);
    expect(String(wrong)).not.toContain('wrong-token');
    await expect(client().actors.get('someone-else~x')).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  test('the fake answers the seed envelopes: invalid-record-key, invalid-request, method-not-allowed, unsupported-content-encoding', async () => {
    const p = client();
    const s = await p.keyValueStores.create();
    await expect(p.http.request('PUT', `/key-value-stores/${s.id}/records/bad%20key`, { body: 'x' })).rejects.toSatisfy((e) => isPlatformError(e, 'invalid-record-key'));
    const d = await p.datasets.create();
    await expect(p.http.request('POST', `/datasets/${d.id}/items`, { body: [1, 2] })).rejects.toSatisfy((e) => isPlatformError(e, 'invalid-request'));
    await expect(p.http.request('PATCH', '/actors')).rejects.toSatisfy((e) => isPlatformError(e, 'method-not-allowed') && (e as ApiError).status === 405);
    await expect(p.keyValueStores.setRecord(s.id, 'k', { value: 'x' }, { headers: { 'content-encoding': 'compress' } })).rejects.toSatisfy((e) => isPlatformError(e, 'unsupported-content-encoding'));
  });

  test('429 is retried by the core and X-RateLimit-Limit is readable', async () => {
    fake.faults.next(1, { type: 'status', status: 429, retryAfter: 0 });
    const p = client({ maxRetries: 2 });
    const { data, response } = await p.users.me().withResponse();
    expect(data.username).toBe('test-user');
    expect(response.headers.get('x-ratelimit-limit')).toBe('60');
    expect(fake.faults.served).toBe(1);
  });
});

describe('bad input never reaches the wire', () => {
  // What refuses each: the input rules every call checks, or the schemas (`validateInputs`).
  const cases: [string, (p: PlatformClient) => PromiseLike<unknown>, 'rules' | 'schemas'][] = [
    ['empty id', (p) => p.actors.get(''), 'rules'],
    ['blank request id', (p) => p.requestQueues.getRequest('q', '  '), 'rules'],
    ['record key with a slash', (p) => p.keyValueStores.getRecord('s', 'a/b'), 'rules'],
    ['record key too long', (p) => p.keyValueStores.setRecord('s', 'k'.repeat(257), { value: 1 }), 'rules'],
    ['array as Actor input', (p) => p.actors.start('a', { input: [1, 2] as unknown as Record<string, unknown> }), 'rules'],
    ['string as task input, without its content type', (p) => p.tasks.start('t', { input: 'x' }), 'rules'],
    ['lock limit above 25', (p) => p.requestQueues.lockHead('q', { lockSecs: 10, limit: 26 }), 'schemas'],
    ['key limit 0', (p) => p.keyValueStores.listKeys('s', { limit: 0 }), 'schemas'],
    ['waitForFinish above 60', (p) => p.runs.get('r', { waitForFinish: 61 }), 'schemas'],
    ['negative offset', (p) => p.datasets.listItems('d', { offset: -1 }), 'schemas'],
    ['bad generalAccess', (p) => p.requestQueues.update('q', { generalAccess: 'EVERYONE' as 'RESTRICTED' }), 'rules'],
    ['request without url', (p) => p.requestQueues.batchAddRequests('q', { requests: [{ uniqueKey: 'a' } as { uniqueKey: string; url: string }] }), 'rules'],
  ];
  test.each(cases)('%s (with validateInputs)', async (_name, call) => {
    await expect(call(client({ validateInputs: true }))).rejects.toBeInstanceOf(ValidationError);
    expect(await wire()).toHaveLength(0);
  });
  test.each(cases.filter(([, , by]) => by === 'rules'))('%s (by the input rules of every call)', async (_name, call) => {
    await expect(call(client())).rejects.toBeInstanceOf(ValidationError);
    expect(await wire()).toHaveLength(0);
  });
});

describe('one call shape: path identifiers, one object of inputs, request options last', () => {
  const cases: [string, (p: PlatformClient) => PromiseLike<unknown>, RegExp][] = [
    ['a request option in the inputs slot', (p) => p.actors.start('a', { input: {}, signal: AbortSignal.timeout(60_000) } as never), /signal is a request option: pass it in the last argument/],
    ['a misspelt input', (p) => p.actors.start('a', { input: {}, memroy: 1024 } as never), /^unknown option\(s\) memroy \(did you mean `memory`\?\)$/],
    ["the Actor's input where the inputs object goes (the old shape)", (p) => p.actors.start('a', { startUrls: [] } as never), /^`startUrls` is not an input of actors\.start; the body goes under `input`: \{ input: \{ startUrls \} \}$/],
    ['a request option in the inputs of a sync run without input', (p) => p.tasks.runSync('t', { timeoutMs: 5 } as never), /timeoutMs is a request option/],
    ['a misspelt charge of the last run, refused before the run is looked up', (p) => p.actors.lastRun('a').charge({ eventName: 'page', cuont: 2 } as never), /unknown option\(s\) cuont \(did you mean `count`\?\)/],
    ['pushItems without its items', (p) => p.datasets.pushItems('d', {}), /^`items` is missing: datasets\.pushItems sends it as the request body \(\{ items: … \}\)$/],
    ["an item's fields where the inputs object goes", (p) => p.datasets.pushItems('d', { title: 'x' } as never), /^`title` is not an input of datasets\.pushItems; the body goes under `items`: \{ items: \{ title \} \}$/],
    ["a request's fields where the inputs object goes", (p) => p.requestQueues.batchAddRequests('q', { url: 'https://e.test', uniqueKey: 'a' } as never), /^`url`, `uniqueKey` are not inputs of requestQueues\.batchAddRequests; the body goes under `requests`: \{ requests: \[\{ url, uniqueKey \}\] \}$/],
    ['a misspelt client option', () => new PlatformClient({ baseUrl: 'https://platform.test', tokne: 'x' } as never).users.me(), /unknown client option\(s\) tokne \(did you mean `token`\?\)/],
    ['a misspelt wait option', (p) => p.runs.waitForFinish('r', { timeotMs: 5 } as never), /timeotMs \(did you mean `timeoutMs`\?\)/],
    ['a misspelt request option', (p) => p.users.me({ timeout: 5 } as never), /unknown request option\(s\) timeout \(did you mean `timeoutMs`\?\)/],
  ];
  test.each(cases)('%s is a ValidationError, and nothing is sent', async (_name, call, message) => {
    const error = await Promise.resolve()
      .then(() => call(client()))
      .then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues[0]?.message).toMatch(message);
    expect(await wire()).toHaveLength(0);
  });
});

describe('auth and wire options', () => {
  test('token as a query parameter instead of a header', async () => {
    await client({ auth: queryTokenAuth('test-token') }).users.me();
    const sent = await last();
    expect(sent.query.token).toBe('test-token');
    expect(sent.headers.get('authorization')).toBeNull();
  });

  test('payment headers replace the token; anonymous calls reach public endpoints', async () => {
    await client({ auth: paymentSignatureAuth('sig-123') }).store.list();
    expect((await last()).headers.get('payment-signature')).toBe('sig-123');
    await client({ auth: payIdAuth('provider', 'pay-1') }).store.list();
    expect((await last()).headers.get('provider-pay-id')).toBe('pay-1');
    await client({ auth: noAuth(), token: undefined }).store.list();
    expect((await last()).headers.get('authorization')).toBeNull();
  });

  test('method override sends PUT and DELETE as POST with ?method=', async () => {
    const p = client({ methodOverride: true });
    const q = await p.requestQueues.create({ name: 'x' });
    const updated = await p.requestQueues.update(q.id, { name: 'y' });
    expect(updated.name).toBe('y');
    let sent = await last();
    expect(sent.method).toBe('POST');
    expect(sent.query.method).toBe('PUT');
    await p.requestQueues.delete(q.id);
    sent = await last();
    expect([sent.method, sent.query.method]).toEqual(['POST', 'DELETE']);
    expect(fake.state.queues.size).toBe(0);
  });

  test('the client of the standalone functions honours method override too', async () => {
    const q = await client().requestQueues.create({ name: 'x' });
    const http = createClient({ baseUrl: fake.baseUrl, token: fake.token, maxRetries: 0, methodOverride: true });
    await http.call(deleteQueue, { params: { queueId: q.id } });
    const sent = await last();
    expect([sent.method, sent.query.method]).toEqual(['POST', 'DELETE']);
    expect(fake.state.queues.size).toBe(0);
    // Without the option, the method goes as it is.
    const other = await client().requestQueues.create({ name: 'y' });
    await createClient({ baseUrl: fake.baseUrl, token: fake.token }).call(deleteQueue, { params: { queueId: other.id } });
    expect((await last()).method).toBe('DELETE');
  });

  test('resource references travel with a literal ~ under /v2/actors/', async () => {
    const p = client();
    await p.actors.create({ name: 'my-actor' });
    expect(resourceRef('test-user', 'my-actor')).toBe('test-user~my-actor');
    expect(resourceRef(undefined, 'my-actor')).toBe('~my-actor');
    await p.actors.start(resourceRef('test-user', 'my-actor'));
    const sent = await last();
    expect(sent.url.href).toContain('/v2/actors/test-user~my-actor/runs');
    await p.actors.get(resourceRef(undefined, 'my-actor'));
    expect((await last()).url.href).toContain('/v2/actors/~my-actor');
    expect((await wire()).some((w) => w.path.includes('/acts/'))).toBe(false);
  });

  test('the fake works under a base URL with a path', async () => {
    const other = createPlatformFake({ baseUrl: 'http://127.0.0.1:4000/platform', token: 't-2' });
    server.use(...other.handlers);
    const me = await new PlatformClient({ baseUrl: other.baseUrl, token: 't-2' }).users.me();
    expect(me.username).toBe('test-user');
    expect((await last()).url.href).toBe('http://127.0.0.1:4000/platform/v2/users/me');
  });
});

describe('records', () => {
  test('JSON, text and binary values keep their content type', async () => {
    const p = client();
    const s = await p.keyValueStores.create();
    await p.keyValueStores.setRecord(s.id, 'json', { value: { a: [1] } });
    await p.keyValueStores.setRecord(s.id, 'text', { value: 'hello' });
    await p.keyValueStores.setRecord(s.id, 'bin', { value: new Uint8Array([0, 255]), contentType: 'image/png' });
    await p.keyValueStores.setRecord(s.id, 'streamed', { value: new Blob(['chunk']).stream(), contentType: 'text/plain' });
    expect(await p.keyValueStores.getRecord(s.id, 'json')).toMatchObject({ value: { a: [1] } });
    expect(await p.keyValueStores.getRecord(s.id, 'text')).toEqual({ key: 'text', value: 'hello', contentType: 'text/plain; charset=utf-8' });
    const bin = await p.keyValueStores.getRecord(s.id, 'bin');
    expect(bin.contentType).toBe('image/png');
    expect(new Uint8Array(bin.value as ArrayBuffer)).toEqual(new Uint8Array([0, 255]));
    expect((await p.keyValueStores.getRecord(s.id, 'streamed')).value).toBe('chunk');
    expect(await p.keyValueStores.recordExists(s.id, 'json')).toBe(true);
  });

  test('exports arrive as a byte stream the caller reads at its own pace', async () => {
    const p = client();
    const d = await p.datasets.create();
    await p.datasets.pushItems(d.id, { items: Array.from({ length: 50 }, (_, i) => ({ i })) });
    const stream = await p.datasets.exportItems(d.id, { format: 'jsonl' });
    expect(stream).toBeInstanceOf(ReadableStream);
    let lines = 0;
    const decoder = new TextDecoder();
    for await (const chunk of stream) lines += decoder.decode(chunk, { stream: true }).split('\n').length - 1;
    expect(lines).toBe(50);
  });
});

describe('progress of bulk helpers and downloads', () => {
  /** Progress objects without their clock, which the tests check on its own (`toEqual` ignores an undefined field). */
  const steps = (seen: Progress[]) => seen.map((progress) => ({ ...progress, elapsedMs: undefined }));
  const nonDecreasing = (values: number[]) => values.every((value, i) => value >= 0 && (i === 0 || value >= (values[i - 1] ?? 0)));

  test('batchAddRequests reports each batch call, the re-sending of unprocessed requests, then done', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Bodies go uncompressed here: gzip runs on real threads, and `drive` moves the fake clock on meanwhile,
    // so a slow machine could see the attempt time out. Compression has its own tests.
    const p = client({ compressRequests: false });
    const q = await p.requestQueues.create();
    fake.state.settings.batchUnprocessed = 2; // the first two batch calls leave their last request out
    const requests = Array.from({ length: 60 }, (_, i) => ({ uniqueKey: `k${String(i)}`, url: `https://e.test/${String(i)}` }));
    const seen: Progress[] = [];
    const result = await drive(p.requestQueues.batchAddRequests(q.id, { requests, concurrency: 1 }, { onProgress: (progress) => seen.push(progress) }));
    expect(result.processedRequests).toHaveLength(60);
    expect(steps(seen)).toEqual([
      { status: 'adding', attempts: 1, items: { done: 24, total: 60 } },
      { status: 'adding', attempts: 2, items: { done: 48, total: 60 } },
      { status: 'adding', attempts: 3, items: { done: 58, total: 60 } },
      { status: 'resending', attempts: 4, items: { done: 60, total: 60 } },
      { status: 'done', attempts: 4, items: { done: 60, total: 60 } },
    ]);
    expect(nonDecreasing(seen.map((progress) => progress.elapsedMs))).toBe(true);
    // The re-send waits out a retry delay first: the clock shows it.
    expect(seen[3]?.elapsedMs).toBeGreaterThan(seen[2]?.elapsedMs ?? Infinity);
    expect((await wire()).filter((w) => w.path.endsWith('/requests/batch'))).toHaveLength(4);
  });

  test('batchDeleteRequests reports each batch call, then done', async () => {
    const p = client();
    const q = await p.requestQueues.create();
    const requests = Array.from({ length: 30 }, (_, i) => ({ uniqueKey: `k${String(i)}`, url: `https://e.test/${String(i)}` }));
    await p.requestQueues.batchAddRequests(q.id, { requests });
    const seen: Progress[] = [];
    const result = await p.requestQueues.batchDeleteRequests(q.id, { requests: requests.map(({ uniqueKey }) => ({ uniqueKey })), concurrency: 1 }, { onProgress: (progress) => seen.push(progress) });
    expect(result.processedRequests).toHaveLength(30);
    expect(steps(seen)).toEqual([
      { status: 'deleting', attempts: 1, items: { done: 25, total: 30 } },
      { status: 'deleting', attempts: 2, items: { done: 30, total: 30 } },
      { status: 'done', attempts: 2, items: { done: 30, total: 30 } },
    ]);
    expect(nonDecreasing(seen.map((progress) => progress.elapsedMs))).toBe(true);
    expect((await p.requestQueues.get(q.id)).totalRequestCount).toBe(0);
  });

  test('pushItemsInBatches sends consecutive chunks within the byte limit, in order, one at a time', async () => {
    const p = client();
    const d = await p.datasets.create();
    const items = Array.from({ length: 6 }, (_, i) => ({ i })); // each `{"i":N}`: 7 bytes
    const seen: Progress[] = [];
    // Two items make `[{"i":0},{"i":1}]`, 17 bytes: a third would not fit.
    await p.datasets.pushItemsInBatches(d.id, { items, maxBatchBytes: 17 }, { onProgress: (progress) => seen.push(progress) });
    const pushes = (await wire()).filter((w) => w.method === 'POST' && w.path === `/v2/datasets/${d.id}/items`);
    expect(pushes.map((w) => JSON.parse(w.body) as unknown)).toEqual([[{ i: 0 }, { i: 1 }], [{ i: 2 }, { i: 3 }], [{ i: 4 }, { i: 5 }]]);
    expect(pushes.map((w) => new TextEncoder().encode(w.body).byteLength)).toEqual([17, 17, 17]);
    expect(await p.datasets.listItems(d.id).toArray()).toEqual(items);
    expect(steps(seen)).toEqual([
      { status: 'pushing', attempts: 1, items: { done: 2, total: 6 }, bytes: { done: 17, total: 51 } },
      { status: 'pushing', attempts: 2, items: { done: 4, total: 6 }, bytes: { done: 34, total: 51 } },
      { status: 'pushing', attempts: 3, items: { done: 6, total: 6 }, bytes: { done: 51, total: 51 } },
      { status: 'done', attempts: 3, items: { done: 6, total: 6 }, bytes: { done: 51, total: 51 } },
    ]);
    expect(nonDecreasing(seen.map((progress) => progress.elapsedMs))).toBe(true);
  });

  test('pushItemsInBatches works on a run\'s dataset too, and sends nothing when one item cannot fit a push', async () => {
    const p = client();
    const actor = await p.actors.create({ name: 'crawler' });
    const run = await p.actors.start(actor.id);
    await p.runs.storages(run.id).dataset.pushItemsInBatches({ items: [{ n: 1 }, { n: 2 }, { n: 3 }], maxBatchBytes: 20 });
    expect((await wire()).filter((w) => w.method === 'POST' && w.path === `/v2/actor-runs/${run.id}/dataset/items`).map((w) => w.body)).toEqual(['[{"n":1},{"n":2}]', '[{"n":3}]']);
    expect(await p.datasets.listItems(run.defaultDatasetId).toArray()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);

    const d = await p.datasets.create();
    const sentBefore = (await wire()).length;
    const small = await p.datasets.pushItemsInBatches(d.id, { items: [{ a: 1 }, { big: 'x'.repeat(40) }], maxBatchBytes: 30 }).catch((e: unknown) => e);
    expect(small).toBeInstanceOf(SizeLimitError);
    expect(small).toMatchObject({ direction: 'request', limitBytes: 30, actualBytes: 52 });
    // Without maxBatchBytes the limit is the operation's own; a larger value is brought down to it.
    const huge = { big: 'x'.repeat(pushItems.maxBodyBytes) };
    for (const maxBatchBytes of [undefined, 2 * pushItems.maxBodyBytes]) {
      const error = await p.datasets.pushItemsInBatches(d.id, { items: [{ a: 1 }, huge], maxBatchBytes }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SizeLimitError);
      expect((error as SizeLimitError).limitBytes).toBe(5_242_880);
    }
    await expect(p.datasets.pushItemsInBatches(d.id, { items: [{ a: 1 }], maxBatchBytes: 0 })).rejects.toBeInstanceOf(ValidationError);
    const notItems = await p.datasets.pushItemsInBatches(d.id, { items: [{ a: 1 }, 'not an item', null, [{ b: 2 }]] as unknown as Record<string, unknown>[] }).catch((e: unknown) => e);
    expect(notItems).toBeInstanceOf(ValidationError);
    expect((notItems as ValidationError).issues.map((issue) => issue.path)).toEqual([['inputs', 'items', 1], ['inputs', 'items', 2], ['inputs', 'items', 3]]);
    expect(await wire()).toHaveLength(sentBefore);
  });

  test('exportItems reports sending, the bytes as they arrive, then done once the stream is read', async () => {
    const p = client();
    const d = await p.datasets.create();
    await p.datasets.pushItems(d.id, { items: Array.from({ length: 5 }, (_, i) => ({ i })) });
    const seen: Progress[] = [];
    const stream = await p.datasets.exportItems(d.id, { format: 'jsonl' }, { onProgress: (progress) => seen.push(progress) });
    expect(seen.map((progress) => progress.status)).toEqual(['sending']);
    const text = await new Response(stream).text();
    const length = new TextEncoder().encode(text).byteLength;
    expect(text.split('\n')).toHaveLength(6);
    expect(length).toBe(40); // five `{"i":N}` lines
    // The fake sends no Content-Length: the total stays unknown while bytes arrive (in as many chunks as
    // the transport makes), and 'done' gives the count once the stream has ended.
    const statuses = seen.map((progress) => progress.status);
    expect(statuses[0]).toBe('sending');
    expect(statuses.at(-1)).toBe('done');
    const receiving = seen.filter((progress) => progress.status === 'receiving');
    expect(receiving.length).toBeGreaterThanOrEqual(1);
    expect(statuses).toEqual(['sending', ...receiving.map(() => 'receiving'), 'done']);
    const received = receiving.map((progress) => progress.bytes?.done ?? -1);
    expect(received.every((done, i) => done > (received[i - 1] ?? 0))).toBe(true);
    expect(received.at(-1)).toBe(40);
    expect(receiving.every((progress) => progress.bytes?.total === undefined && progress.attempts === 1)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ attempts: 1, bytes: { done: 40, total: 40 } });
    expect(nonDecreasing(seen.map((progress) => progress.elapsedMs))).toBe(true);
  });
});

describe('request queues', () => {
  test('uniqueKey de-duplicates; handled or locked requests are refused', async () => {
    const p = client();
    const q = await p.requestQueues.create();
    const first = await p.requestQueues.addRequest(q.id, { uniqueKey: 'u', url: 'https://e.test' });
    const again = await p.requestQueues.addRequest(q.id, { uniqueKey: 'u', url: 'https://e.test' });
    expect(again).toMatchObject({ requestId: first.requestId, wasAlreadyPresent: true });
    await p.requestQueues.lockHead(q.id, { lockSecs: 60, clientKey: 'owner' });
    await expect(p.requestQueues.deleteRequest(q.id, first.requestId, { clientKey: 'intruder' })).rejects.toSatisfy((e) => isPlatformError(e, 'request-handled-or-locked'));
    await p.requestQueues.updateRequest(q.id, first.requestId, { uniqueKey: 'u', url: 'https://e.test', handledAt: new Date().toISOString(), clientKey: 'owner' });
    await expect(p.requestQueues.prolongLock(q.id, first.requestId, { lockSecs: 10, clientKey: 'owner' })).rejects.toSatisfy((e) => isPlatformError(e, 'request-handled-or-locked'));
    expect(await p.requestQueues.get(q.id)).toMatchObject({ handledRequestCount: 1, pendingRequestCount: 0 });
  });

  test('batchAddRequests splits by 25, bounds concurrency and re-sends unprocessed requests', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Bodies go uncompressed here: gzip runs on real threads, and `drive` moves the fake clock on meanwhile,
    // so a slow machine could see the attempt time out. Compression has its own tests.
    const p = client({ compressRequests: false });
    const q = await p.requestQueues.create();
    fake.state.settings.batchUnprocessed = 2;
    const requests = Array.from({ length: 60 }, (_, i) => ({ uniqueKey: `k${String(i)}`, url: `https://e.test/${String(i)}` }));
    const result = await drive(p.requestQueues.batchAddRequests(q.id, { requests, concurrency: 2 }));
    expect(result.unprocessedRequests).toEqual([]);
    expect(new Set(result.processedRequests.map((r) => r.uniqueKey)).size).toBe(60);
    const batches = (await wire()).filter((w) => w.path.endsWith('/requests/batch'));
    expect(batches.map((b) => (JSON.parse(b.body) as unknown[]).length)).toEqual([25, 25, 10, 2]);
    expect((await p.requestQueues.get(q.id)).totalRequestCount).toBe(60);
  });

  test('pushes to one dataset are paced at the published 400/s: a fake that enforces the rates answers no 429', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fake.state.settings.enforceRateLimits = true;
    const p = client({ rateLimit: undefined });
    const d = await p.datasets.create();
    const t0 = Date.now();
    await drive(Promise.all(Array.from({ length: 500 }, (_, i) => p.datasets.pushItems(d.id, { items: { i } }))));
    expect(fake.state.rateLimited).toBe(0);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
    expect(fake.state.datasets.get(d.id)?.items).toHaveLength(500);
    expect(p.rateLimit?.resource(`datasets/${d.id}`)).toMatchObject({ rate: 400, limit: 400, limitSeen: 400, calls: 500, waited: 100 });
  });

  test('without pacing the same pushes collect 429s from that fake', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fake.state.settings.enforceRateLimits = true;
    const p = client({ rateLimit: false });
    const d = await p.datasets.create();
    const results = await drive(Promise.allSettled(Array.from({ length: 500 }, (_, i) => p.datasets.pushItems(d.id, { items: { i } }))));
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(100);
    expect(fake.state.rateLimited).toBe(100);
  });

  test('every answer names its rate in X-RateLimit-Limit, from the operation description', async () => {
    const p = client();
    const d = await p.datasets.create();
    const s = await p.keyValueStores.create();
    expect((await p.datasets.pushItems(d.id, { items: { a: 1 } }).withResponse()).response.headers.get('x-ratelimit-limit')).toBe('400');
    expect((await p.keyValueStores.setRecord(s.id, 'k', { value: 'v' }).withResponse()).response.headers.get('x-ratelimit-limit')).toBe('200');
    expect((await p.datasets.get(d.id).withResponse()).response.headers.get('x-ratelimit-limit')).toBe('60');
  });
});

describe('safe retries of creating calls', () => {
  const hook = { eventTypes: ['ACTOR.RUN.SUCCEEDED'], condition: { actorId: 'a1' }, requestUrl: 'https://hooks.example.com/done' };

  test('a webhook create retried after a 503 carries one idempotency key and makes one webhook', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const p = client({ maxRetries: 2 });
    fake.faults.next(1, 503, (request) => request.method === 'POST' && new URL(request.url).pathname === '/v2/webhooks');
    const created = await drive(p.webhooks.create(hook));
    const keys = (await wire()).filter((w) => w.method === 'POST' && w.path === '/v2/webhooks').map((w) => (JSON.parse(w.body) as { idempotencyKey?: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(fake.state.webhooks.length).toBe(1);
    expect(created.id).toBe(fake.state.webhooks[0]?.id);
  });

  test('the fake keeps one webhook per idempotency key, as the API does', async () => {
    const p = client();
    const first = await p.webhooks.create({ ...hook, idempotencyKey: 'same' });
    const second = await p.webhooks.create({ ...hook, idempotencyKey: 'same' });
    expect(second.id).toBe(first.id);
    expect(fake.state.webhooks.length).toBe(1);
  });

  test('adding a request is retried after a 5xx (the queue deduplicates by uniqueKey); creating a dataset is not', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const p = client({ maxRetries: 2 });
    const q = await p.requestQueues.create();
    fake.faults.next(1, 502, (request) => request.method === 'POST' && new URL(request.url).pathname.endsWith('/requests'));
    const added = await drive(p.requestQueues.addRequest(q.id, { uniqueKey: 'u1', url: 'https://e.test/1' }));
    expect(added.wasAlreadyPresent).toBe(false);
    fake.faults.next(1, 502, (request) => request.method === 'POST' && new URL(request.url).pathname === '/v2/datasets');
    await expect(drive(p.datasets.create())).rejects.toThrow(/502/);
    expect((await wire()).filter((w) => w.method === 'POST' && w.path === '/v2/datasets')).toHaveLength(1);
  });
});
