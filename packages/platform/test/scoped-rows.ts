import { expect } from 'vitest';
import type { LastRunHandle, PlatformClient, Run, RunStorages } from '../src/index.js';
import type { PlatformFake } from '../src/testing/index.js';
import { unstamped, unstampedLog } from './setup.js';

/** One contract row: what goes on the wire, the call that sends it, and a check of its result. */
export interface Row {
  /** What goes on the wire (its method is its operation's). */
  path: string | RegExp;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string> | undefined;
  /** Makes the call after any setup; returns the unwrapped result. */
  call: (p: PlatformClient, f: PlatformFake) => Promise<unknown>;
  /** Checks the result. */
  result: (value: unknown, f: PlatformFake) => void;
}

/** A place that repeats top-level operations: how to open it on a fresh run, and how its paths start. */
interface Place {
  namespace: string;
  prefix: string;
  /** Filters sent with every call of the place. */
  query?: Record<string, string>;
  open: (p: PlatformClient) => Promise<{ scoped: RunStorages | LastRunHandle; run: Run }>;
}

/** One operation at any place: the rest of its path, its wire details, the call and the check (given the run). */
interface Template {
  rest: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Only the last-run places repeat run operations. */
  lastRunOnly?: boolean;
  call: (s: LastRunHandle, p: PlatformClient) => Promise<unknown>;
  result: (value: unknown, f: PlatformFake, run: Run) => void;
}

const INPUT = { q: 1 };
const obj = (v: unknown) => v as Record<string, unknown>;
const dataset = (f: PlatformFake, run: Run) => f.state.datasets.get(run.defaultDatasetId);
const store = (f: PlatformFake, run: Run) => f.state.stores.get(run.defaultKeyValueStoreId);
const queue = (f: PlatformFake, run: Run) => f.state.queues.get(run.defaultRequestQueueId);
const request = { uniqueKey: 'k1', url: 'https://example.test/1' };

const places: Place[] = [
  {
    namespace: 'runs.storages',
    prefix: String.raw`/v2/actor-runs/run\w+`,
    open: async (p) => {
      const actor = await p.actors.create({ name: 'scoped' });
      const run = await p.actors.start(actor.id, { input: INPUT });
      return { scoped: p.runs.storages(run.id), run };
    },
  },
  {
    namespace: 'actors.lastRun',
    prefix: String.raw`/v2/actors/act\w+/runs/last`,
    query: { origin: 'API' },
    open: async (p) => {
      const actor = await p.actors.create({ name: 'scoped' });
      const run = await p.actors.start(actor.id, { input: INPUT });
      return { scoped: p.actors.lastRun(actor.id, { origin: 'API' }), run };
    },
  },
  {
    namespace: 'tasks.lastRun',
    prefix: String.raw`/v2/actor-tasks/tsk\w+/runs/last`,
    open: async (p) => {
      const actor = await p.actors.create({ name: 'scoped' });
      const task = await p.tasks.create({ actId: actor.id, input: INPUT });
      const run = await p.tasks.start(task.id);
      return { scoped: p.tasks.lastRun(task.id), run };
    },
  },
];

