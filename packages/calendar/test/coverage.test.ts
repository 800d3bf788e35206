import { expect, test } from 'vitest';
import { operations } from '../src/index.js';
import specOperations from './fixtures/spec-operations.json' with { type: 'json' };

const specIds = new Set(specOperations.map((o) => o.operationId));
const claimed = operations.flatMap((o) => o.specIds ?? []);

test('every spec id an operation claims exists in the public description', () => {
  expect(claimed.filter((id) => !specIds.has(id))).toEqual([]);
});

test('no spec operation is claimed twice', () => {
  expect(new Set(claimed).size).toBe(claimed.length);
});

test('covered operations of the public description', () => {
  const covered = new Set(claimed).size;
  const missing = [...specIds].filter((id) => !claimed.includes(id));
  console.log(`calendar: ${String(covered)}/${String(specIds.size)} spec operations covered; missing: ${missing.join(', ') || 'none'}`);
  expect(specIds.size).toBe(30);
  expect(covered).toBeGreaterThanOrEqual(30);
});
