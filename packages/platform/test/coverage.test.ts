import { readdirSync } from 'node:fs';
import type { Operation } from '@typed-api/core/internal';
import { expect, test } from 'vitest';
import { operations } from '../src/operations/index.js';
import { datasetOperations } from '../src/operations/datasets.js';
import { keyValueStoreOperations } from '../src/operations/key-value-stores.js';
import { actorLastRunPairs, taskLastRunPairs } from '../src/operations/last-run.js';
import { requestQueueOperations } from '../src/operations/request-queues.js';
import { runStoragePairs } from '../src/operations/run-storages.js';
import { abortRun, getRun, metamorphRun, rebootRun, runLog, streamRunLog } from '../src/operations/runs.js';
import { ACTOR_LAST_RUN_PLACE, RUN_PLACE, TASK_LAST_RUN_PLACE } from '../src/places.js';
import { deriveOperation } from '../src/place-operations.js';

// The checks every package shares (spec ids against the public description, the fake's coverage, the
// response readers, the call shape of every method) are in tests/packages/operations.test.ts; these are
// the platform's own: no deprecated paths, one exported name per operation, and the derived places.

test('no operation uses the deprecated /acts/ prefix', () => {
  for (const op of operations) expect(op.path.startsWith('/acts/')).toBe(false);
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
