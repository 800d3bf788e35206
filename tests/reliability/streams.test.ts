import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConnectionError, type HttpClient } from '../../packages/core/src/index.js';
import type { Operation } from '../../packages/core/src/internal.js';
import { operations as calendarOperations } from '../../packages/calendar/src/operations/index.js';
import { createClient as calendarClient } from '../../packages/calendar/src/functions/index.js';
import { operations as codeAnalysisOperations } from '../../packages/code-analysis/src/operations/index.js';
import { createClient as codeAnalysisClient } from '../../packages/code-analysis/src/functions/index.js';
import { HostingClient } from '../../packages/hosting/src/index.js';
import { operations as hostingOperations } from '../../packages/hosting/src/operations/index.js';
import { createClient as hostingClient } from '../../packages/hosting/src/functions/index.js';
import { PlatformClient } from '../../packages/platform/src/index.js';
import { operations as platformOperations } from '../../packages/platform/src/operations/index.js';
import { createClient as platformClient } from '../../packages/platform/src/functions/index.js';
import { listen, type LocalServer } from '../security/support.js';
import { pathValues } from '../support/path-values.js';

// Every stream the four packages hand out fails with the typed ConnectionError when the connection drops in
// the middle of the body, not with the runtime's raw `TypeError: terminated`. The streamed operations are
// read from each package's `operations` (a new one is covered as soon as it is described), each called
// through its standalone function; the methods written over them (log lines, `downloadItems`) are listed
// below the table. The server is a real node:http one on 127.0.0.1, with no fake in front of fetch: it
// sends a first part of every answer and resets the socket when the test has read it.

/**
 * The first part of every answer: two whole log records (so that a reader grouping lines into records by the
 * timestamp that starts each has one to give before the break).
 */
const FIRST = '2026-11-29T00:00:00.000Z first line\n2026-11-29T00:00:01.000Z second line\n';

let server: LocalServer;
/** Answers still open, the last one last. */
const open: ServerResponse[] = [];

beforeAll(async () => {
  server = await listen((_request, _body, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.write(FIRST);
    open.push(response);
  });
});

afterAll(async () => {
  await server.close();
});

/** Resets the connection of the answer being read, in the middle of its body. */
function breakConnection(): void {
  open.pop()?.socket?.destroy();
}

/** What a streamed call gives, read until the connection breaks: the text read first and the error the read then fails with. */
async function readBroken(stream: ReadableStream<Uint8Array>): Promise<{ first: string; error: unknown }> {
  const reader = stream.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  breakConnection();
  const error = await reader.read().then(
    () => undefined,
    (e: unknown) => e,
  );
  return { first, error };
}

/** The same for an iteration of log lines: the first line and the error. */
async function iterateBroken(lines: AsyncIterable<string>): Promise<{ first: string; error: unknown }> {
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  breakConnection();
  // The lines that came before the break are handed over first.
  for (let line = 0; line < 10; line++) {
    const error = await iterator.next().then(
      (next) => (next.done === true ? 'ended without an error' : undefined),
      (e: unknown) => e,
    );
    if (error !== undefined) return { first: String(first.value), error };
  }
  return { first: String(first.value), error: 'no error after 10 lines' };
}

/** The error a broken stream must fail with: the typed one, from the runtime's own socket error. */
function expectTyped(error: unknown, operation: string): void {
  expect(error, operation).toBeInstanceOf(ConnectionError);
  expect((error as ConnectionError).message, operation).toMatch(/the streamed response broke off: terminated/);
  // The runtime's socket error: a real connection was reset, no fake answered.
  expect((error as ConnectionError).code, operation).toBe('UND_ERR_SOCKET');
}

/** The namespace module of a package's standalone functions. */
type FunctionModule = Record<string, ((client: HttpClient, ...args: unknown[]) => PromiseLike<unknown>) | undefined>;

/** What the table needs of a package: its operations, its standalone functions and a client for them. */
interface PackageCase {
  operations: readonly Operation[];
  functions: (namespace: string) => Promise<FunctionModule>;
  client: (baseUrl: string) => HttpClient;
}

