import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { responseSchema, type Operation } from '../../packages/core/src/internal.js';
import { describe, expect, test } from 'vitest';
import { ValidationError } from '../../packages/core/src/index.js';
import type { FakeRoutes } from '../../packages/core/src/testing/index.js';
import { SURFACES } from '../../scripts/surface.config.js';
import { pathValues } from '../support/path-values.js';
import * as calendar from '../../packages/calendar/src/index.js';
import { operations as calendarOperations } from '../../packages/calendar/src/operations/index.js';
import { createRoutes as calendarRoutes } from '../../packages/calendar/src/testing/routes.js';
import { CalendarFakeState } from '../../packages/calendar/src/testing/store.js';
import calendarSpec from '../../packages/calendar/test/fixtures/spec-operations.json' with { type: 'json' };
import * as codeAnalysis from '../../packages/code-analysis/src/index.js';
import { operations as codeAnalysisOperations } from '../../packages/code-analysis/src/operations/index.js';
import { createRoutes as codeAnalysisRoutes } from '../../packages/code-analysis/src/testing/handlers.js';
import { createCodeAnalysisFake } from '../../packages/code-analysis/src/testing/index.js';
import codeAnalysisSpec from '../../packages/code-analysis/test/fixtures/spec-operations.json' with { type: 'json' };
import * as hosting from '../../packages/hosting/src/index.js';
import { operations as hostingOperations } from '../../packages/hosting/src/operations/index.js';
import { resolveConfig } from '../../packages/hosting/src/testing/config.js';
import { hostingRoutes } from '../../packages/hosting/src/testing/routes.js';
import { initialState as hostingState } from '../../packages/hosting/src/testing/state.js';
import hostingSpec from '../../packages/hosting/test/fixtures/spec-operations.json' with { type: 'json' };
import * as platform from '../../packages/platform/src/index.js';
import { operations as platformOperations } from '../../packages/platform/src/operations/index.js';
import { FakeState as PlatformState } from '../../packages/platform/src/testing/index.js';
import { platformRoutes } from '../../packages/platform/src/testing/routes.js';
import platformSpec from '../../packages/platform/test/fixtures/spec-operations.json' with { type: 'json' };

// What every package promises about its operations, checked the same way for all four: each spec id names
// an operation of the public description (same method, same path), the fake answers every operation and
// nothing else, every JSON answer has a schema in the response module, and every operation method takes
// the one call shape (a request option inside the inputs, or a misspelt one among the request options, is
// refused before anything is sent). What is particular to one API stays in that package's own tests.

/** An operation of a public description. */
interface Described {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly deprecated?: boolean;
}

/** What the checks need of one package. */
interface PackageCase {
  /** Every operation the package describes. */
  readonly operations: readonly Operation[];
  /** The package's response-schema module. */
  readonly responses: () => Promise<Record<string, unknown>>;
  /** The operations of the public description (both releases where the package follows two). */
  readonly described: readonly Described[];
  /** The description's id for one of our spec ids (they are written the same way unless a package says otherwise). */
  readonly specId?: (id: string) => string;
  /** True when our operation sits at the described path. */
  readonly samePath: (op: Operation, described: Described) => boolean;
  /** Operations of the description, not deprecated, that the package leaves out on purpose (each with its reason beside it). */
  readonly uncovered?: readonly string[];
  /** The fake's routes, built over its first data: what they lack and what they have too many of. */
  readonly routes: () => Pick<FakeRoutes, 'missing' | 'undescribed'>;
  /** A client that sends through `fetch`. */
  readonly client: (fetch: typeof globalThis.fetch) => object;
}

/** A path template with its parameter names left out: `/sites/{siteId}` and `/sites/{site_id}` are one path. */
const shape = (path: string): string => path.replace(/\{[^}]+\}/g, '{}');

/** The code-analysis fixture writes product names neutrally (scripts/extract-spec-operations.mjs): the integrations as `IntegrationA`/`IntegrationB`, the service's name as `Service`. */
const neutral = (text: string): string =>
  text.replace(/jira/gi, (found) => (found.startsWith('j') ? 'integrationa' : 'IntegrationA')).replace(/slack/gi, (found) => (found.startsWith('s') ? 'integrationb' : 'IntegrationB'));