const templates: Record<string, Template> = {
  'dataset.get': { rest: '/dataset', call: (s) => s.dataset.get(), result: (v, _f, run) => { expect(obj(v).id).toBe(run.defaultDatasetId); } },
  'dataset.update': { rest: '/dataset', body: { name: 'renamed' }, call: (s) => s.dataset.update({ name: 'renamed' }), result: (v) => { expect(obj(v).name).toBe('renamed'); } },
  'dataset.delete': { rest: '/dataset', call: (s) => s.dataset.delete(), result: (v, f, run) => { expect(v).toBeUndefined(); expect(dataset(f, run)).toBeUndefined(); } },
  'dataset.listItems': {
    rest: '/dataset/items', query: { offset: '1', limit: '1' },
    call: async (s) => { await s.dataset.pushItems({ items: [{ a: 1 }, { a: 2 }] }); return s.dataset.listItems({ offset: 1, limit: 1 }); },
    result: (v) => { expect(v).toEqual({ items: [{ a: 2 }], offset: 1, limit: 1, count: 1, total: 2 }); },
  },
  'dataset.exportItems': {
    rest: '/dataset/items', query: { format: 'csv' },
    call: async (s) => { await s.dataset.pushItems({ items: [{ a: 1 }] }); return new Response(await s.dataset.exportItems({ format: 'csv' })).text(); },
    result: (v) => { expect(v).toBe('a\n1\n'); },
  },
  'dataset.pushItems': {
    rest: '/dataset/items', body: [{ a: 1 }, { a: 2 }],
    call: (s) => s.dataset.pushItems({ items: [{ a: 1 }, { a: 2 }] }),
    result: (v, f, run) => { expect(v).toBeUndefined(); expect(dataset(f, run)?.items).toEqual([{ a: 1 }, { a: 2 }]); },
  },
  'dataset.statistics': {
    rest: '/dataset/statistics',
    call: async (s) => { await s.dataset.pushItems({ items: { b: 1 } }); return s.dataset.statistics(); },
    result: (v) => { expect(obj(v).fieldStatistics).toHaveProperty('b'); },
  },
  'keyValueStore.get': { rest: '/key-value-store', call: (s) => s.keyValueStore.get(), result: (v, _f, run) => { expect(obj(v).id).toBe(run.defaultKeyValueStoreId); } },
  'keyValueStore.update': { rest: '/key-value-store', body: { generalAccess: 'RESTRICTED' }, call: (s) => s.keyValueStore.update({ generalAccess: 'RESTRICTED' }), result: (v) => { expect(obj(v).generalAccess).toBe('RESTRICTED'); } },
  'keyValueStore.delete': { rest: '/key-value-store', call: (s) => s.keyValueStore.delete(), result: (_v, f, run) => { expect(store(f, run)).toBeUndefined(); } },
  'keyValueStore.listKeys': {
    rest: '/key-value-store/keys', query: { limit: '1' },
    call: async (s) => { await s.keyValueStore.setRecord('A', { value: 1 }); return s.keyValueStore.listKeys({ limit: 1 }); },
    result: (v) => { expect(obj(v)).toMatchObject({ items: [expect.objectContaining({ key: 'A' })], isTruncated: true, nextExclusiveStartKey: 'A' }); },
  },
  'keyValueStore.downloadRecords': {
    rest: '/key-value-store/records', query: { prefix: 'IN' },
    call: async (s) => new Response(await s.keyValueStore.downloadRecords({ prefix: 'IN' })).text(),
    result: (v) => { expect(v).toBe('ZIP-FAKE\nINPUT'); },
  },
  'keyValueStore.getRecord': {
    rest: '/key-value-store/records/INPUT',
    call: (s) => s.keyValueStore.getRecord('INPUT'),
    result: (v) => { expect(v).toEqual({ key: 'INPUT', value: INPUT, contentType: 'application/json' }); },
  },
  'keyValueStore.getRecordStream': {
    rest: '/key-value-store/records/INPUT', query: { attachment: 'true' },
    call: async (s) => new Response(await s.keyValueStore.getRecordStream('INPUT', { attachment: true })).text(),
    result: (v) => { expect(v).toBe('{"q":1}'); },
  },
  'keyValueStore.setRecord': {
    rest: '/key-value-store/records/note', headers: { 'content-type': 'text/plain; charset=utf-8' },
    call: (s) => s.keyValueStore.setRecord('note', { value: 'hello' }),
    result: (_v, f, run) => { expect(new TextDecoder().decode(store(f, run)?.records.get('note')?.value)).toBe('hello'); },
  },
  'keyValueStore.setRecordViaPost': {
    rest: '/key-value-store/records/note', headers: { 'content-type': 'application/json; charset=utf-8' },
    call: (s) => s.keyValueStore.setRecordViaPost('note', { value: { n: 1 } }),
    result: (_v, f, run) => { expect(new TextDecoder().decode(store(f, run)?.records.get('note')?.value)).toBe('{"n":1}'); },
  },
  'keyValueStore.deleteRecord': {
    rest: '/key-value-store/records/INPUT',
    call: (s) => s.keyValueStore.deleteRecord('INPUT'),
    result: (_v, f, run) => { expect(store(f, run)?.records.has('INPUT')).toBe(false); },
  },
  'requestQueue.get': {
    rest: '/request-queue',
    call: async (s) => { await s.requestQueue.addRequest(request); return s.requestQueue.get(); },
    result: (v, _f, run) => { expect(obj(v)).toMatchObject({ id: run.defaultRequestQueueId, totalRequestCount: 1 }); },
  },
  'requestQueue.update': { rest: '/request-queue', body: { name: 'named' }, call: (s) => s.requestQueue.update({ name: 'named' }), result: (v) => { expect(obj(v).name).toBe('named'); } },
  'requestQueue.delete': { rest: '/request-queue', call: (s) => s.requestQueue.delete(), result: (_v, f, run) => { expect(queue(f, run)).toBeUndefined(); } },
  'requestQueue.addRequest': {
    rest: '/request-queue/requests', query: { forefront: 'true' }, body: request,
    call: (s) => s.requestQueue.addRequest({ ...request, forefront: true }),
    result: (v, f, run) => { expect(obj(v).wasAlreadyPresent).toBe(false); expect(queue(f, run)?.requests.size).toBe(1); },
  },
  'requestQueue.listRequests': {
    rest: '/request-queue/requests', query: { limit: '5' },
    call: async (s) => { await s.requestQueue.addRequest(request); return s.requestQueue.listRequests({ limit: 5 }); },
    result: (v) => { expect(obj(v).items).toEqual([expect.objectContaining(request)]); },
  },
  'requestQueue.getRequest': {
    rest: String.raw`/request-queue/requests/req\w+`,
    call: async (s) => { const added = await s.requestQueue.addRequest(request); return s.requestQueue.getRequest(added.requestId); },
    result: (v) => { expect(obj(v)).toMatchObject(request); },
  },
  'requestQueue.updateRequest': {
    rest: String.raw`/request-queue/requests/req\w+`, query: { forefront: 'true' }, body: { ...request, handledAt: '2026-01-01T00:00:00.000Z' },
    call: async (s) => { const added = await s.requestQueue.addRequest(request); return s.requestQueue.updateRequest(added.requestId, { ...request, handledAt: '2026-01-01T00:00:00.000Z', forefront: true }); },
    result: (v, f, run) => { expect(obj(v).wasAlreadyHandled).toBe(false); expect([...(queue(f, run)?.requests.values() ?? [])][0]?.handledAt).toBe('2026-01-01T00:00:00.000Z'); },
  },
  'requestQueue.deleteRequest': {
    rest: String.raw`/request-queue/requests/req\w+`, query: { clientKey: 'c' },
    call: async (s) => { const added = await s.requestQueue.addRequest(request); return s.requestQueue.deleteRequest(added.requestId, { clientKey: 'c' }); },
    result: (_v, f, run) => { expect(queue(f, run)?.requests.size).toBe(0); },
  },
  'requestQueue.batchAddRequests': {
    rest: '/request-queue/requests/batch', body: [request, { uniqueKey: 'k2', url: 'https://example.test/2' }],
    call: (s) => s.requestQueue.batchAddRequests({ requests: [request, { uniqueKey: 'k2', url: 'https://example.test/2' }] }),
    result: (v, f, run) => { expect(obj(v).processedRequests).toHaveLength(2); expect(queue(f, run)?.requests.size).toBe(2); },
  },
  'requestQueue.batchDeleteRequests': {
    rest: '/request-queue/requests/batch', body: [{ uniqueKey: 'k1' }],
    call: async (s) => { await s.requestQueue.addRequest(request); return s.requestQueue.batchDeleteRequests({ requests: [{ uniqueKey: 'k1' }] }); },
    result: (v, f, run) => { expect(obj(v).processedRequests).toHaveLength(1); expect(queue(f, run)?.requests.size).toBe(0); },
  },
  'requestQueue.getHead': {
    rest: '/request-queue/head', query: { limit: '10' },
    call: async (s) => { await s.requestQueue.addRequest(request); return s.requestQueue.getHead({ limit: 10 }); },
    result: (v) => { expect(obj(v).items).toHaveLength(1); },
  },
  'requestQueue.lockHead': {
    rest: '/request-queue/head/lock', query: { lockSecs: '60', clientKey: 'c' },
    call: async (s) => { await s.requestQueue.addRequest(request); return s.requestQueue.lockHead({ lockSecs: 60, clientKey: 'c' }); },
    result: (v) => { expect(obj(v)).toMatchObject({ lockSecs: 60, clientKey: 'c' }); expect(obj(v).items).toHaveLength(1); },
  },
  'requestQueue.prolongLock': {
    rest: String.raw`/request-queue/requests/req\w+/lock`, query: { lockSecs: '120', clientKey: 'c' },
    call: async (s) => {
      const added = await s.requestQueue.addRequest(request);
      await s.requestQueue.lockHead({ lockSecs: 60, clientKey: 'c' });
      return s.requestQueue.prolongLock(added.requestId, { lockSecs: 120, clientKey: 'c' });
    },
    result: (v) => { expect(Date.parse(String(obj(v).lockExpiresAt))).toBeGreaterThan(Date.now() + 100_000); },
  },
  'requestQueue.deleteLock': {
    rest: String.raw`/request-queue/requests/req\w+/lock`, query: { clientKey: 'c' },
    call: async (s) => {
      const added = await s.requestQueue.addRequest(request);
      await s.requestQueue.lockHead({ lockSecs: 60, clientKey: 'c' });
      return s.requestQueue.deleteLock(added.requestId, { clientKey: 'c' });
    },
    result: (v, f, run) => { expect(v).toBeUndefined(); expect([...(queue(f, run)?.requests.values() ?? [])][0]?.lock).toBeUndefined(); },
  },
  'requestQueue.unlockRequests': {
    rest: '/request-queue/requests/unlock', query: { clientKey: 'c' },
    call: async (s) => { await s.requestQueue.addRequest(request); await s.requestQueue.lockHead({ lockSecs: 60, clientKey: 'c' }); return s.requestQueue.unlockRequests({ clientKey: 'c' }); },
    result: (v) => { expect(v).toEqual({ unlockedCount: 1 }); },
  },
  get: {
    rest: '', query: { waitForFinish: '60' }, lastRunOnly: true,
    call: (s) => s.get({ waitForFinish: 60 }),
    result: (v, _f, run) => { expect(obj(v)).toMatchObject({ id: run.id, status: 'SUCCEEDED' }); },
  },
  abort: {
    rest: '/abort', query: { gracefully: 'true' }, lastRunOnly: true,
    call: (s) => s.abort({ gracefully: true }),
    result: (v, _f, run) => { expect(obj(v)).toMatchObject({ id: run.id, status: 'ABORTED' }); },
  },
  metamorph: {
    rest: '/metamorph', query: { targetActorId: '~other' }, body: { next: 1 }, lastRunOnly: true,
    call: async (s, p) => { await p.actors.create({ name: 'other' }); return s.metamorph({ targetActorId: '~other', input: { next: 1 } }); },
    result: (v, f, run) => { expect(obj(v).metamorphs).toHaveLength(1); expect(new TextDecoder().decode(store(f, run)?.records.get('INPUT')?.value)).toBe('{"next":1}'); },
  },
  reboot: {
    rest: '/reboot', lastRunOnly: true,
    call: (s) => s.reboot(),
    result: (v, _f, run) => { expect(obj(v)).toMatchObject({ id: run.id, status: 'RUNNING' }); },
  },
  log: {
    rest: '/log', query: { raw: 'true' }, lastRunOnly: true,
    call: (s) => s.log({ raw: true }),
    result: (v, _f, run) => { expect(unstampedLog(v as string)).toBe(`log of run ${run.id}\n`); },
  },
  streamLog: {
    rest: '/log', query: { stream: 'true', raw: 'true' }, lastRunOnly: true,
    call: async (s) => {
      // The run goes on: its first record comes once the next starts (a read of the run that waits a second
      // writes one), and leaving the loop lets the followed log go.
      await s.get({ waitForFinish: 1 });
      for await (const line of s.logLines({ raw: true })) return unstamped(line);
      return undefined;
    },
    result: (v, f, run) => { expect(v).toBe(`log of run ${run.id}`); expect(f.state.logWatcherCount).toBe(0); },
  },
};

/**
 * Contract rows of every operation repeated under a run (`runs.storages`) and under the last run
 * of an Actor or task: the same calls at each place, with the place's path and filters on the wire.
 */
export function scopedRows(): Record<string, Row> {
  const rows: Record<string, Row> = {};
  for (const place of places) {
    for (const [name, template] of Object.entries(templates)) {
      if (template.lastRunOnly && place.namespace === 'runs.storages') continue;
      let run: Run | undefined;
      rows[`${place.namespace}.${name}`] = {
        path: new RegExp(`^${place.prefix}${template.rest}$`),
        query: { ...place.query, ...template.query },
        body: template.body,
        headers: template.headers,
        call: async (p) => {
          const opened = await place.open(p);
          run = opened.run;
          // Storage calls read the same methods on both kinds of places; run calls exist only on the last run.
          return template.call(opened.scoped as LastRunHandle, p);
        },
        result: (value, f) => {
          if (!run) throw new Error('the row did not start a run');
          template.result(value, f, run);
        },
      };
    }
  }
  return rows;
}
