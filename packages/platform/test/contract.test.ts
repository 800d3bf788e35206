import { describe, expect, test } from 'vitest';
import { ResponseValidationError, type PlatformClient } from '../src/index.js';
import { callDerived, derivedCall } from '../../../tests/support/derived-call.js';
import { operations } from '../src/operations/index.js';
import { scopedRows, type Row } from './scoped-rows.js';
import { unstamped, unstampedLog, useFake, type Sent } from './setup.js';

const { fake, client, last } = useFake();

async function actorWithRun(p: PlatformClient) {
  const actor = await p.actors.create({ name: 'echo' });
  const run = await p.actors.start(actor.id, { input: { items: [{ a: 1 }, { a: 2 }] } });
  return { actor, run };
}
async function finishedRun(p: PlatformClient) {
  const { actor, run } = await actorWithRun(p);
  const done = await p.runs.get(run.id, { waitForFinish: 60 });
  return { actor, run: done };
}
async function queueWithRequest(p: PlatformClient) {
  const queue = await p.requestQueues.create({ name: 'q' });
  const added = await p.requestQueues.addRequest(queue.id, { uniqueKey: 'k1', url: 'https://example.test/1' });
  return { queue, requestId: added.requestId };
}
async function build(p: PlatformClient) {
  const actor = await p.actors.create({ name: 'builder' });
  const b = await p.actors.build(actor.id, { version: '0.0', waitForFinish: 10 });
  return { actor, build: b };
}
const obj = (v: unknown) => v as Record<string, unknown>;
const V = '/v2';

