import { expect, test } from 'vitest';
import { CALENDAR_PREFIX, operations } from '../src/index.js';
import { createRoutes } from '../src/testing/routes.js';
import { CalendarFakeState } from '../src/testing/store.js';
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

test('the fake answers every operation', () => {
  const ctx = {
    state: new CalendarFakeState(() => new Date()),
    root: `https://calendar.test${CALENDAR_PREFIX}`,
    credentials: { username: 'editor', applicationPassword: 'secret', nonce: 'nonce' },
    perPage: 10,
  };
  expect(createRoutes(ctx, 'https://calendar.test').missing).toEqual([]);
});
