import { describe, expect, test } from 'vitest';
import type { HttpClient } from '../../packages/core/src/index.js';
import { safeParse } from 'zod/v4/core';
import { encoderOf, type AnySchema, type Operation } from '../../packages/core/src/internal.js';
import { fieldsOf, KIND_PROBES } from '../../packages/core/src/describe.js';
import { isOfKind, type ValueKind } from '../../packages/core/src/rules.js';
import { createClient as calendarClient } from '../../packages/calendar/src/functions/index.js';
import * as events from '../../packages/calendar/src/functions/events.js';
import { operations as calendarOperations } from '../../packages/calendar/src/operations/index.js';
import { calendarWire } from '../../packages/calendar/src/wire.js';
import { createClient as codeAnalysisClient } from '../../packages/code-analysis/src/functions/index.js';
import * as codingStandards from '../../packages/code-analysis/src/functions/codingStandards.js';
import { operations as codeAnalysisOperations } from '../../packages/code-analysis/src/operations/index.js';
import { codeAnalysisWire } from '../../packages/code-analysis/src/wire.js';
import { createClient as hostingClient } from '../../packages/hosting/src/functions/index.js';
import * as sites from '../../packages/hosting/src/functions/sites.js';
import { operations as hostingOperations } from '../../packages/hosting/src/operations/index.js';
import { hostingWire } from '../../packages/hosting/src/wire.js';
import { createClient as platformClient } from '../../packages/platform/src/functions/index.js';
import * as actors from '../../packages/platform/src/functions/actors.js';
import * as datasets from '../../packages/platform/src/functions/datasets.js';
import * as keyValueStores from '../../packages/platform/src/functions/keyValueStores.js';
import * as logs from '../../packages/platform/src/functions/logs.js';
import { operations as platformOperations } from '../../packages/platform/src/operations/index.js';
import { platformWire } from '../../packages/platform/src/wire.js';

// A call checked by the input rules alone (the default: no zod) and the same call checked with the schemas
// (`validateInputs`) send the same bytes: the named encoders, defaults and rewrites the rules name are the
// functions the schemas run. Each case below is an operation whose inputs are changed on their way out.

/** What a request carried: its URL and body. */
interface Sent {
  url: string;
  body: string | undefined;
}

/** A fetch that records each request and answers 503, so that nothing is read and nothing retried. */
function recorder(): { fetch: typeof globalThis.fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, body: request.body ? await request.text() : undefined });
    return new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, sent };
}

/** Runs a call (a promise, or a list whose first page is asked for) and ignores how it ends. */
async function settle(call: unknown): Promise<void> {
  try {
    if (call && typeof (call as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function') {
      // The first page is enough: its request is the one compared.
      for await (const item of call as AsyncIterable<unknown>) if (item !== null) break;
    } else await call;
  } catch {
    // The answer is a 503: only the request matters here.
  }
}

type Case = [name: string, make: (options: { fetch: typeof globalThis.fetch; validateInputs: boolean; maxRetries: number }) => HttpClient, call: (client: HttpClient) => unknown];

const at = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));
const cases: Case[] = [
  ['calendar: dates of a list filter, a list and a flag in a query', (o) => calendarClient({ baseUrl: 'https://calendar.test', ...o }), (c) => events.list(c, { start_date: at, end_date: '2030-02-01', categories: [1, 'music'], featured: false })],
  ['calendar: an event body rewritten with its dates and zone', (o) => calendarClient({ baseUrl: 'https://calendar.test', ...o }), (c) => events.create(c, { title: 'Talk', start_date: at, end_date: '2030-01-02 10:00:00' })],
  ['platform: the desc flag and comma lists', (o) => platformClient({ baseUrl: 'https://platform.test', token: 't', ...o }), (c) => datasets.listItems(c, 'd', { desc: true, fields: ['a', 'b'], omit: 'c' })],
  ['platform: ad-hoc webhooks as base64 JSON', (o) => platformClient({ baseUrl: 'https://platform.test', token: 't', ...o }), (c) => actors.start(c, 'a', { webhooks: [{ eventTypes: ['ACTOR.RUN.SUCCEEDED'], requestUrl: 'https://hooks.test/é' }] })],
  ['platform: a query default (attachment of a record read)', (o) => platformClient({ baseUrl: 'https://platform.test', token: 't', ...o }), (c) => keyValueStores.getRecord(c, 's', 'k')],
  ['platform: a query default beside a given value (stream of a log)', (o) => platformClient({ baseUrl: 'https://platform.test', token: 't', ...o }), (c) => logs.stream(c, 'r', { raw: true })],
  ['hosting: a query default (paginate of the site list)', (o) => hostingClient({ baseUrl: 'https://hosting.test', accessToken: 't', ...o }), (c) => sites.list(c, { per_page: 5 })],
  ['code-analysis: body defaults (link and unlink)', (o) => codeAnalysisClient({ baseUrl: 'https://code-analysis.test', apiToken: 't', ...o }), (c) => codingStandards.applyToRepositories(c, 'gh', 'acme', 7, { link: ['web'] })],
];