const rows: Record<string, Row> = {
  'actors.list': {
    path: `${V}/actors`, query: { my: 'true', offset: '0', limit: '5', desc: '1' },
    call: async (p) => { await p.actors.create({ name: 'a1' }); return p.actors.list({ my: true, limit: 5, desc: true }); },
    result: (v) => { expect(obj(v).items).toHaveLength(1); expect(obj(v).total).toBe(1); },
  },
  'actors.create': {
    path: `${V}/actors`, body: { name: 'new-actor', isPublic: false }, headers: { 'content-type': 'application/json' },
    call: (p) => p.actors.create({ name: 'new-actor', isPublic: false }),
    result: (v) => { expect(obj(v)).toMatchObject({ name: 'new-actor', username: 'test-user' }); },
  },
  'actors.get': {
    path: `${V}/actors/test-user~a2`,
    call: async (p) => { await p.actors.create({ name: 'a2' }); return p.actors.get('test-user~a2'); },
    result: (v) => { expect(obj(v).name).toBe('a2'); },
  },
  'actors.update': {
    path: `${V}/actors/~a3`, body: { title: 'T' },
    call: async (p) => { await p.actors.create({ name: 'a3' }); return p.actors.update('~a3', { title: 'T' }); },
    result: (v) => { expect(obj(v).title).toBe('T'); },
  },
  'actors.delete': {
    path: /^\/v2\/actors\/act\w+$/,
    call: async (p) => { const a = await p.actors.create({ name: 'a4' }); return p.actors.delete(a.id); },
    result: (v, f) => { expect(v).toBeUndefined(); expect(f.state.actors.size).toBe(0); },
  },
  'actors.start': {
    path: /^\/v2\/actors\/act\w+\/runs$/, query: { memory: '512', build: 'beta' }, body: { startUrls: [] },
    call: async (p) => { const a = await p.actors.create({ name: 'a5' }); return p.actors.start(a.id, { input: { startUrls: [] }, memory: 512, build: 'beta' }); },
    result: (v) => { expect(obj(v)).toMatchObject({ status: 'RUNNING' }); expect(obj(v).defaultDatasetId).toEqual(expect.any(String)); },
  },
  'actors.listRuns': {
    path: /^\/v2\/actors\/act\w+\/runs$/, query: { status: 'RUNNING,READY', offset: '0' },
    call: async (p) => { const { actor } = await actorWithRun(p); return p.actors.listRuns(actor.id, { status: ['RUNNING', 'READY'] }); },
    result: (v) => { expect(obj(v).items).toHaveLength(1); },
  },
  'actors.validateInput': {
    path: /\/validate-input$/, query: { build: 'latest' }, body: { x: 1 },
    call: async (p) => { const a = await p.actors.create({ name: 'a6' }); return p.actors.validateInput(a.id, { input: { x: 1 }, build: 'latest' }); },
    result: (v) => { expect(obj(v).valid).toBe(true); },
  },
  'actors.resurrectRun': {
    path: /^\/v2\/actors\/act\w+\/runs\/run\w+\/resurrect$/, query: { memory: '2048' },
    call: async (p) => { const { actor, run } = await finishedRun(p); return p.actors.resurrectRun(actor.id, run.id, { memory: 2048 }); },
    result: (v) => { expect(obj(v).status).toBe('RUNNING'); },
  },
  'actors.listVersions': {
    path: /\/versions$/,
    call: async (p) => { const a = await p.actors.create({ name: 'v1' }); return p.actors.listVersions(a.id); },
    result: (v) => { expect(obj(v).total).toBe(1); },
  },
  'actors.createVersion': {
    path: /\/versions$/, body: { versionNumber: '1.0', sourceType: 'GIT_REPO', gitRepoUrl: 'https://git.test/r' },
    call: async (p) => { const a = await p.actors.create({ name: 'v2' }); return p.actors.createVersion(a.id, { versionNumber: '1.0', sourceType: 'GIT_REPO', gitRepoUrl: 'https://git.test/r' }); },
    result: (v) => { expect(obj(v).versionNumber).toBe('1.0'); },
  },
  'actors.getVersion': {
    path: /\/versions\/0\.0$/,
    call: async (p) => { const a = await p.actors.create({ name: 'v3' }); return p.actors.getVersion(a.id, '0.0'); },
    result: (v) => { expect(obj(v).versionNumber).toBe('0.0'); },
  },
  'actors.updateVersion': {
    path: /\/versions\/0\.0$/, body: { buildTag: 'beta' },
    call: async (p) => { const a = await p.actors.create({ name: 'v4' }); return p.actors.updateVersion(a.id, '0.0', { buildTag: 'beta' }); },
    result: (v) => { expect(obj(v).buildTag).toBe('beta'); },
  },
  'actors.deleteVersion': {
    path: /\/versions\/0\.0$/,
    call: async (p) => { const a = await p.actors.create({ name: 'v5' }); return p.actors.deleteVersion(a.id, '0.0'); },
    result: (v, f) => { expect(v).toBeUndefined(); expect([...f.state.actors.values()][0]?.versions).toHaveLength(0); },
  },
  'actors.listEnvVars': {
    path: /\/versions\/0\.0\/env-vars$/,
    call: async (p) => { const a = await p.actors.create({ name: 'e1' }); await p.actors.createEnvVar(a.id, '0.0', { name: 'A', value: '1' }); return p.actors.listEnvVars(a.id, '0.0'); },
    result: (v) => { expect(obj(v).items).toEqual([{ name: 'A', value: '1' }]); },
  },
  'actors.createEnvVar': {
    path: /\/env-vars$/, body: { name: 'B', value: 'x', isSecret: true },
    call: async (p) => { const a = await p.actors.create({ name: 'e2' }); return p.actors.createEnvVar(a.id, '0.0', { name: 'B', value: 'x', isSecret: true }); },
    result: (v) => { expect(obj(v).name).toBe('B'); },
  },
  'actors.getEnvVar': {
    path: /\/env-vars\/C$/,
    call: async (p) => { const a = await p.actors.create({ name: 'e3' }); await p.actors.createEnvVar(a.id, '0.0', { name: 'C', value: 'c' }); return p.actors.getEnvVar(a.id, '0.0', 'C'); },
    result: (v) => { expect(obj(v).value).toBe('c'); },
  },
  'actors.updateEnvVar': {
    path: /\/env-vars\/D$/, body: { value: 'new' },
    call: async (p) => { const a = await p.actors.create({ name: 'e4' }); await p.actors.createEnvVar(a.id, '0.0', { name: 'D', value: 'old' }); return p.actors.updateEnvVar(a.id, '0.0', 'D', { value: 'new' }); },
    result: (v) => { expect(obj(v).value).toBe('new'); },
  },
  'actors.deleteEnvVar': {
    path: /\/env-vars\/E$/,
    call: async (p) => { const a = await p.actors.create({ name: 'e5' }); await p.actors.createEnvVar(a.id, '0.0', { name: 'E', value: 'e' }); return p.actors.deleteEnvVar(a.id, '0.0', 'E'); },
    result: (v) => { expect(v).toBeUndefined(); },
  },
  'actors.listWebhooks': {
    path: /^\/v2\/actors\/act\w+\/webhooks$/, query: { offset: '0' },
    call: async (p) => { const a = await p.actors.create({ name: 'w1' }); await p.webhooks.create({ eventTypes: ['ACTOR.RUN.SUCCEEDED'], condition: { actorId: a.id }, requestUrl: 'https://hook.test' }); return p.actors.listWebhooks(a.id); },
    result: (v) => { expect(obj(v).items).toHaveLength(1); },
  },
  'actors.listBuilds': {
    path: /^\/v2\/actors\/act\w+\/builds$/,
    call: async (p) => { const { actor } = await build(p); return p.actors.listBuilds(actor.id); },
    result: (v) => { expect(obj(v).total).toBe(1); },
  },
  'actors.build': {
    path: /^\/v2\/actors\/act\w+\/builds$/, query: { version: '0.0', useCache: 'false', waitForFinish: '10' },
    call: async (p) => { const a = await p.actors.create({ name: 'b1' }); return p.actors.build(a.id, { version: '0.0', useCache: false, waitForFinish: 10 }); },
    result: (v) => { expect(obj(v).status).toBe('SUCCEEDED'); },
  },
  'actors.defaultBuild': {
    path: /\/builds\/default$/, query: { waitForFinish: '5' },
    call: async (p) => { const { actor } = await build(p); return p.actors.defaultBuild(actor.id, { waitForFinish: 5 }); },
    result: (v) => { expect(obj(v).status).toBe('SUCCEEDED'); },
  },
  'actors.buildOpenApi': {
    path: /^\/v2\/actors\/act\w+\/builds\/bld\w+\/openapi\.json$/,
    call: async (p) => { const r = await build(p); return p.actors.buildOpenApi(r.actor.id, r.build.id); },
    result: (v) => { expect(obj(v).openapi).toBe('3.0.1'); },
  },
  'actors.runSync': {
    path: /^\/v2\/actors\/act\w+\/run-sync$/, query: { outputRecordKey: 'OUTPUT' }, body: { q: 'x' },
    call: async (p) => { const a = await p.actors.create({ name: 's1' }); return p.actors.runSync(a.id, { input: { q: 'x' }, outputRecordKey: 'OUTPUT' }); },
    result: (v) => { expect(v).toEqual({ input: { q: 'x' } }); },
  },
  'actors.runSyncWithoutInput': {
    path: /^\/v2\/actors\/act\w+\/run-sync$/, body: '',
    call: async (p) => { const a = await p.actors.create({ name: 's2' }); return p.actors.runSync(a.id); },
    result: (v) => { expect(v).toEqual({ input: {} }); },
  },
  'actors.runSyncGetDatasetItems': {
    path: /\/run-sync-get-dataset-items$/, query: { limit: '1', clean: 'true' }, body: { items: [{ a: 1 }, { a: 2 }] },
    call: async (p) => { const a = await p.actors.create({ name: 's3' }); return p.actors.runSyncGetDatasetItems(a.id, { input: { items: [{ a: 1 }, { a: 2 }] }, limit: 1, clean: true }); },
    result: (v) => { expect(v).toEqual([{ a: 1 }]); },
  },
  'actors.runSyncGetDatasetItemsWithoutInput': {
    path: /\/run-sync-get-dataset-items$/,
    call: async (p) => { const a = await p.actors.create({ name: 's4' }); return p.actors.runSyncGetDatasetItems(a.id); },
    // Without input the fake Actor pushes nothing: a run's input is its INPUT record, never a dataset item.
    result: (v) => { expect(v).toEqual([]); },
  },
  'actors.runSyncExportItems': {
    path: /\/run-sync-get-dataset-items$/, query: { format: 'csv' }, body: { items: [{ a: 1 }] },
    call: async (p) => { const a = await p.actors.create({ name: 's5' }); return new Response(await p.actors.runSyncExportItems(a.id, { input: { items: [{ a: 1 }] }, format: 'csv' })).text(); },
    result: (v) => { expect(v).toBe('a\n1\n'); },
  },
  'actors.runSyncExportItemsWithoutInput': {
    path: /^\/v2\/actors\/act\w+\/run-sync-get-dataset-items$/, query: { format: 'json' }, body: '',
    call: async (p) => { const a = await p.actors.create({ name: 's6' }); return new Response(await p.actors.runSyncExportItems(a.id, { format: 'json' })).text(); },
    result: (v) => { expect(JSON.parse(v as string)).toEqual([]); },
  },
  'tasks.list': {
    path: `${V}/actor-tasks`, query: { limit: '10', offset: '0' },
    call: async (p) => { const a = await p.actors.create({ name: 't' }); await p.tasks.create({ actId: a.id, name: 't1' }); return p.tasks.list({ limit: 10 }); },
    result: (v) => { expect(obj(v).total).toBe(1); },
  },
  'tasks.create': {
    path: `${V}/actor-tasks`, body: { actId: expect.any(String) as unknown, name: 't2', input: { a: 1 } },
    call: async (p) => { const a = await p.actors.create({ name: 't' }); return p.tasks.create({ actId: a.id, name: 't2', input: { a: 1 } }); },
    result: (v) => { expect(obj(v).name).toBe('t2'); },
  },
  'tasks.get': {
    path: `${V}/actor-tasks/~t3`,
    call: async (p) => { const a = await p.actors.create({ name: 't' }); await p.tasks.create({ actId: a.id, name: 't3' }); return p.tasks.get('~t3'); },
    result: (v) => { expect(obj(v).name).toBe('t3'); },
  },
  'tasks.update': {
    path: /^\/v2\/actor-tasks\/tsk\w+$/, body: { title: 'T' },
    call: async (p) => { const a = await p.actors.create({ name: 't' }); const t = await p.tasks.create({ actId: a.id }); return p.tasks.update(t.id, { title: 'T' }); },
    result: (v) => { expect(obj(v).title).toBe('T'); },
  },
  'tasks.delete': {
    path: /^\/v2\/actor-tasks\/tsk\w+$/,
    call: async (p) => { const a = await p.actors.create({ name: 't' }); const t = await p.tasks.create({ actId: a.id }); return p.tasks.delete(t.id); },
    result: (v, f) => { expect(v).toBeUndefined(); expect(f.state.tasks.size).toBe(0); },
  },
  'tasks.getInput': {
    path: /\/input$/,
    call: async (p) => { const a = await p.actors.create({ name: 't' }); const t = await p.tasks.create({ actId: a.id, input: { q: 1 } }); return p.tasks.getInput(t.id); },
    result: (v) => { expect(v).toEqual({ q: 1 }); },
  },
  'tasks.updateInput': {
    path: /\/input$/, body: { r: 2 },
    call: async (p) => { const a = await p.actors.create({ name: 't' }); const t = await p.tasks.create({ actId: a.id, input: { q: 1 } }); return p.tasks.updateInput(t.id, { input: { r: 2 } }); },
    result: (v) => { expect(v).toEqual({ q: 1, r: 2 }); },
  },
  'tasks.listWebhooks': {
    path: /^\/v2\/actor-tasks\/tsk\w+\/webhooks$/,
    call: async (p) => { const a = await p.actors.create({ name: 't' }); const t = await p.tasks.create({ actId: a.id }); return p.tasks.listWebhooks(t.id); },
    result: (v) => { expect(obj(v).items).toEqual([]); },
  },
  'tasks.listRuns': {
    path: /^\/v2\/actor-tasks\/tsk\w+\/runs$/, query: { desc: '1', offset: '0' },
    call: async (p) => { const a = await p.actors.create({ name: 't' }); const t = await p.tasks.create({ actId: a.id }); await p.tasks.start(t.id); return p.tasks.listRuns(t.id, { desc: true }); },
    result: (v) => { expect(obj(v).total).toBe(1); },
  },
  'tasks.start': {
    path: /^\/v2\/actor-tasks\/tsk\w+\/runs$/, query: { timeout: '30' }, body: { extra: true },
    call: async (p) => { const a = await p.actors.create({ name: 't' }); const t = await p.tasks.create({ actId: a.id, input: { q: 1 } }); return p.tasks.start(t.id, { input: { extra: true }, timeout: 30 }); },
    result: (v) => { expect(obj(v).actorTaskId).toEqual(expect.any(String)); },
  },
  'tasks.runSync': {
    path: /^\/v2\/actor-tasks\/tsk\w+\/run-sync$/, body: { b: 2 },
    call: async (p) => { const a = await p.actors.create({ name: 't' }); const t = await p.tasks.create({ actId: a.id, input: { a: 1 } }); return p.tasks.runSync(t.id, { input: { b: 2 } }); },
    result: (v) => { expect(v).toEqual({ input: { a: 1, b: 2 } }); },
  },
  'tasks.runSyncWithoutInput': {
    path: /^\/v2\/actor-tasks\/tsk\w+\/run-sync$/,
    call: async (p) => { const a = await p.actors.create({ name: 't' }); const t = await p.tasks.create({ actId: a.id, input: { a: 1 } }); return p.tasks.runSync(t.id); },
    result: (v) => { expect(v).toEqual({ input: { a: 1 } }); },
  },
  'tasks.runSyncGetDatasetItems': {
    path: /^\/v2\/actor-tasks\/tsk\w+\/run-sync-get-dataset-items$/, body: { items: [{ z: 1 }] },
    call: async (p) => { const a = await p.actors.create({ name: 't' }); const t = await p.tasks.create({ actId: a.id }); return p.tasks.runSyncGetDatasetItems(t.id, { input: { items: [{ z: 1 }] } }); },
    result: (v) => { expect(v).toEqual([{ z: 1 }]); },
  },
  'tasks.runSyncGetDatasetItemsWithoutInput': {
    path: /^\/v2\/actor-tasks\/tsk\w+\/run-sync-get-dataset-items$/,
    call: async (p) => { const a = await p.actors.create({ name: 't' }); const t = await p.tasks.create({ actId: a.id, input: { items: [{ y: 1 }] } }); return p.tasks.runSyncGetDatasetItems(t.id); },
    result: (v) => { expect(v).toEqual([{ y: 1 }]); },
  },
  'tasks.runSyncExportItems': {
    path: /^\/v2\/actor-tasks\/tsk\w+\/run-sync-get-dataset-items$/, query: { format: 'jsonl' }, body: { items: [{ y: 1 }] },
    call: async (p) => { const a = await p.actors.create({ name: 't' }); const t = await p.tasks.create({ actId: a.id }); return new Response(await p.tasks.runSyncExportItems(t.id, { input: { items: [{ y: 1 }] }, format: 'jsonl' })).text(); },
    result: (v) => { expect(v).toBe('{"y":1}\n'); },
  },
  'tasks.runSyncExportItemsWithoutInput': {
    path: /^\/v2\/actor-tasks\/tsk\w+\/run-sync-get-dataset-items$/, query: { format: 'jsonl' }, body: '',
    call: async (p) => { const a = await p.actors.create({ name: 't' }); const t = await p.tasks.create({ actId: a.id, input: { items: [{ y: 1 }] } }); return new Response(await p.tasks.runSyncExportItems(t.id, { format: 'jsonl' })).text(); },
    result: (v) => { expect(v).toBe('{"y":1}\n'); },
  },
  'runs.list': {
    path: `${V}/actor-runs`, query: { startedAfter: '2020-01-01T00:00:00Z' },
    call: async (p) => { await actorWithRun(p); return p.runs.list({ startedAfter: '2020-01-01T00:00:00Z' }); },
    result: (v) => { expect(obj(v).total).toBe(1); },
  },
  'runs.get': {
    path: /^\/v2\/actor-runs\/run\w+$/, query: { waitForFinish: '30' },
    call: async (p) => { const { run } = await actorWithRun(p); return p.runs.get(run.id, { waitForFinish: 30 }); },
    result: (v) => { expect(obj(v).status).toBe('SUCCEEDED'); },
  },
  'runs.update': {
    path: /^\/v2\/actor-runs\/run\w+$/, body: { statusMessage: 'half way' },
    call: async (p) => { const { run } = await actorWithRun(p); return p.runs.update(run.id, { statusMessage: 'half way' }); },
    result: (v) => { expect(obj(v).statusMessage).toBe('half way'); },
  },
  'runs.delete': {
    path: /^\/v2\/actor-runs\/run\w+$/,
    call: async (p) => { const { run } = await finishedRun(p); return p.runs.delete(run.id); },
    result: (v, f) => { expect(v).toBeUndefined(); expect(f.state.runs.size).toBe(0); },
  },
  'runs.abort': {
    path: /\/abort$/, query: { gracefully: 'true' },
    call: async (p) => { const { run } = await actorWithRun(p); return p.runs.abort(run.id, { gracefully: true }); },
    result: (v) => { expect(obj(v).status).toBe('ABORTED'); },
  },
  'runs.metamorph': {
    path: /\/metamorph$/, query: { targetActorId: 'test-user~other', build: '1.0' }, body: { next: 1 },
    call: async (p) => { const { run } = await actorWithRun(p); await p.actors.create({ name: 'other' }); return p.runs.metamorph(run.id, { targetActorId: 'test-user~other', input: { next: 1 }, build: '1.0' }); },
    result: (v) => { expect(obj(v).metamorphs).toHaveLength(1); },
  },
  'runs.reboot': {
    path: /\/reboot$/,
    call: async (p) => { const { run } = await actorWithRun(p); return p.runs.reboot(run.id); },
    result: (v) => { expect(obj(v).status).toBe('RUNNING'); },
  },
  'runs.resurrect': {
    path: /^\/v2\/actor-runs\/run\w+\/resurrect$/, query: { timeout: '60' },
    call: async (p) => { const { run } = await finishedRun(p); return p.runs.resurrect(run.id, { timeout: 60 }); },
    result: (v) => { expect(obj(v).status).toBe('RUNNING'); },
  },
  'runs.charge': {
    path: /\/charge$/, body: { eventName: 'page', count: 3 }, headers: { 'idempotency-key': 'k-1' },
    call: async (p) => { const { run } = await actorWithRun(p); return p.runs.charge(run.id, { eventName: 'page', count: 3, idempotencyKey: 'k-1' }); },
    result: (_v, f) => { expect([...f.state.runs.values()][0]?.chargedEventCounts).toEqual({ page: 3 }); },
  },
  'runs.log': {
    path: /^\/v2\/actor-runs\/run\w+\/log$/, query: { raw: 'true' },
    call: async (p) => { const { run } = await actorWithRun(p); return p.runs.log(run.id, { raw: true }); },
    result: (v) => { expect(unstampedLog(v as string)).toMatch(/^log of run /); },
  },
  'runs.streamLog': {
    path: /^\/v2\/actor-runs\/run\w+\/log$/, query: { stream: 'true', raw: 'true' },
    call: async (p) => {
      const { run } = await finishedRun(p);
      const lines: string[] = [];
      for await (const line of p.runs.logLines(run.id, { raw: true })) lines.push(unstamped(line));
      return lines;
    },
    result: (v) => { expect((v as string[]).slice(1)).toEqual(['worked 1 s, 0 s left', 'finished: SUCCEEDED']); },
  },
  'builds.list': {
    path: `${V}/actor-builds`,
    call: async (p) => { await build(p); return p.builds.list(); },
    result: (v) => { expect(obj(v).total).toBe(1); },
  },
  'builds.get': {
    path: /^\/v2\/actor-builds\/bld\w+$/, query: { waitForFinish: '60' },
    call: async (p) => { const r = await build(p); return p.builds.get(r.build.id, { waitForFinish: 60 }); },
    result: (v) => { expect(obj(v).status).toBe('SUCCEEDED'); },
  },
  'builds.delete': {
    path: /^\/v2\/actor-builds\/bld\w+$/,
    call: async (p) => { const r = await build(p); return p.builds.delete(r.build.id); },
    result: (_v, f) => { expect(f.state.builds.size).toBe(0); },
  },
  'builds.abort': {
    path: /^\/v2\/actor-builds\/bld\w+\/abort$/,
    call: async (p) => { const a = await p.actors.create({ name: 'b' }); const b = await p.actors.build(a.id, { version: '0.0' }); return p.builds.abort(b.id); },
    result: (v) => { expect(obj(v).status).toBe('ABORTED'); },
  },
  'builds.log': {
    path: /^\/v2\/actor-builds\/bld\w+\/log$/,
    call: async (p) => { const r = await build(p); return p.builds.log(r.build.id); },
    result: (v) => { expect(unstampedLog(v as string)).toMatch(/^log of build/); },
  },
  'builds.openApi': {
    path: /^\/v2\/actor-builds\/bld\w+\/openapi\.json$/,
    call: async (p) => { const r = await build(p); return p.builds.openApi(r.build.id); },
    result: (v) => { expect(obj(v).paths).toEqual({}); },
  },
  'datasets.list': {
    path: `${V}/datasets`, query: { unnamed: 'true', offset: '0' },
    call: async (p) => { await p.datasets.create(); return p.datasets.list({ unnamed: true }); },
    result: (v) => { expect(obj(v).total).toBe(1); },
  },
  'datasets.create': {
    path: `${V}/datasets`, query: { name: 'results' },
    call: (p) => p.datasets.create({ name: 'results' }),
    result: (v) => { expect(obj(v).name).toBe('results'); },
  },
  'datasets.get': {
    path: `${V}/datasets/~results`,
    call: async (p) => { await p.datasets.create({ name: 'results' }); return p.datasets.get('~results'); },
    result: (v) => { expect(obj(v).itemCount).toBe(0); },
  },
  'datasets.update': {
    path: /^\/v2\/datasets\/ds\w+$/, body: { name: 'renamed', generalAccess: 'RESTRICTED' },
    call: async (p) => { const d = await p.datasets.create(); return p.datasets.update(d.id, { name: 'renamed', generalAccess: 'RESTRICTED' }); },
    result: (v) => { expect(obj(v)).toMatchObject({ name: 'renamed', generalAccess: 'RESTRICTED' }); },
  },
  'datasets.delete': {
    path: /^\/v2\/datasets\/ds\w+$/,
    call: async (p) => { const d = await p.datasets.create(); return p.datasets.delete(d.id); },
    result: (_v, f) => { expect(f.state.datasets.size).toBe(0); },
  },
  'datasets.listItems': {
    path: /^\/v2\/datasets\/ds\w+\/items$/, query: { offset: '1', limit: '1', fields: 'a,b' },
    call: async (p) => { const d = await p.datasets.create(); await p.datasets.pushItems(d.id, { items: [{ a: 1, c: 0 }, { a: 2, c: 0 }] }); return p.datasets.listItems(d.id, { offset: 1, limit: 1, fields: ['a', 'b'] }); },
    result: (v) => { expect(v).toEqual({ items: [{ a: 2 }], offset: 1, limit: 1, count: 1, total: 2 }); },
  },
  'datasets.exportItems': {
    path: /^\/v2\/datasets\/ds\w+\/items$/, query: { format: 'csv', bom: 'false' },
    call: async (p) => { const d = await p.datasets.create(); await p.datasets.pushItems(d.id, { items: [{ a: 1 }, { a: 2 }] }); return new Response(await p.datasets.exportItems(d.id, { format: 'csv', bom: false })).text(); },
    result: (v) => { expect(v).toBe('a\n1\n2\n'); },
  },
  'datasets.itemsInfo': {
    path: /^\/v2\/datasets\/ds\w+\/items$/,
    call: async (p) => { const d = await p.datasets.create(); await p.datasets.pushItems(d.id, { items: { a: 1 } }); return p.datasets.itemsInfo(d.id); },
    result: (v) => { expect(obj(v).total).toBe(1); },
  },
  'datasets.pushItems': {
    path: /^\/v2\/datasets\/ds\w+\/items$/, body: [{ a: 1 }, { a: 2 }],
    call: async (p) => { const d = await p.datasets.create(); return p.datasets.pushItems(d.id, { items: [{ a: 1 }, { a: 2 }] }); },
    result: (_v, f) => { expect([...f.state.datasets.values()][0]?.items).toHaveLength(2); },
  },
  'datasets.statistics': {
    path: /\/statistics$/,
    call: async (p) => { const d = await p.datasets.create(); await p.datasets.pushItems(d.id, { items: { a: 1 } }); return p.datasets.statistics(d.id); },
    result: (v) => { expect(obj(v).fieldStatistics).toHaveProperty('a'); },
  },
  'keyValueStores.list': {
    path: `${V}/key-value-stores`, query: { ownership: 'ownedByMe' },
    call: async (p) => { await p.keyValueStores.create({ name: 's' }); return p.keyValueStores.list({ ownership: 'ownedByMe' }); },
    result: (v) => { expect(obj(v).total).toBe(1); },
  },
  'keyValueStores.create': {
    path: `${V}/key-value-stores`, query: { name: 'state' },
    call: (p) => p.keyValueStores.create({ name: 'state' }),
    result: (v) => { expect(obj(v).name).toBe('state'); },
  },
  'keyValueStores.get': {
    path: `${V}/key-value-stores/~state`,
    call: async (p) => { await p.keyValueStores.create({ name: 'state' }); return p.keyValueStores.get('~state'); },
    result: (v) => { expect(obj(v).name).toBe('state'); },
  },
  'keyValueStores.update': {
    path: /^\/v2\/key-value-stores\/kv\w+$/, body: { name: null },
    call: async (p) => { const s = await p.keyValueStores.create({ name: 'state' }); return p.keyValueStores.update(s.id, { name: null }); },
    result: (v) => { expect(obj(v).name).toBeNull(); },
  },
  'keyValueStores.delete': {
    path: /^\/v2\/key-value-stores\/kv\w+$/,
    call: async (p) => { const s = await p.keyValueStores.create(); return p.keyValueStores.delete(s.id); },
    result: (_v, f) => { expect(f.state.stores.size).toBe(0); },
  },
  'keyValueStores.listKeys': {
    path: /\/keys$/, query: { limit: '2', prefix: 'k' },
    call: async (p) => { const s = await p.keyValueStores.create(); for (const k of ['k1', 'k2', 'k3']) await p.keyValueStores.setRecord(s.id, k, { value: 1 }); return p.keyValueStores.listKeys(s.id, { limit: 2, prefix: 'k' }); },
    result: (v) => { expect(obj(v)).toMatchObject({ isTruncated: true, nextExclusiveStartKey: 'k2' }); },
  },
  'keyValueStores.downloadRecords': {
    path: /^\/v2\/key-value-stores\/kv\w+\/records$/, query: { prefix: 'a' },
    call: async (p) => { const s = await p.keyValueStores.create(); return new Response(await p.keyValueStores.downloadRecords(s.id, { prefix: 'a' })).text(); },
    result: (v) => { expect(v).toMatch(/^ZIP-FAKE/); },
  },
  'keyValueStores.getRecord': {
    path: /\/records\/OUTPUT$/,
    call: async (p) => { const s = await p.keyValueStores.create(); await p.keyValueStores.setRecord(s.id, 'OUTPUT', { value: { ok: true } }); return p.keyValueStores.getRecord(s.id, 'OUTPUT'); },
    result: (v) => { expect(v).toEqual({ key: 'OUTPUT', value: { ok: true }, contentType: 'application/json; charset=utf-8' }); },
  },
  'keyValueStores.getRecordStream': {
    path: /\/records\/big$/, query: { attachment: 'true' },
    call: async (p) => { const s = await p.keyValueStores.create(); await p.keyValueStores.setRecord(s.id, 'big', { value: 'text body' }); return new Response(await p.keyValueStores.getRecordStream(s.id, 'big', { attachment: true })).text(); },
    result: (v) => { expect(v).toBe('text body'); },
  },
  'keyValueStores.recordExists': {
    path: /\/records\/nope$/,
    call: async (p) => { const s = await p.keyValueStores.create(); return p.keyValueStores.recordExists(s.id, 'nope'); },
    result: (v) => { expect(v).toBe(false); },
  },
  'keyValueStores.setRecord': {
    path: /\/records\/pic\.png$/, headers: { 'content-type': 'image/png' },
    call: async (p) => { const s = await p.keyValueStores.create(); return p.keyValueStores.setRecord(s.id, 'pic.png', { value: new Uint8Array([137, 80]), contentType: 'image/png' }); },
    result: (_v, f) => { expect([...[...f.state.stores.values()][0]?.records.values() ?? []][0]).toEqual({ value: new Uint8Array([137, 80]), contentType: 'image/png' }); },
  },
  'keyValueStores.deleteRecord': {
    path: /\/records\/gone$/,
    call: async (p) => { const s = await p.keyValueStores.create(); await p.keyValueStores.setRecord(s.id, 'gone', { value: 'x' }); return p.keyValueStores.deleteRecord(s.id, 'gone'); },
    result: (_v, f) => { expect([...f.state.stores.values()][0]?.records.size).toBe(0); },
  },
  'requestQueues.list': {
    path: `${V}/request-queues`, query: { limit: '3' },
    call: async (p) => { await p.requestQueues.create({ name: 'q' }); return p.requestQueues.list({ limit: 3 }); },
    result: (v) => { expect(obj(v).items).toHaveLength(1); },
  },
  'requestQueues.create': {
    path: `${V}/request-queues`, query: { name: 'crawl' },
    call: (p) => p.requestQueues.create({ name: 'crawl' }),
    result: (v) => { expect(obj(v)).toMatchObject({ name: 'crawl', totalRequestCount: 0 }); },
  },
  'requestQueues.get': {
    path: `${V}/request-queues/test-user~q`,
    call: async (p) => { await queueWithRequest(p); return p.requestQueues.get('test-user~q'); },
    result: (v) => { expect(obj(v)).toMatchObject({ totalRequestCount: 1, pendingRequestCount: 1, handledRequestCount: 0 }); },
  },
  'requestQueues.update': {
    path: /^\/v2\/request-queues\/rq\w+$/, body: { name: 'new', generalAccess: 'RESTRICTED' },
    call: async (p) => { const q = await p.requestQueues.create(); return p.requestQueues.update(q.id, { name: 'new', generalAccess: 'RESTRICTED' }); },
    result: (v) => { expect(obj(v)).toMatchObject({ name: 'new', generalAccess: 'RESTRICTED' }); },
  },
  'requestQueues.delete': {
    path: /^\/v2\/request-queues\/rq\w+$/,
    call: async (p) => { const q = await p.requestQueues.create(); return p.requestQueues.delete(q.id); },
    result: (_v, f) => { expect(f.state.queues.size).toBe(0); },
  },
  'requestQueues.addRequest': {
    path: /^\/v2\/request-queues\/rq\w+\/requests$/, query: { forefront: 'true', clientKey: 'c1' }, body: { uniqueKey: 'u', url: 'https://example.test', method: 'POST', userData: { label: 'x' } },
    call: async (p) => { const q = await p.requestQueues.create(); return p.requestQueues.addRequest(q.id, { uniqueKey: 'u', url: 'https://example.test', method: 'POST', userData: { label: 'x' }, forefront: true, clientKey: 'c1' }); },
    result: (v) => { expect(obj(v)).toMatchObject({ wasAlreadyPresent: false, wasAlreadyHandled: false }); },
  },
  'requestQueues.listRequests': {
    path: /^\/v2\/request-queues\/rq\w+\/requests$/, query: { limit: '5', filter: 'pending' },
    call: async (p) => { const { queue } = await queueWithRequest(p); return p.requestQueues.listRequests(queue.id, { limit: 5, filter: ['pending'] }); },
    result: (v) => { expect(obj(v).items).toHaveLength(1); },
  },
  'requestQueues.getRequest': {
    path: /^\/v2\/request-queues\/rq\w+\/requests\/req\w+$/,
    call: async (p) => { const { queue, requestId } = await queueWithRequest(p); return p.requestQueues.getRequest(queue.id, requestId); },
    result: (v) => { expect(obj(v)).toMatchObject({ uniqueKey: 'k1', url: 'https://example.test/1', method: 'GET' }); },
  },
  'requestQueues.updateRequest': {
    path: /^\/v2\/request-queues\/rq\w+\/requests\/req\w+$/, query: { clientKey: 'c' }, body: { uniqueKey: 'k1', url: 'https://example.test/1', handledAt: '2026-01-01T00:00:00.000Z' },
    call: async (p) => { const { queue, requestId } = await queueWithRequest(p); return p.requestQueues.updateRequest(queue.id, requestId, { uniqueKey: 'k1', url: 'https://example.test/1', handledAt: '2026-01-01T00:00:00.000Z', clientKey: 'c' }); },
    result: (v, f) => { expect(obj(v).wasAlreadyHandled).toBe(false); expect([...[...f.state.queues.values()][0]?.requests.values() ?? []][0]?.handledAt).toBe('2026-01-01T00:00:00.000Z'); },
  },
  'requestQueues.deleteRequest': {
    path: /^\/v2\/request-queues\/rq\w+\/requests\/req\w+$/, query: { clientKey: 'c' },
    call: async (p) => { const { queue, requestId } = await queueWithRequest(p); return p.requestQueues.deleteRequest(queue.id, requestId, { clientKey: 'c' }); },
    result: (_v, f) => { expect([...f.state.queues.values()][0]?.requests.size).toBe(0); },
  },
  'requestQueues.batchAddRequests': {
    path: /\/requests\/batch$/, query: { forefront: 'true' }, body: [{ uniqueKey: 'a', url: 'https://e.test/a' }, { uniqueKey: 'b', url: 'https://e.test/b' }],
    call: async (p) => { const q = await p.requestQueues.create(); return p.requestQueues.batchAddRequests(q.id, { requests: [{ uniqueKey: 'a', url: 'https://e.test/a' }, { uniqueKey: 'b', url: 'https://e.test/b' }], forefront: true }); },
    result: (v) => { expect(obj(v).processedRequests).toHaveLength(2); expect(obj(v).unprocessedRequests).toEqual([]); },
  },
  'requestQueues.batchDeleteRequests': {
    path: /\/requests\/batch$/, query: { clientKey: 'c' }, body: [{ uniqueKey: 'k1' }],
    call: async (p) => { const { queue } = await queueWithRequest(p); return p.requestQueues.batchDeleteRequests(queue.id, { requests: [{ uniqueKey: 'k1' }], clientKey: 'c' }); },
    result: (v) => { expect(obj(v).processedRequests).toHaveLength(1); },
  },
  'requestQueues.getHead': {
    path: /\/head$/, query: { limit: '10' },
    call: async (p) => { const { queue } = await queueWithRequest(p); return p.requestQueues.getHead(queue.id, { limit: 10 }); },
    result: (v) => { expect(obj(v).items).toHaveLength(1); },
  },
  'requestQueues.lockHead': {
    path: /\/head\/lock$/, query: { lockSecs: '60', limit: '5', clientKey: 'c' },
    call: async (p) => { const { queue } = await queueWithRequest(p); return p.requestQueues.lockHead(queue.id, { lockSecs: 60, limit: 5, clientKey: 'c' }); },
    result: (v) => { expect(obj(v)).toMatchObject({ lockSecs: 60, clientKey: 'c' }); expect(obj(v).items).toHaveLength(1); },
  },
  'requestQueues.prolongLock': {
    path: /\/requests\/req\w+\/lock$/, query: { lockSecs: '120', clientKey: 'c' },
    call: async (p) => { const { queue, requestId } = await queueWithRequest(p); await p.requestQueues.lockHead(queue.id, { lockSecs: 60, clientKey: 'c' }); return p.requestQueues.prolongLock(queue.id, requestId, { lockSecs: 120, clientKey: 'c' }); },
    result: (v) => { expect(Date.parse(String(obj(v).lockExpiresAt))).toBeGreaterThan(Date.now() + 100_000); },
  },
  'requestQueues.deleteLock': {
    path: /\/requests\/req\w+\/lock$/, query: { clientKey: 'c' },
    call: async (p) => { const { queue, requestId } = await queueWithRequest(p); await p.requestQueues.lockHead(queue.id, { lockSecs: 60, clientKey: 'c' }); return p.requestQueues.deleteLock(queue.id, requestId, { clientKey: 'c' }); },
    result: (v) => { expect(v).toBeUndefined(); },
  },
  'requestQueues.unlockRequests': {
    path: /\/requests\/unlock$/, query: { clientKey: 'c' },
    call: async (p) => { const { queue } = await queueWithRequest(p); await p.requestQueues.lockHead(queue.id, { lockSecs: 60, clientKey: 'c' }); return p.requestQueues.unlockRequests(queue.id, { clientKey: 'c' }); },
    result: (v) => { expect(v).toEqual({ unlockedCount: 1 }); },
  },
  'webhooks.list': {
    path: `${V}/webhooks`,
    call: async (p) => { await p.webhooks.create({ eventTypes: ['ACTOR.RUN.FAILED'], condition: { actorId: 'x' }, requestUrl: 'https://h.test' }); return p.webhooks.list(); },
    result: (v) => { expect(obj(v).total).toBe(1); },
  },
  'webhooks.create': {
    // The SDK adds an idempotency key when the caller gives none (a random UUID).
    path: `${V}/webhooks`, body: { eventTypes: ['ACTOR.RUN.FAILED'], condition: { actorId: 'x' }, requestUrl: 'https://h.test', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown },
    call: (p) => p.webhooks.create({ eventTypes: ['ACTOR.RUN.FAILED'], condition: { actorId: 'x' }, requestUrl: 'https://h.test' }),
    result: (v) => { expect(obj(v).requestUrl).toBe('https://h.test'); },
  },
  'webhooks.get': {
    path: /^\/v2\/webhooks\/whk\w+$/,
    call: async (p) => { const w = await p.webhooks.create({ eventTypes: ['ACTOR.RUN.FAILED'], condition: { actorId: 'x' }, requestUrl: 'https://h.test' }); return p.webhooks.get(w.id); },
    result: (v) => { expect(obj(v).eventTypes).toEqual(['ACTOR.RUN.FAILED']); },
  },
  'webhooks.update': {
    path: /^\/v2\/webhooks\/whk\w+$/, body: { requestUrl: 'https://h2.test' },
    call: async (p) => { const w = await p.webhooks.create({ eventTypes: ['ACTOR.RUN.FAILED'], condition: { actorId: 'x' }, requestUrl: 'https://h.test' }); return p.webhooks.update(w.id, { requestUrl: 'https://h2.test' }); },
    result: (v) => { expect(obj(v).requestUrl).toBe('https://h2.test'); },
  },
  'webhooks.delete': {
    path: /^\/v2\/webhooks\/whk\w+$/,
    call: async (p) => { const w = await p.webhooks.create({ eventTypes: ['ACTOR.RUN.FAILED'], condition: { actorId: 'x' }, requestUrl: 'https://h.test' }); return p.webhooks.delete(w.id); },
    result: (_v, f) => { expect(f.state.webhooks.length).toBe(0); },
  },
  'webhooks.test': {
    path: /^\/v2\/webhooks\/whk\w+\/test$/,
    call: async (p) => { const w = await p.webhooks.create({ eventTypes: ['ACTOR.RUN.FAILED'], condition: { actorId: 'x' }, requestUrl: 'https://h.test' }); return p.webhooks.test(w.id); },
    result: (v) => { expect(obj(v).eventType).toBe('TEST'); },
  },
  'webhooks.listDispatches': {
    path: /^\/v2\/webhooks\/whk\w+\/dispatches$/,
    call: async (p) => { const w = await p.webhooks.create({ eventTypes: ['ACTOR.RUN.FAILED'], condition: { actorId: 'x' }, requestUrl: 'https://h.test' }); await p.webhooks.test(w.id); return p.webhooks.listDispatches(w.id); },
    result: (v) => { expect(obj(v).total).toBe(1); },
  },
  'webhookDispatches.list': {
    path: `${V}/webhook-dispatches`, query: { desc: '1', offset: '0' },
    call: async (p) => { const w = await p.webhooks.create({ eventTypes: ['ACTOR.RUN.FAILED'], condition: { actorId: 'x' }, requestUrl: 'https://h.test' }); await p.webhooks.test(w.id); return p.webhookDispatches.list({ desc: true }); },
    result: (v) => { expect(obj(v).total).toBe(1); },
  },
  'webhookDispatches.get': {
    path: /^\/v2\/webhook-dispatches\/dsp\w+$/,
    call: async (p) => { const w = await p.webhooks.create({ eventTypes: ['ACTOR.RUN.FAILED'], condition: { actorId: 'x' }, requestUrl: 'https://h.test' }); const d = await p.webhooks.test(w.id); return p.webhookDispatches.get(d.id); },
    result: (v) => { expect(obj(v).status).toBe('SUCCEEDED'); },
  },
  'schedules.list': {
    path: `${V}/schedules`,
    call: async (p) => { await p.schedules.create({ name: 's', cronExpression: '0 * * * *' }); return p.schedules.list(); },
    result: (v) => { expect(obj(v).total).toBe(1); },
  },
  'schedules.create': {
    path: `${V}/schedules`, body: { name: 'nightly', cronExpression: '0 2 * * *', isEnabled: true, actions: [{ type: 'RUN_ACTOR', actorId: 'a' }] },
    call: (p) => p.schedules.create({ name: 'nightly', cronExpression: '0 2 * * *', isEnabled: true, actions: [{ type: 'RUN_ACTOR', actorId: 'a' }] }),
    result: (v) => { expect(obj(v)).toMatchObject({ name: 'nightly', isEnabled: true }); },
  },
  'schedules.get': {
    path: `${V}/schedules/~nightly`,
    call: async (p) => { await p.schedules.create({ name: 'nightly', cronExpression: '0 2 * * *' }); return p.schedules.get('~nightly'); },
    result: (v) => { expect(obj(v).cronExpression).toBe('0 2 * * *'); },
  },
  'schedules.update': {
    path: /^\/v2\/schedules\/sch\w+$/, body: { isEnabled: false },
    call: async (p) => { const s = await p.schedules.create({ name: 'n', cronExpression: '0 2 * * *', isEnabled: true }); return p.schedules.update(s.id, { isEnabled: false }); },
    result: (v) => { expect(obj(v).isEnabled).toBe(false); },
  },
  'schedules.delete': {
    path: /^\/v2\/schedules\/sch\w+$/,
    call: async (p) => { const s = await p.schedules.create({ name: 'n', cronExpression: '0 2 * * *' }); return p.schedules.delete(s.id); },
    result: (_v, f) => { expect(f.state.schedules.length).toBe(0); },
  },
  'schedules.log': {
    path: /^\/v2\/schedules\/sch\w+\/log$/,
    call: async (p) => { const s = await p.schedules.create({ name: 'n', cronExpression: '0 2 * * *' }); return p.schedules.log(s.id); },
    result: (v) => { expect(v).toHaveLength(1); },
  },
  'users.get': {
    path: `${V}/users/test-user`,
    call: (p) => p.users.get('test-user'),
    result: (v) => { expect(obj(v).username).toBe('test-user'); },
  },
  'users.me': {
    path: `${V}/users/me`,
    call: (p) => p.users.me(),
    result: (v) => { expect(obj(v)).toMatchObject({ id: 'fake-user-id', username: 'test-user' }); },
  },
  'users.monthlyUsage': {
    path: `${V}/users/me/usage/monthly`, query: { date: '2026-01-15' },
    call: (p) => p.users.monthlyUsage({ date: '2026-01-15' }),
    result: (v) => { expect(obj(v)).toHaveProperty('usageCycle'); },
  },
  'users.limits': {
    path: `${V}/users/me/limits`,
    call: (p) => p.users.limits(),
    result: (v) => { expect(obj(v).limits).toEqual({ maxMonthlyUsageUsd: 100, dataRetentionDays: 7 }); },
  },
  'users.updateLimits': {
    path: `${V}/users/me/limits`, body: { maxMonthlyUsageUsd: 50 },
    call: (p) => p.users.updateLimits({ maxMonthlyUsageUsd: 50 }),
    result: (_v, f) => { expect(f.state.limits.maxMonthlyUsageUsd).toBe(50); },
  },
  'logs.get': {
    path: /^\/v2\/logs\/run\w+$/, query: { download: 'true' },
    call: async (p) => { const { run } = await actorWithRun(p); return p.logs.get(run.id, { download: true }); },
    result: (v) => { expect(unstampedLog(v as string)).toMatch(/^log of run/); },
  },
  'logs.stream': {
    path: /^\/v2\/logs\/run\w+$/, query: { stream: 'true' },
    call: async (p) => { const { run } = await finishedRun(p); return new Response(await p.logs.stream(run.id)).text(); },
    result: (v) => { expect(unstampedLog(v as string)).toMatch(/^log of run run\w+\nworked 1 s, 0 s left\nfinished: SUCCEEDED\n$/); },
  },
  'actors.updateVersionViaPost': {
    path: /\/versions\/0\.0$/, body: { buildTag: 'beta' },
    call: async (p) => { const a = await p.actors.create({ name: 'v6' }); return p.actors.updateVersionViaPost(a.id, '0.0', { buildTag: 'beta' }); },
    result: (v, f) => { expect(obj(v).buildTag).toBe('beta'); expect([...f.state.actors.values()][0]?.versions[0]?.buildTag).toBe('beta'); },
  },
  'actors.updateEnvVarViaPost': {
    path: /\/env-vars\/F$/, body: { value: 'new' },
    call: async (p) => { const a = await p.actors.create({ name: 'e6' }); await p.actors.createEnvVar(a.id, '0.0', { name: 'F', value: 'old' }); return p.actors.updateEnvVarViaPost(a.id, '0.0', 'F', { value: 'new' }); },
    result: (v) => { expect(obj(v)).toEqual({ name: 'F', value: 'new' }); },
  },
  'keyValueStores.setRecordViaPost': {
    path: /^\/v2\/key-value-stores\/kv\w+\/records\/state$/, headers: { 'content-type': 'application/json; charset=utf-8' },
    call: async (p) => { const s = await p.keyValueStores.create(); await p.keyValueStores.setRecord(s.id, 'state', { value: { step: 1 } }); return p.keyValueStores.setRecordViaPost(s.id, 'state', { value: { step: 3 } }); },
    result: (_v, f) => { expect(new TextDecoder().decode([...f.state.stores.values()][0]?.records.get('state')?.value)).toBe('{"step":3}'); },
  },
  'tools.browserInfo': {
    path: `${V}/browser-info`, query: { rawHeaders: 'true' },
    call: (p) => p.tools.browserInfo({ rawHeaders: true }),
    result: (v) => { expect(obj(v)).toMatchObject({ method: 'GET', bodyLength: 0, clientIp: '127.0.0.1', countryCode: null }); expect(obj(v).rawHeaders).toEqual(expect.arrayContaining(['authorization'])); },
  },
  'tools.browserInfoPost': {
    path: `${V}/browser-info`, query: { skipHeaders: 'true' },
    call: (p) => p.tools.browserInfo({ method: 'POST', skipHeaders: true }),
    result: (v) => { expect(obj(v).method).toBe('POST'); expect(obj(v)).not.toHaveProperty('headers'); },
  },
  'tools.browserInfoPut': {
    path: `${V}/browser-info`,
    call: (p) => p.tools.browserInfo({ method: 'PUT' }),
    result: (v) => { expect(obj(v).method).toBe('PUT'); expect(obj(v).headers).toHaveProperty('authorization'); },
  },
  'tools.browserInfoDelete': {
    path: `${V}/browser-info`,
    call: (p) => p.tools.browserInfo({ method: 'DELETE' }),
    result: (v) => { expect(obj(v).method).toBe('DELETE'); },
  },
  'tools.encodeAndSign': {
    path: `${V}/tools/encode-and-sign`, body: { key: 'value' },
    call: (p) => p.tools.encodeAndSign({ value: { key: 'value' } }),
    result: (v) => { expect(obj(v).encoded).toEqual(expect.any(String)); },
  },
  'tools.decodeAndVerify': {
    path: `${V}/tools/decode-and-verify`, body: { encoded: expect.any(String) as unknown },
    call: async (p) => { const { encoded } = await p.tools.encodeAndSign({ value: { key: 'value' } }); return p.tools.decodeAndVerify({ encoded }); },
    result: (v) => { expect(v).toEqual({ decoded: { key: 'value' }, encodedByUserId: 'fake-user-id', isVerifiedUser: false }); },
  },
  'store.list': {
    path: `${V}/store`, query: { search: 'pub', pricingModel: 'FREE' },
    call: async (p) => { await p.actors.create({ name: 'pub-actor', isPublic: true }); await p.actors.create({ name: 'private' }); return p.store.list({ search: 'pub', pricingModel: 'FREE' }); },
    result: (v) => { expect(obj(v).items).toEqual([expect.objectContaining({ name: 'pub-actor' })]); },
  },
  ...scopedRows(),
};

