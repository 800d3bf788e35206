import { describe, expect, test } from 'vitest';
import { BadRequestError, isPlatformError, noAuth, NotFoundError, ValidationError } from '../src/index.js';
import { operations } from '../src/operations/index.js';
import { unstampedLog, useFake } from './setup.js';

const { fake, client, wire, last } = useFake();

describe('run-scoped storages', () => {
  test('items pushed through the run land in its default dataset, and page back through either path', async () => {
    const p = client();
    const actor = await p.actors.create({ name: 'crawler' });
    const run = await p.actors.start(actor.id);
    const storages = p.runs.storages(run.id);
    await storages.dataset.pushItems({ items: [{ n: 1 }, { n: 2 }, { n: 3 }] });

    expect(await p.datasets.listItems(run.defaultDatasetId).toArray()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    fake.state.settings.maxItemsPerPage = 2;
    expect(await storages.dataset.listItems().toArray()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const pages = (await wire()).filter((sent) => sent.path === `/v2/actor-runs/${run.id}/dataset/items` && sent.method === 'GET');
    expect(pages.map((sent) => sent.query.offset)).toEqual(['0', '2']);
  });

  test('records and requests written through the run are those of its default store and queue', async () => {
    const p = client();
    const actor = await p.actors.create({ name: 'crawler' });
    const run = await p.actors.start(actor.id, { input: { start: 'here' } });
    const storages = p.runs.storages(run.id);

    expect((await storages.keyValueStore.getRecord('INPUT')).value).toEqual({ start: 'here' });
    await storages.keyValueStore.setRecord('STATE', { value: { page: 4 } });
    expect((await p.keyValueStores.getRecord(run.defaultKeyValueStoreId, 'STATE')).value).toEqual({ page: 4 });

    const requests = Array.from({ length: 30 }, (_, i) => ({ uniqueKey: `u${String(i)}`, url: `https://example.test/${String(i)}` }));
    const added = await storages.requestQueue.batchAddRequests({ requests });
    expect(added.processedRequests).toHaveLength(30);
    expect(await p.requestQueues.listRequests(run.defaultRequestQueueId).toArray()).toHaveLength(30);
    expect((await wire()).filter((sent) => sent.path.endsWith('/request-queue/requests/batch'))).toHaveLength(2);
  });

  test('an unknown run is a typed not-found error; an empty run id is refused before sending', async () => {
    const p = client();
    const error = await p.runs.storages('missing').keyValueStore.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(isPlatformError(error, 'record-not-found')).toBe(true);

    const sentBefore = (await wire()).length;
    await expect(p.runs.storages('').dataset.get()).rejects.toBeInstanceOf(ValidationError);
    await expect(p.runs.storages(' ').requestQueue.batchAddRequests({ requests: [{ uniqueKey: 'a', url: 'https://e.test' }] })).rejects.toBeInstanceOf(ValidationError);
    expect(await wire()).toHaveLength(sentBefore);
  });
});

describe('last run of an Actor or task', () => {
  test('picks the latest run, or the latest with the given status, and follows new runs', async () => {
    fake.state.settings.jobDurationSecs = 600;
    const p = client();
    const actor = await p.actors.create({ name: 'nightly' });
    const first = await p.actors.start(actor.id);
    await p.runs.abort(first.id);
    const second = await p.actors.start(actor.id);

    const latest = p.actors.lastRun(actor.id);
    expect((await latest.get()).id).toBe(second.id);
    expect((await p.actors.lastRun(actor.id, { status: 'ABORTED' }).get()).id).toBe(first.id);
    expect((await last()).query).toMatchObject({ status: 'ABORTED' });

    // The same handle asks the server each time, so a newer run is picked up.
    const third = await p.actors.start(actor.id);
    expect((await latest.get()).id).toBe(third.id);

    const none = await p.actors.lastRun(actor.id, { status: 'SUCCEEDED' }).get().catch((e: unknown) => e);
    expect(isPlatformError(none, 'record-not-found')).toBe(true);
  });

  test('run calls act on the run the server picks', async () => {
    fake.state.settings.jobDurationSecs = 600;
    const p = client();
    const actor = await p.actors.create({ name: 'worker' });
    const run = await p.actors.start(actor.id);
    const aborted = await p.actors.lastRun(actor.id).abort();
    expect(aborted).toMatchObject({ id: run.id, status: 'ABORTED' });
    expect(unstampedLog(await p.actors.lastRun(actor.id, { status: 'ABORTED', origin: 'API' }).log())).toBe(`log of run ${run.id}\nfinished: ABORTED\n`);
  });

  test("a task's last run reaches the storages of that run", async () => {
    const p = client();
    const actor = await p.actors.create({ name: 'echo' });
    const task = await p.tasks.create({ actId: actor.id, name: 'daily', input: { items: [{ x: 1 }] } });
    const run = await p.tasks.start(task.id);
    await p.runs.waitForFinish(run.id);

    const lastRun = p.tasks.lastRun(task.id, { status: 'SUCCEEDED' });
    expect(await lastRun.dataset.listItems().toArray()).toEqual([{ x: 1 }]);
    expect((await lastRun.keyValueStore.getRecord('OUTPUT')).value).toEqual({ input: { items: [{ x: 1 }] } });
    await lastRun.dataset.pushItems({ items: { x: 2 } });
    expect(await p.datasets.listItems(run.defaultDatasetId).toArray()).toEqual([{ x: 1 }, { x: 2 }]);
  });

  test('filters are checked before sending', async () => {
    const p = client();
    const sentBefore = (await wire()).length;
    await expect(p.tasks.lastRun('t', { origin: 'EMAIL' as never }).dataset.get()).rejects.toBeInstanceOf(ValidationError);
    expect(await wire()).toHaveLength(sentBefore);
  });
});

describe('derived operations', () => {
  test('each place has its own ids, paths and public-description ids, and shares the schemas', () => {
    const byId = new Map(operations.map((op) => [op.id, op]));
    const base = byId.get('datasets.listItems');
    const scoped = byId.get('runs.storages.dataset.listItems');
    expect(scoped).toMatchObject({ method: 'GET', path: '/actor-runs/{runId}/dataset/items', specIds: ['actorRun_dataset_items_get'] });
    expect(scoped?.response).toBe(base?.response);
    expect(byId.get('actors.lastRun.keyValueStore.getRecord')).toMatchObject({ path: '/actors/{actorId}/runs/last/key-value-store/records/{recordKey}', specIds: ['actor_runs_last_keyValueStore_record_get'] });
    expect(byId.get('tasks.lastRun.log')).toMatchObject({ path: '/actor-tasks/{actorTaskId}/runs/last/log', specIds: ['actorTask_last_log_get'] });
    expect(new Set(operations.map((op) => op.id)).size).toBe(operations.length);
  });
});

describe('tools', () => {
  test('a signed value decodes to the original, and a changed one is refused', async () => {
    const p = client();
    const { encoded } = await p.tools.encodeAndSign({ value: { order: 7 } });
    // Anyone may check a signed value, without a token.
    const anonymous = client({ token: undefined, auth: noAuth() });
    expect(await anonymous.tools.decodeAndVerify({ encoded })).toEqual({ decoded: { order: 7 }, encodedByUserId: 'fake-user-id', isVerifiedUser: false });

    const tampered = btoa(atob(encoded).replace('7', '8'));
    const error = await p.tools.decodeAndVerify({ encoded: tampered }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(isPlatformError(error, 'invalid-signature')).toBe(true);
  });

  test('the request echo answers every method it documents, and needs no token', async () => {
    const anonymous = client({ token: undefined, auth: noAuth() });
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      expect((await anonymous.tools.browserInfo({ method, skipHeaders: true })).method).toBe(method);
    }
    expect((await last()).headers.get('authorization')).toBeNull();
  });
});
