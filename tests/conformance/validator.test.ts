import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { loadSpec } from './harness.js';

// The validator the conformance check judges requests and responses with: string formats are checked,
// not ignored with a warning per schema (which once printed some 2,000 lines per run of the suite).

const dir = mkdtempSync(join(tmpdir(), 'conformance-validator-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const description = {
  openapi: '3.0.3',
  info: { title: 'formats', version: '1' },
  paths: {
    '/events': {
      post: {
        operationId: 'events.create',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { startsAt: { type: 'string', format: 'date-time' }, page: { type: 'string', format: 'uri' }, contact: { type: 'string', format: 'email' } },
              },
            },
          },
        },
        responses: { '201': { description: 'created' } },
      },
    },
  },
};

test('the description validator checks date-time, uri and email values, and warns about no format', async () => {
  const file = join(dir, 'formats.json');
  writeFileSync(file, JSON.stringify(description));
  const warned = vi.spyOn(console, 'warn');
  const { api } = await loadSpec(file);
  const check = (body: Record<string, string>) => api.validateRequest({ method: 'POST', path: '/events', headers: { 'content-type': 'application/json' }, query: '', body }, 'events.create');

  expect(check({ startsAt: '2030-06-21T19:00:00Z', page: 'https://example.org/a', contact: 'ada@example.org' }).valid).toBe(true);
  const wrong = check({ startsAt: '2030-06-21 19:00', page: 'not a uri', contact: 'ada' });
  expect(wrong.valid).toBe(false);
  expect((wrong.errors ?? []).map((error) => `${error.instancePath} ${error.keyword} ${String(error.params.format)}`).sort()).toEqual([
    '/requestBody/contact format email',
    '/requestBody/page format uri',
    '/requestBody/startsAt format date-time',
  ]);
  expect(warned).not.toHaveBeenCalled();
});