/** Checks what went on the wire against the row, and its method against the operation's description. */
function checkWire(sent: Sent, row: Row, method: string): void {
  expect(sent.method).toBe(method);
  if (typeof row.path === 'string') expect(sent.path).toBe(row.path);
  else expect(sent.path).toMatch(row.path);
  if (row.query) expect(sent.query).toMatchObject(row.query);
  if (row.body !== undefined) {
    if (row.body === '') expect(sent.body).toBe('');
    else expect(JSON.parse(sent.body)).toEqual(row.body);
  }
  for (const [name, value] of Object.entries(row.headers ?? {})) expect(sent.headers.get(name)).toBe(value);
  expect(sent.headers.get('authorization')).toBe('Bearer test-token');
}

/**
 * The row of an operation that has none written: its method, called from its description (path values its params
 * take, a sample of its inputs), must send its description's method to its path, and take the fake's answer
 * through response validation.
 */
function derivedRow(id: string): Row {
  const op = operations.find((o) => o.id === id);
  if (!op) throw new Error(`no operation ${id}`);
  const call = derivedCall(op);
  return { path: `/v2${call.path}`, ...(call.body === undefined ? {} : { body: call.body }), call: (p) => Promise.resolve(callDerived(p, call)), result: () => undefined };
}

describe('contract: every operation', () => {
  test('rows name described operations only', () => {
    const ids = operations.map((op) => op.id);
    expect(Object.keys(rows).filter((id) => !ids.includes(id))).toEqual([]);
  });

  test.each(operations.map((op) => [op.id, rows[op.id] ?? derivedRow(op.id)] as const))('%s', async (id, row) => {
    const op = operations.find((o) => o.id === id);
    // Strict response validation: the client loads the response schemas on first use, and every answer
    // of the fake (the setup calls' too) must match the schema its operation names.
    const value = await row.call(client({ validateResponses: 'strict' }), fake);
    const sent = await last();
    checkWire(sent, row, op?.method ?? '');
    expect(sent.path).toMatch(new RegExp(`^/v2${(op?.path ?? '').replace(/\./g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`));
    row.result(value, fake);
  });
});

describe('responses validated strictly', () => {
  test("a client with validateResponses: 'strict' refuses an answer that breaks its schema", async () => {
    const actor = await client().actors.create({ name: 'strict' });
    const stored = fake.state.actors.get(actor.id);
    if (!stored) throw new Error('created Actor missing from the fake');
    // The fake answers with the stored Actor as it is: a numeric name breaks the Actor schema.
    Object.assign(stored, { name: 42 });
    const strict = client({ validateResponses: 'strict' });
    const single: unknown = await strict.actors.get(actor.id).then(() => undefined, (e: unknown) => e);
    expect(single).toBeInstanceOf(ResponseValidationError);
    expect((single as ResponseValidationError).issues.map((i) => i.path.join('.'))).toEqual(['name']);
    const listed: unknown = await strict.actors.list().toArray().then(() => undefined, (e: unknown) => e);
    expect(listed).toBeInstanceOf(ResponseValidationError);
    // Without validation the answer comes back as the fake sent it.
    expect((await client().actors.get(actor.id)).name).toBe(42);
  });
});
