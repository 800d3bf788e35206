import * as z from 'zod/mini';
import { describe, expect, test } from 'vitest';
import { HttpClient, ResponseValidationError, type Logger, type ValidationReport } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/describe';
import { openEnum } from '@typed-api/core/schema';
import { json, scriptedFetch } from './helpers.js';
import { schemaChecks } from '@typed-api/core/checks';

const getThing = defineOperation({
  id: 'things.get',
  method: 'GET',
  path: '/things/1',
  response: () => z.object({ id: z.number(), status: z.enum(['ACTIVE', 'PAUSED']) }),
});

function client(validateResponses: boolean | 'strict' | 'report', extra: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) {
  const fetch = scriptedFetch(json({ id: 1, status: 'ARCHIVED', added: true }));
  return { fetch, http: new HttpClient({ baseUrl: 'https://api.test', fetch, validateResponses, checks: schemaChecks, ...extra }) };
}

describe('response validation modes', () => {
  test("'strict' (and true) throw a ResponseValidationError naming the field", async () => {
    for (const mode of ['strict', true] as const) {
      const error = await client(mode).http.call(getThing, {}).then(() => undefined, (e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseValidationError);
      expect(String(error)).toMatch(/status/);
    }
  });

  test("'report' returns the data as received and tells onValidationIssue", async () => {
    const reports: ValidationReport[] = [];
    const { http } = client('report', { onValidationIssue: (report) => reports.push(report) });
    const data = await http.call(getThing, {});
    expect(data).toEqual({ id: 1, status: 'ARCHIVED', added: true });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ operation: 'things.get', request: 'GET https://api.test/things/1' });
    expect(reports[0]!.issues.map((i) => i.path.join('.'))).toEqual(['status']);
  });

  test("'report' without a hook logs one warning per operation and field, however often it happens", async () => {
    const warnings: string[] = [];
    const logger: Logger = { debug: () => undefined, info: () => undefined, error: () => undefined, warn: (m) => warnings.push(m) };
    const { http } = client('report', { logger });
    for (let i = 0; i < 3; i++) await http.call(getThing, {});
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/things\.get.*status/);
  });

  test('off by default: the data comes back unchecked', async () => {
    const fetch = scriptedFetch(json({ id: 'not a number' }));
    const http = new HttpClient({ baseUrl: 'https://api.test', fetch });
    await expect(http.call(getThing, {})).resolves.toEqual({ id: 'not a number' });
  });
});

describe('Accept follows the operation', () => {
  test.each([
    [defineOperation({ id: 'a', method: 'GET', path: '/a' }), 'application/json'],
    [defineOperation({ id: 'b', method: 'GET', path: '/b', responseType: 'text' }), '*/*'],
    [defineOperation({ id: 'c', method: 'GET', path: '/c', responseType: 'stream', accept: 'text/csv' }), 'text/csv'],
    [defineOperation({ id: 'd', method: 'GET', path: '/d', responseType: 'text', accept: 'text/plain' }), 'text/plain'],
  ])('%o sends Accept %s', async (op, accept) => {
    const fetch = scriptedFetch(() => (accept === 'application/json' ? json({}) : new Response('x', { headers: { 'content-type': accept === '*/*' ? 'text/plain' : accept } })));
    const result = await new HttpClient({ baseUrl: 'https://api.test', fetch, maxRetries: 0 }).call(op, {});
    if (result instanceof ReadableStream) await new Response(result).text();
    expect(fetch.seen[0]!.headers.accept).toBe(accept);
  });
});

describe('openEnum', () => {
  const status = openEnum(['ACTIVE', 'PAUSED']);
  test('accepts the known values and any later one, refuses what is not a string', () => {
    expect(z.safeParse(status, 'ACTIVE').success).toBe(true);
    expect(z.safeParse(status, 'ARCHIVED').success).toBe(true);
    expect(z.safeParse(status, 3).success).toBe(false);
  });
});
