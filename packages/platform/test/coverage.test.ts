import { readdirSync, readFileSync } from 'node:fs';
import { responseSchema, type Operation } from '@typed-api/core/internal';
import { expect, test } from 'vitest';
import { operations } from '../src/index.js';
import { datasetOperations } from '../src/operations/datasets.js';
import { keyValueStoreOperations } from '../src/operations/key-value-stores.js';
import { actorLastRunPairs, taskLastRunPairs } from '../src/operations/last-run.js';
import { requestQueueOperations } from '../src/operations/request-queues.js';
import { runStoragePairs } from '../src/operations/run-storages.js';
import { abortRun, getRun, metamorphRun, rebootRun, runLog, streamRunLog } from '../src/operations/runs.js';
import { ACTOR_LAST_RUN_PLACE, deriveOperation, RUN_PLACE, TASK_LAST_RUN_PLACE } from '../src/places.js';
import { FakeState } from '../src/testing/index.js';
import { platformRoutes } from '../src/testing/routes.js';

interface SpecOperation {
  operationId: string;
  method: string;
  path: string;
  deprecated: boolean;
}

const spec = JSON.parse(readFileSync(new URL('./fixtures/spec-operations.json', import.meta.url), 'utf8')) as SpecOperation[];
const byId = new Map(spec.map((op) => [op.operationId, op]));

test('every specId names an operation of the public description, with the same method and path', () => {
  for (const op of operations) {
    for (const specId of op.specIds ?? []) {
      const entry = byId.get(specId);
      expect(entry, `${op.id}: unknown specId ${specId}`).toBeDefined();
      expect(entry?.method, `${op.id} (${specId})`).toBe(op.method);
      expect(entry?.path, `${op.id} (${specId})`).toBe(`/v2${op.path}`);
    }
  }
});

test('no operation uses the deprecated /acts/ prefix', () => {
  for (const op of operations) expect(op.path.startsWith('/acts/')).toBe(false);
});

test('covered operation count', () => {
  const covered = new Set(operations.flatMap((op) => op.specIds ?? []));
  const live = spec.filter((op) => !op.deprecated);
  const missing = live.filter((op) => !covered.has(op.operationId));
  const aliases = missing.filter((op) => op.path.includes('/runs/last') || /\/actor-runs\/\{runId\}\/(dataset|key-value-store|request-queue)/.test(op.path));
  console.log(
    `platform: ${String(covered.size)} of ${String(spec.length)} operations covered (${String(live.length)} not deprecated; ` +
      `${String(aliases.length)} uncovered are run-storage aliases; others uncovered: ${missing.filter((op) => !aliases.includes(op)).map((op) => op.operationId).join(', ')})`,
  );
  expect(covered.size).toBeGreaterThanOrEqual(226);
  expect(missing.map((op) => op.operationId)).toEqual([]);
});

test('the fake has a handler for every operation', () => {
  const routes = platformRoutes({ baseUrl: 'https://platform.test', token: 'test-token', state: new FakeState() });
  expect(routes.missing).toEqual([]);
});

test("every operation's response reader names a schema of the response module", async () => {
  const responses = await import('../src/responses/index.js');
  expect(operations.filter((op) => op.response !== undefined && responseSchema(op, responses) === undefined).map((op) => op.id)).toEqual([]);
  // Every JSON answer has a schema to validate against.
  expect(operations.filter((op) => (op.responseType ?? 'json') === 'json' && op.response === undefined).map((op) => op.id)).toEqual([]);
});

test('every operation is exported under its own name from an operations module', async () => {
  const dir = new URL('../src/operations/', import.meta.url);
  const names = new Map<Operation, string[]>();
  const modules = readdirSync(dir).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
  for (const file of modules) {
    const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!operations.includes(value as Operation)) continue;
      names.set(value as Operation, [...(names.get(value as Operation) ?? []), `${file}:${name}`]);
    }
  }
  expect(operations.filter((op) => !names.has(op)).map((op) => op.id)).toEqual([]);
  // One name per operation, and no name used twice across the modules.
  expect([...names.values()].filter((found) => found.length > 1)).toEqual([]);
  const plain = [...names.values()].flat().map((found) => found.split(':')[1]);
  expect(plain.filter((name, i) => plain.indexOf(name) !== i)).toEqual([]);
});

test('each place repeats the top-level operations its rule names, derived from them', () => {
  // Under a run: every operation on one storage (not the lists and creates), except the HEAD calls.
  const roots = ['/datasets/{datasetId}', '/key-value-stores/{storeId}', '/request-queues/{queueId}'];
  const storage = [...datasetOperations, ...keyValueStoreOperations, ...requestQueueOperations].filter((op) => op.method !== 'HEAD' && roots.some((root) => op.path.startsWith(root)));
  // Under the last run of an Actor or task: the same, and some run operations.
  const lastRun = [...storage, getRun, abortRun, metamorphRun, rebootRun, runLog, streamRunLog];
  const places = [
    [RUN_PLACE, runStoragePairs, storage],
    [ACTOR_LAST_RUN_PLACE, actorLastRunPairs, lastRun],
    [TASK_LAST_RUN_PLACE, taskLastRunPairs, lastRun],
  ] as const;
  for (const [place, pairs, bases] of places) {
    expect(pairs.map(([base]) => base.id)).toEqual(bases.map((base) => base.id));
    for (const [i, [base, derived]] of pairs.entries()) {
      expect(base).toBe(bases[i]);
      const expected = deriveOperation(base, place);
      expect({ id: derived.id, path: derived.path, specIds: derived.specIds, response: derived.response }).toEqual({ id: expected.id, path: expected.path, specIds: expected.specIds, response: expected.response });
    }
  }
});