const PACKAGES: Readonly<Record<string, PackageCase>> = {
  calendar: {
    operations: calendarOperations,
    responses: () => import('../../packages/calendar/src/responses/index.js'),
    described: calendarSpec,
    samePath: (op, described) => shape(op.path) === shape(described.path),
    routes: () =>
      calendarRoutes(
        { state: new CalendarFakeState(() => new Date(0)), root: `https://calendar.test${calendar.CALENDAR_PREFIX}`, credentials: { username: 'editor', applicationPassword: 'secret', nonce: 'nonce' }, perPage: 10 },
        'https://calendar.test',
      ),
    client: (fetch) => new calendar.CalendarClient({ baseUrl: 'https://calendar.test', fetch, maxRetries: 0 }),
  },
  'code-analysis': {
    operations: codeAnalysisOperations,
    responses: () => import('../../packages/code-analysis/src/responses/index.js'),
    described: [...codeAnalysisSpec.operations, ...codeAnalysisSpec.newerReleaseOperations],
    specId: neutral,
    // A path keeps the service's own name where the fixture writes `Service`: there it stands for any word.
    samePath: (op, described) => new RegExp(`^${shape(described.path).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/Service|service/g, '\\w+')}$`).test(shape(neutral(op.path))),
    routes: () => codeAnalysisRoutes(createCodeAnalysisFake().state, 'https://code-analysis.test', 'test-token'),
    client: (fetch) => new codeAnalysis.CodeAnalysisClient({ baseUrl: 'https://code-analysis.test', apiToken: 'test-token', fetch, maxRetries: 0 }),
  },
  hosting: {
    operations: hostingOperations,
    responses: () => import('../../packages/hosting/src/responses/index.js'),
    described: hostingSpec,
    // One path of the description has a development server's address in front (see the specs' SOURCE.md).
    samePath: (op, described) => shape(op.path) === shape(described.path.replace(/^\/https?:\/\/[^/]+\//, '')),
    routes: () => {
      const state = hostingState();
      return hostingRoutes(resolveConfig(), () => state);
    },
    client: (fetch) => new hosting.HostingClient({ baseUrl: 'https://hosting.test', clientId: 'id', clientSecret: 'secret', fetch, maxRetries: 0 }),
  },
  platform: {
    operations: platformOperations,
    responses: () => import('../../packages/platform/src/responses/index.js'),
    described: platformSpec,
    samePath: (op, described) => `/v2${op.path}` === described.path,
    routes: () => platformRoutes({ baseUrl: 'https://platform.test', token: 'test-token', state: new PlatformState() }),
    client: (fetch) => new platform.PlatformClient({ baseUrl: 'https://platform.test', token: 'test-token', fetch, maxRetries: 0 }),
  },
};

/** True when the method `verb` of `target` is written by hand (a `…Composites` class of composed/) rather than generated. */
function isComposed(target: object | undefined, verb: string): boolean {
  for (let proto: unknown = target; proto !== null && proto !== undefined; proto = Object.getPrototypeOf(proto)) {
    if (Object.prototype.hasOwnProperty.call(proto, verb)) return (proto as { constructor: { name: string } }).constructor.name.endsWith('Composites');
  }
  return false;
}

describe.each(Object.entries(PACKAGES))('%s', (name, pkg) => {
  test('operation ids are unique, each `<namespace>.<verb>` (a place before them for derived ones)', () => {
    const ids = pkg.operations.map((op) => op.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*){1,3}$/.test(id))).toEqual([]);
  });

  test('every spec id names an operation of the public description, with the same method and path, and no two endpoints claim one', () => {
    const described = new Map(pkg.described.map((op) => [op.operationId, op]));
    const claimed = pkg.operations.flatMap((op) => (op.specIds ?? []).map((id) => ({ op, id: pkg.specId?.(id) ?? id })));
    const wrong = claimed.flatMap(({ op, id }) => {
      const entry = described.get(id);
      if (entry === undefined) return [`${op.id}: ${id} is not in the description`];
      return entry.method === op.method && pkg.samePath(op, entry) ? [] : [`${op.id}: ${op.method} ${op.path} is described as ${entry.method} ${entry.path}`];
    });
    expect(wrong).toEqual([]);
    // Two descriptions of one endpoint (its JSON answer and its stream, say) may claim the same id; two endpoints may not.
    const endpoints = new Map<string, Set<string>>();
    for (const { op, id } of claimed) endpoints.set(id, (endpoints.get(id) ?? new Set()).add(`${op.method} ${op.path}`));
    expect([...endpoints].filter(([, found]) => found.size > 1).map(([id]) => id)).toEqual([]);
    const ids = claimed.map((c) => c.id);
    // The README states the count, taken from here: `<covered> of the <described> operations`.
    const covered = new Set(ids).size;
    const inDescription = new Set(pkg.described.map((op) => op.operationId)).size;
    expect(readFileSync(join(import.meta.dirname, '../../packages', name, 'README.md'), 'utf8'), `packages/${name}/README.md states the coverage`).toContain(`${String(covered)} of the ${String(inDescription)} operations`);
    // Every operation the description does not deprecate is covered (deprecated in either release, where it follows two).
    const deprecated = new Set(pkg.described.filter((op) => op.deprecated === true).map((op) => op.operationId));
    const uncovered = new Set(pkg.described.filter((op) => !deprecated.has(op.operationId) && !ids.includes(op.operationId)).map((op) => op.operationId));
    expect([...uncovered]).toEqual(pkg.uncovered ?? []);
  });

  test('the fake has no handler for an operation the package does not describe', () => {
    // An operation without a handler of its own (`missing`) is answered with a sample of its response schema,
    // which tests/packages/samples.test.ts checks the schema accepts.
    expect(pkg.routes().undescribed).toEqual([]);
  });

  test('every JSON answer has a response reader, every reader names a schema of the response module, and every schema there is read', async () => {
    const responses = await pkg.responses();
    expect(pkg.operations.filter((op) => (op.responseType ?? 'json') === 'json' && op.response === undefined).map((op) => op.id)).toEqual([]);
    expect(pkg.operations.filter((op) => op.response !== undefined && responseSchema(op, responses)?._zod === undefined).map((op) => op.id)).toEqual([]);
    // Only answers that are not JSON go without a schema.
    expect(pkg.operations.filter((op) => op.response === undefined).every((op) => op.responseType !== undefined && op.responseType !== 'json')).toBe(true);
    // And the module holds no schema that no operation reads.
    const read = new Set(pkg.operations.map((op) => responseSchema(op, responses)));
    expect(Object.keys(responses).filter((key) => !read.has(responses[key] as never))).toEqual([]);
  });

  test('every operation method refuses a request option among its inputs, or a misspelt one among its options, before sending', async () => {
    const sent: string[] = [];
    const client = pkg.client((input) => {
      sent.push(input instanceof Request ? input.url : input.toString());
      return Promise.reject(new Error('nothing may be sent'));
    }) as Record<string, Record<string, unknown> | undefined>;
    const checked: string[] = [];
    const composed: string[] = [];
    for (const op of pkg.operations) {
      const [namespace = '', verb = '', ...rest] = op.id.split('.');
      // The namespace the surface puts on the client itself (calendar's route index) has its methods there.
      const target = namespace === SURFACES[name]?.onClient ? (client as Record<string, unknown>) : client[namespace];
      const method = rest.length === 0 ? target?.[verb] : undefined;
      if (typeof method !== 'function') continue;
      // A method written by hand over the operation (composed/) has a shape of its own, pinned by its package's tests.
      if (isComposed(target, verb)) {
        composed.push(op.id);
        continue;
      }
      const takesInputs = op.query !== undefined || op.body !== undefined || op.inputHeaders !== undefined;
      // The body that goes under one key is given, so that the stray request option is the one thing wrong.
      const inputs = { ...(op.bodyKey === undefined ? {} : { [op.bodyKey]: 'x' }), signal: new AbortController().signal };
      const args = [...pathValues(op), ...(takesInputs ? [inputs] : [{ signl: true }])];
      const call = (): unknown => (method as (...values: unknown[]) => unknown).apply(target, args);
      const error = await Promise.resolve()
        .then(() => {
          const result = call() as PromiseLike<unknown> & { toArray?: () => Promise<unknown> };
          return typeof result.toArray === 'function' ? result.toArray() : result;
        })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(error, op.id).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues[0]?.message, op.id).toMatch(takesInputs ? /signal is a request option/ : /signl/);
      checked.push(op.id);
    }
    expect(sent).toEqual([]);
    console.log(`${name}: ${String(checked.length)} generated methods refuse a misplaced request option (${String(composed.length)} composed ones have their own tests)`);
    // Every operation with a two-part id is a method of its namespace, most of them generated.
    expect(pkg.operations.filter((op) => op.id.split('.').length === 2 && !checked.includes(op.id) && !composed.includes(op.id)).map((op) => op.id)).toEqual([]);
    expect(checked.length).toBeGreaterThan(composed.length * 5);
  });
});
