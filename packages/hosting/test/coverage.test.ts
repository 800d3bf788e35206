import { readFileSync } from 'node:fs';
import { responseSchema } from '@typed-api/core/internal';
import { expect, test } from 'vitest';
import { operations } from '../src/index.js';
import { resolveConfig } from '../src/testing/config.js';
import { hostingRoutes } from '../src/testing/routes.js';
import { initialState } from '../src/testing/state.js';

interface SpecOperation {
  operationId: string;
  method: string;
  path: string;
  deprecated: boolean;
}

const spec = JSON.parse(readFileSync(new URL('./fixtures/spec-operations.json', import.meta.url), 'utf8')) as SpecOperation[];
const specIds = new Set(spec.map((op) => op.operationId));

test('every specId names an operation of the public description, and method and path agree', () => {
  for (const op of operations) {
    for (const id of op.specIds ?? []) {
      expect(specIds.has(id), `${op.id}: ${id}`).toBe(true);
      const [method] = id.split(' ');
      expect(method, op.id).toBe(op.method);
      // Same path shape once placeholders are neutralised ({site_id} and {siteId} are both "a parameter").
      const specPath = id.slice(id.indexOf(' ') + 1).replace(/\{\w+\}/g, '{}');
      expect(op.path.replace(/\{\w+\}/g, '{}'), op.id).toBe(specPath);
    }
  }
});

test('operation ids are unique and no spec operation is claimed twice', () => {
  const ids = operations.map((op) => op.id);
  expect(new Set(ids).size).toBe(ids.length);
  const claimed = operations.flatMap((op) => op.specIds ?? []);
  expect(new Set(claimed).size).toBe(claimed.length);
});

test('covered operations count', () => {
  const covered = new Set(operations.flatMap((op) => op.specIds ?? []));
  console.log(`hosting: ${String(covered.size)} of ${String(spec.length)} operations of openapi.json covered`);
  expect(spec.length).toBe(149);
  expect(covered.size).toBeGreaterThanOrEqual(148);
});

test('the fake answers every operation the package describes', () => {
  const state = initialState();
  // The engine routes every operation: those under `/v1` and the token endpoints at the root.
  expect(hostingRoutes(resolveConfig(), () => state).missing).toEqual([]);
});

test('every response reader names a schema of the response module', async () => {
  const responses = await import('../src/responses/index.js');
  for (const op of operations) {
    if (op.response === undefined) {
      // Only answers that are not JSON (streams, empty bodies) go without a schema.
      expect(op.responseType, op.id).toMatch(/^(stream|none)$/);
      continue;
    }
    const schema = responseSchema(op, responses);
    expect(schema, op.id).toBeDefined();
    expect(schema, op.id).toHaveProperty('_zod');
  }
});