describe('a call sends the same with the input rules alone and with the schemas', () => {
  test.each(cases)('%s', async (_name, make, call) => {
    const plain = recorder();
    const checked = recorder();
    await settle(call(make({ fetch: plain.fetch, validateInputs: false, maxRetries: 0 })));
    await settle(call(make({ fetch: checked.fetch, validateInputs: true, maxRetries: 0 })));
    expect(plain.sent).toHaveLength(1);
    expect(plain.sent).toEqual(checked.sent);
  });
});

describe.each([
  ['calendar', calendarOperations, calendarWire.encoders, 10],
  ['code-analysis', codeAnalysisOperations, codeAnalysisWire.encoders, 0],
  ['hosting', hostingOperations, hostingWire.encoders, 0],
  ['platform', platformOperations, platformWire.encoders, 10],
] as const)('the named encoders of %s', (_name, operations: readonly Operation[], encoders, least) => {
  test('every encoder an operation names is in the dialect, and is the function its schema runs', () => {
    const wrong: string[] = [];
    let found = 0;
    for (const op of operations) {
      for (const part of ['query', 'body'] as const) {
        const schema = op[part];
        if (!schema) continue;
        const named = [encoderOf(schema), ...Object.values(fieldsOf(schema) ?? {}).map((field) => encoderOf(field) ?? encoderOf((field as { _zod: { def: { innerType?: unknown } } })._zod.def.innerType))];
        for (const encoder of named) {
          if (!encoder) continue;
          found++;
          if ((encoders as Record<string, unknown> | undefined)?.[encoder.name] !== encoder.encode) wrong.push(`${op.id}: ${encoder.name}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(found).toBeGreaterThanOrEqual(least);
  });
});

describe.each([
  ['calendar', calendarOperations],
  ['code-analysis', codeAnalysisOperations],
  ['hosting', hostingOperations],
  ['platform', platformOperations],
] as const)('the kinds of the inputs of %s', (_name, operations: readonly Operation[]) => {
  /** Each input that has kinds in its rules, with its schema: the query's and body's fields, and a body under a key. */
  const inputs = (): [id: string, key: string, schema: AnySchema, kinds: readonly ValueKind[]][] => {
    const found: [string, string, AnySchema, readonly ValueKind[]][] = [];
    for (const op of operations) {
      const types = op.rules?.types ?? {};
      const fields = { ...(op.query ? fieldsOf(op.query) : {}), ...(op.body && op.bodyKey === undefined ? fieldsOf(op.body) : {}), ...(op.body && op.bodyKey !== undefined ? { [op.bodyKey]: op.body } : {}) };
      for (const [key, kinds] of Object.entries(types)) {
        const schema = fields[key];
        if (schema) found.push([op.id, key, schema, kinds]);
      }
    }
    return found;
  };

  /** True when the schema refuses a value for its type: an issue about the value itself, that it is not of a type the schema takes. */
  const refusedByType = (schema: AnySchema, value: unknown): boolean => {
    const result = safeParse(schema, value);
    return !result.success && result.error.issues.some((issue) => issue.path.length === 0 && (issue.code === 'invalid_type' || (issue.code === 'invalid_union' && issue.errors.every((option) => option.some((inner) => inner.path.length === 0 && inner.code === 'invalid_type')))));
  };

  test('the plain check never refuses a value the schema takes, and refuses what the schema refuses for its type', () => {
    const wrong: string[] = [];
    const checked = inputs();
    for (const [id, key, schema, kinds] of checked) {
      for (const [kind, probes] of Object.entries(KIND_PROBES)) {
        const taken = probes.filter((probe) => safeParse(schema, probe).success);
        for (const probe of taken) if (!isOfKind(kinds, probe)) wrong.push(`${id} ${key}: refuses ${String(probe)}, which the schema takes`);
        // What the schema refuses by its type (an issue about the value itself, not about what is inside it or its bounds) the plain check refuses too.
        for (const probe of probes) if (isOfKind(kinds, probe) && refusedByType(schema, probe)) wrong.push(`${id} ${key}: lets ${kind} ${String(probe)} through, which the schema refuses as a ${String(safeParse(schema, probe).error?.issues[0]?.code)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked.length).toBeGreaterThan(0);
  });
});