const PACKAGES: Record<string, PackageCase> = {
  platform: {
    operations: platformOperations,
    functions: (namespace) => import(`../../packages/platform/src/functions/${namespace}.ts`) as Promise<FunctionModule>,
    client: (baseUrl) => platformClient({ baseUrl, token: 'test-token' }),
  },
  hosting: {
    operations: hostingOperations,
    functions: (namespace) => import(`../../packages/hosting/src/functions/${namespace}.ts`) as Promise<FunctionModule>,
    client: (baseUrl) => hostingClient({ baseUrl, accessToken: 'test-token' }),
  },
  calendar: {
    operations: calendarOperations,
    functions: (namespace) => import(`../../packages/calendar/src/functions/${namespace}.ts`) as Promise<FunctionModule>,
    client: (baseUrl) => calendarClient({ baseUrl }),
  },
  'code-analysis': {
    operations: codeAnalysisOperations,
    functions: (namespace) => import(`../../packages/code-analysis/src/functions/${namespace}.ts`) as Promise<FunctionModule>,
    client: (baseUrl) => codeAnalysisClient({ baseUrl, apiToken: 'test-token' }),
  },
};

/** Every streamed operation of every package, as `[package, operation id]`. */
const STREAMED = Object.entries(PACKAGES).flatMap(([name, pkg]) => pkg.operations.filter((op) => op.responseType === 'stream').map((op) => [name, op.id] as const));

/** The standalone function of an operation: in its namespace's module, named by the rest of its id, camel-cased. */
function functionName(id: string): { namespace: string; name: string } {
  const [namespace = '', ...rest] = id.split('.');
  const name = rest.map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1))).join('');
  return { namespace, name };
}

test('the table holds the streams of the packages that have them', () => {
  const names = new Set(STREAMED.map(([name]) => name));
  expect([...names]).toEqual(['platform', 'hosting']);
  expect(STREAMED.map(([, id]) => id)).toEqual(expect.arrayContaining(['datasets.exportItems', 'keyValueStores.getRecordStream', 'logs.stream', 'runs.streamLog', 'backups.download']));
});

describe.each(STREAMED)('%s %s', (name, id) => {
  test('fails with ConnectionError when the connection drops mid-body', async () => {
    const pkg = PACKAGES[name];
    const op = pkg?.operations.find((o) => o.id === id);
    if (pkg === undefined || op === undefined) throw new Error(`no operation ${id} in ${name}`);
    const { namespace, name: fn } = functionName(id);
    const call = (await pkg.functions(namespace))[fn];
    expect(call, `${name}/functions/${namespace}.${fn}`).toBeTypeOf('function');
    const ids = pathValues(op);
    const arrived = server.seen.length;
    const stream = (await call?.(pkg.client(server.url), ...ids)) as ReadableStream<Uint8Array>;
    expect(server.seen).toHaveLength(arrived + 1);
    expect(server.seen.at(-1)?.method).toBe(op.method);
    const { first, error } = await readBroken(stream);
    expect(first).toBe(FIRST);
    expectTyped(error, id);
  });
});

/** The methods written over the streamed operations, each with a call that reads one. */
const COMPOSED: Record<string, (baseUrl: string) => Promise<{ first: string; error: unknown }>> = {
  'platform runs.logLines': async (baseUrl) => iterateBroken(new PlatformClient({ baseUrl, token: 't' }).runs.logLines('run-1')),
  'platform actors.lastRun().logLines': async (baseUrl) => iterateBroken(new PlatformClient({ baseUrl, token: 't' }).actors.lastRun('actor-1').logLines()),
  'platform builds.logLines': async (baseUrl) => iterateBroken(new PlatformClient({ baseUrl, token: 't' }).builds.logLines('build-1')),
  'platform datasets.downloadItems': async (baseUrl) => readBroken(await new PlatformClient({ baseUrl, token: 't' }).datasets.downloadItems('dataset-1', { format: 'csv' })),
  'platform actors.runSyncExportItems': async (baseUrl) => readBroken(await new PlatformClient({ baseUrl, token: 't' }).actors.runSyncExportItems('actor-1', { input: { a: 1 } })),
  'hosting backups.download': async (baseUrl) => readBroken(await new HostingClient({ baseUrl, accessToken: 't' }).backups.download(1, 2)),
};

describe.each(Object.keys(COMPOSED))('%s', (method) => {
  test('fails with ConnectionError when the connection drops mid-body', async () => {
    const { first, error } = await (COMPOSED[method] ?? (() => Promise.reject(new Error(method))))(server.url);
    expect(first).toBe(method.endsWith('logLines') ? FIRST.slice(0, FIRST.indexOf('\n')) : FIRST);
    expectTyped(error, method);
  });
});
