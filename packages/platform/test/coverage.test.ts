import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { operations } from '../src/index.js';
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
