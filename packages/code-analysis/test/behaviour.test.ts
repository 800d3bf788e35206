import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AbortError,
  AuthenticationError,
  isCodeAnalysisError,
  NotFoundError,
  TimeoutError,
  UnprocessableEntityError,
  ValidationError,
  type AnalysisProgress,
  type PatternsOverviewInputs,
} from '../src/index.js';
import type { WaitProgress } from '@typed-api/core';
import { createCodeAnalysisFake, makeCursor } from '../src/testing/index.js';
import { cursorListStyle } from '../src/wire.js';
import { rejection, TOKEN, useFake } from './helpers.js';

const { fake, server, client, requests } = useFake();
const acme = ['gh', 'acme'] as const;
const web = [...acme, 'web'] as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('auth', () => {
  it('sends no api-token header without a key, and public repositories still answer', async () => {
    const anonymous = client({ apiToken: undefined });
    const tools = await anonymous.tools.list(...web);
    const progress = await anonymous.analysis.progress(...web);
    expect(tools).toHaveLength(2);
    expect(progress.data).toHaveLength(5);
    expect(await anonymous.version.get()).toBe('3.1.0-fake');
    const sent = await requests();
    expect(sent.map((r) => r.headers.has('api-token'))).toEqual([false, false, false]);
  });

  it('answers 401 for a private repository without a key, as a typed error with the actions kept', async () => {
    const err = await rejection(client({ apiToken: undefined }).tools.list(...acme, 'api'));
    expect(err).toBeInstanceOf(AuthenticationError);
    expect(isCodeAnalysisError(err, 'Unauthorized')).toBe(true);
    if (!isCodeAnalysisError(err, 'Unauthorized')) return;
    expect(err.status).toBe(401);
    expect(err.details).toMatchObject({ actions: [], innerMessage: expect.stringContaining('token') as unknown, code: 'Unauthorized' });
  });

  it('reads a private repository with the key', async () => {
    const tools = await client().tools.list(...acme, 'api');
    expect(tools.map((t) => t.name)).toContain('linter');
  });

  it('never shows the key in errors or inspection', async () => {
    const secret = 'very-secret-key-123';
    const c = client({ apiToken: secret });
    const err = await rejection(c.tools.list(...web));
    expect(isCodeAnalysisError(err, 'Unauthorized')).toBe(true);
    expect(String(err)).not.toContain(secret);
    expect(JSON.stringify(err)).not.toContain(secret);
    expect(inspect(c)).not.toContain(secret);
    expect(JSON.stringify(c)).not.toContain(secret);
    const sent = await requests();
    expect(sent[0]?.headers.get('api-token')).toBe(secret);
  });
});

describe('errors', () => {
  it('maps the error envelope: code = error, actions and innerMessage in details', async () => {
    fake.faults.next(1, { type: 'status', status: 404, body: { message: 'Gone away', innerMessage: 'inner', actions: [{ name: 'Docs', url: 'https://docs.example.test' }], error: 'NotFound' } });
    const err = await rejection(client().repositories.get(...web));
    expect(err).toBeInstanceOf(NotFoundError);
    if (!isCodeAnalysisError(err, 'NotFound')) throw new Error('not narrowed');
    expect(err.code).toBe('NotFound');
    expect(err.message).toContain('Gone away');
    expect(err.details).toEqual({ innerMessage: 'inner', actions: [{ name: 'Docs', url: 'https://docs.example.test' }] });
    expect(isCodeAnalysisError(err, 'BadRequest')).toBe(false);
  });

  it('answers 404 for an unknown repository', async () => {
    const err = await rejection(client().repositories.get(...acme, 'nope'));
    expect(isCodeAnalysisError(err, 'NotFound')).toBe(true);
  });

  it('answers unknown routes under its prefix with a 404 envelope, never the real network', async () => {
    const err = await rejection(client().http.request('GET', '/no/such/route'));
    expect(isCodeAnalysisError(err, 'NotFound')).toBe(true);
  });

  it('answers a known path with another method with a 405 in the API error body', async () => {
    const err = await rejection(client().http.request('PATCH', '/version'));
    expect(isCodeAnalysisError(err, 'MethodNotAllowed')).toBe(true);
    expect(err).toMatchObject({ status: 405 });
  });

  it('answers injected status faults without a body in the API error body', async () => {
    fake.faults.next(1, 500);
    const err = await rejection(client().version.get());
    expect(isCodeAnalysisError(err, 'InternalServerError')).toBe(true);
    if (!isCodeAnalysisError(err)) throw new Error('not narrowed');
    expect(err.details).toMatchObject({ actions: [] });
  });

  it('recover on a repository that is not stuck is a 422 UnprocessableEntity', async () => {
    const err = await rejection(client().analysis.recover(...web));
    expect(err).toBeInstanceOf(UnprocessableEntityError);
    expect(isCodeAnalysisError(err, 'UnprocessableEntity')).toBe(true);
  });

  it('retries a 429 and then succeeds', async () => {
    vi.useFakeTimers();
    fake.faults.next(2, { type: 'status', status: 429, body: { message: 'Slow down', actions: [], error: 'TooManyRequests' } });
    const pending = client({ maxRetries: 3 }).version.get();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await pending).toBe('3.1.0-fake');
    expect(await requests()).toHaveLength(3);
  });

  it('gives up after maxRetries with a TooManyRequests error', async () => {
    vi.useFakeTimers();
    fake.faults.next(3, { type: 'status', status: 429, body: { message: 'Slow down', actions: [], error: 'TooManyRequests' } });
    const pending = rejection(client({ maxRetries: 1 }).version.get());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(isCodeAnalysisError(await pending, 'TooManyRequests')).toBe(true);
    expect(await requests()).toHaveLength(2);
  });
});

describe('bad input is refused before sending', () => {
  // What refuses each: the input rules every call checks, or the schemas (`validateInputs`).
  const cases: [string, (c: ReturnType<typeof client>) => PromiseLike<unknown>, 'rules' | 'schemas'][] = [
    ['limit 0', (c) => c.repositories.list(...acme, { limit: 0 }), 'schemas'],
    ['limit 2.5', (c) => c.commits.list(...web, { limit: 2.5 }), 'schemas'],
    ['empty repository name', (c) => c.tools.list(...acme, ''), 'rules'],
    ['unknown category', (c) => c.patterns.overview(...web, 'tool', { categories: ['Nope'] } as unknown as PatternsOverviewInputs), 'schemas'],
    ['unknown severity level', (c) => c.issues.search(...web, { levels: ['Fatal'] } as never), 'rules'],
    ['pull request number 0', (c) => c.pullRequests.get(...web, 0), 'rules'],
  ];
  for (const [name, call, by] of cases) {
    it(`${name} (with validateInputs)`, async () => {
      const err = await rejection(call(client({ validateInputs: true })));
      expect(err).toBeInstanceOf(ValidationError);
      expect(await requests()).toEqual([]);
    });
    if (by === 'rules') {
      it(`${name} (by the input rules of every call)`, async () => {
        const err = await rejection(call(client()));
        expect(err).toBeInstanceOf(ValidationError);
        expect(await requests()).toEqual([]);
      });
    }
  }
});

describe('list filters and ordering', () => {
  it('sends a filter list given as an array or as a comma-separated string the same way', async () => {
    const tool = fake.state.repositories.get('gh/acme/web')?.tools[0]?.uuid ?? '';
    const fromArray = await client().patterns.overview(...web, tool, { categories: ['Security', 'UnusedCode'], languages: ['TypeScript'] });
    const fromString = await client().patterns.overview(...web, tool, { categories: 'Security,UnusedCode', languages: 'TypeScript' });
    expect(fromString).toEqual(fromArray);
    const [first, second] = await requests();
    expect(second?.url.search).toBe(first?.url.search);
    expect(first?.url.searchParams.get('categories')).toBe('Security,UnusedCode');
  });

  it('orders branches by the sort field and direction asked for', async () => {
    const names = async (options: Parameters<ReturnType<typeof client>['repositories']['listBranches']>[3]) =>
      (await client().repositories.listBranches(...web, options)).items.map((b) => b.name);
    expect(await names({ sort: 'name', direction: 'asc' })).toEqual(['develop', 'main']);
    expect(await names({ sort: 'name', direction: 'desc' })).toEqual(['main', 'develop']);
    const [asc] = await requests();
    expect(asc?.url.searchParams.get('sort')).toBe('name');
    expect(asc?.url.searchParams.get('direction')).toBe('asc');
  });
});

describe('paths', () => {
  it('encodes every path segment', async () => {
    fake.addRepository({ provider: 'gl', organization: 'team a', repository: 'my repo/x?y#z' });
    const repo = ['gl', 'team a', 'my repo/x?y#z'] as const;
    const got = await client().repositories.get(...repo);
    expect(got.repository.name).toBe('my repo/x?y#z');
    const [sent] = await requests();
    expect(sent?.url.pathname).toBe('/api/v3/analysis/organizations/gl/team%20a/repositories/my%20repo%2Fx%3Fy%23z');
    expect(sent?.url.search).toBe('');
  });

  it('works under a base URL with a path, as when the fakes share one server', async () => {
    const mounted = createCodeAnalysisFake({ baseUrl: 'http://127.0.0.1:4000/code-analysis' });
    server.use(...mounted.handlers);
    const c = client({ baseUrl: 'http://127.0.0.1:4000/code-analysis' });
    expect(await c.version.get()).toBe('3.1.0-fake');
    const [sent] = await requests();
    expect(sent?.url.href).toBe('http://127.0.0.1:4000/code-analysis/api/v3/version');
  });
});

describe('cursor pagination', () => {
  const many = (provider: string, organization: string, count: number) => {
    for (let i = 0; i < count; i++) fake.addRepository({ provider, organization, repository: `repo-${String(i).padStart(2, '0')}` });
  };

  it('walks every page once, sending back the cursor it got', async () => {
    many('gl', 'big', 7);
    const c = client();
    const names: string[] = [];
    fake.state.maxPageSize = 3;
    for await (const r of c.repositories.list('gl', 'big')) names.push(r.repository.name);
    expect(names).toEqual(['repo-00', 'repo-01', 'repo-02', 'repo-03', 'repo-04', 'repo-05', 'repo-06']);
    const sent = await requests();
    expect(sent.map((r) => r.url.searchParams.get('cursor'))).toEqual([null, makeCursor(3, 'gl'), makeCursor(6, 'gl')]);
  });

  it('gives the first page with its paging fields', async () => {
    many('gl', 'big', 5);
    const page = await client().repositories.list('gl', 'big', { limit: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.pagination).toEqual({ limit: 2, total: 5, cursor: makeCursor(2, 'gl') });
  });

  it('encodes cursors of the bb provider once more before reuse (cursors full of +, / and =)', async () => {
    many('bb', 'team', 5);
    const cursor = makeCursor(2, 'bb');
    expect(cursor).toMatch(/\+/);
    expect(cursor).toMatch(/\//);
    expect(cursor).toMatch(/=/);
    const c = client();
    fake.state.maxPageSize = 2;
    const all = await c.repositories.list('bb', 'team').toArray();
    expect(all.map((r) => r.repository.name)).toEqual(['repo-00', 'repo-01', 'repo-02', 'repo-03', 'repo-04']);
    const sent = await requests();
    // On the wire the cursor is percent-encoded twice: the server decodes once and gets the encoded form.
    expect(sent[1]?.url.searchParams.get('cursor')).toBe(encodeURIComponent(cursor));
    expect(sent[1]?.url.search).toContain(encodeURIComponent(encodeURIComponent(cursor)));
  });

  it('encodes a bb cursor the caller passes in', async () => {
    many('bb', 'team', 5);
    const page = await client().repositories.list('bb', 'team', { cursor: makeCursor(4, 'bb') });
    expect(page.items.map((r) => r.repository.name)).toEqual(['repo-04']);
  });

  it('a raw bb cursor would be refused by the server (what the encoding prevents)', () => {
    const send = (provider: string, cursor: string): unknown => cursorListStyle.send?.(cursor, { params: { provider } });
    expect(send('bb', 'a+b/c==')).toBe('a%2Bb%2Fc%3D%3D');
    expect(send('gh', 'a+b/c==')).toBe('a+b/c==');
  });

  it('walks pages with .pages() and keeps extra list fields such as analyzed', async () => {
    const pages = [];
    fake.state.maxPageSize = 3;
    for await (const page of client().commits.listDeltaIssues(...web, fake.state.repositories.get('gh/acme/web')?.commits[0]?.commit.sha ?? '').pages()) pages.push(page);
    expect(pages.map((p) => p.items.length)).toEqual([3, 1]);
    expect(pages.every((p) => p.analyzed)).toBe(true);
  });

  it('a walk yields at most `limit` items (the description: "maximum number of items to return"), in pages of at most 100', async () => {
    many('gl', 'big', 250);
    const big = ['gl', 'big'] as const;
    const names = (await client().repositories.list(...big, { limit: 150 }).toArray()).map((r) => r.repository.name);
    expect(names).toHaveLength(150);
    expect(names.at(-1)).toBe('repo-149');
    // Two requests: 100 (the largest page), then the 50 still wanted; none past the cap.
    expect((await requests()).map((r) => [r.query.limit, r.query.cursor === undefined])).toEqual([
      ['100', true],
      ['50', false],
    ]);
  });

  it('awaiting a list is one page of at most `limit` items; a limit of more than 100 asks for the largest page', async () => {
    many('gl', 'big', 250);
    const big = ['gl', 'big'] as const;
    expect((await client().repositories.list(...big, { limit: 7 })).items).toHaveLength(7);
    expect((await client().repositories.list(...big, { limit: 101 })).items).toHaveLength(100);
    expect((await requests()).map((r) => r.query.limit)).toEqual(['7', '100']);
  });

  it('walks the search results across pages', async () => {
    many('gh', 'acme', 4);
    const names = ['repo-00', 'repo-01', 'repo-02', 'repo-03', 'web'];
    fake.state.maxPageSize = 2;
    const found = await client().repositories.search(...acme, { names }).toArray();
    expect(found.map((r) => r.repository.name).sort()).toEqual(names);
    const sent = await requests();
    expect(sent).toHaveLength(3);
    expect(sent.every((r) => r.method === 'POST' && (JSON.parse(r.body) as { names: string[] }).names.length === 5)).toBe(true);
  });
});

describe('waiting for the first analysis', () => {
  const fresh = [...acme, 'fresh'] as const;
  const stuck = [...acme, 'stuck'] as const;

  it('polls until every step is complete', async () => {
    vi.useFakeTimers();
    const seen: WaitProgress<AnalysisProgress>[] = [];
    const pending = client().analysis.waitForFirstAnalysis(...fresh, {}, { intervalMs: 1_000, backoff: 1, onProgress: (progress) => seen.push(progress) });
    await vi.advanceTimersByTimeAsync(10_000);
    const done = await pending;
    expect(done.data.every((s) => s.complete)).toBe(true);
    expect(seen.map(({ value }) => value.data.filter((s) => s.complete).length)).toEqual([1, 2, 3, 4, 5]);
    // The status is the first step still to complete, then `done`.
    expect(seen.map(({ status, attempts }) => [attempts, status])).toEqual([
      [1, 'createTasks'],
      [2, 'runMetrics'],
      [3, 'runPatterns'],
      [4, 'createOverviews'],
      [5, 'done'],
    ]);
    // One check a second (a request moves fake time by a few milliseconds too).
    const elapsed = seen.map(({ elapsedMs }) => elapsedMs);
    expect(elapsed.every((ms, i) => ms >= i * 1_000 && ms < i * 1_000 + 100 && ms >= (elapsed[i - 1] ?? 0))).toBe(true);
  });

  it('recovers a stuck analysis once when asked to', async () => {
    vi.useFakeTimers();
    const pending = client().analysis.waitForFirstAnalysis(...stuck, { recoverIfStuck: true }, { intervalMs: 100 });
    await vi.advanceTimersByTimeAsync(10_000);
    const done = await pending;
    expect(done.isStuck).toBe(false);
    const sent = await requests();
    expect(sent.filter((r) => r.url.pathname.endsWith('/recover')).map((r) => r.method)).toEqual(['POST']);
  });

  it('does not recover without opting in, and gives up at the deadline', async () => {
    vi.useFakeTimers();
    const pending = rejection(client().analysis.waitForFirstAnalysis(...stuck, {}, { timeoutMs: 5_000, intervalMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(await pending).toBeInstanceOf(TimeoutError);
    const sent = await requests();
    expect(sent.some((r) => r.url.pathname.endsWith('/recover'))).toBe(false);
    expect(fake.state.repositories.get('gh/acme/stuck')?.stuck).toBe(true);
  });

  it('stops when the signal fires', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const pending = rejection(client().analysis.waitForFirstAnalysis(...stuck, {}, { intervalMs: 1_000, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1_500);
    controller.abort();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toBeInstanceOf(AbortError);
  });
});

describe('autoconfig runs', () => {
  it('moves Requested → Running → Done, and waitForCompletion returns the final status', async () => {
    const c = client();
    const run = await c.autoconfig.start(...web);
    vi.useFakeTimers();
    const seen: string[] = [];
    const pending = c.autoconfig.waitForCompletion(...web, { intervalMs: 500, onProgress: ({ value }) => seen.push(value.status) });
    await vi.advanceTimersByTimeAsync(5_000);
    const final = await pending;
    expect(final).toMatchObject({ status: 'Done', analysisId: run.analysisId });
    expect(seen).toEqual(['Requested', 'Running', 'Done']);
  });

  it('also stops on Failed', async () => {
    const repo = fake.state.repositories.get('gh/acme/web');
    if (repo) repo.autoconfigOutcome = 'Failed';
    const c = client();
    await c.autoconfig.start(...web);
    vi.useFakeTimers();
    const pending = c.autoconfig.waitForCompletion(...web, { intervalMs: 500 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await pending).status).toBe('Failed');
  });

  it('answers 202 to the start request and requires a key', async () => {
    const { response } = await client().autoconfig.start(...web).withResponse();
    expect(response.status).toBe(202);
    const err = await rejection(client({ apiToken: undefined }).autoconfig.start(...web));
    expect(isCodeAnalysisError(err, 'Unauthorized')).toBe(true);
  });

  it('sends the same key it was given', async () => {
    await client().autoconfig.status(...web).then(
      () => undefined,
      () => undefined,
    );
    const [sent] = await requests();
    expect(sent?.headers.get('api-token')).toBe(TOKEN);
  });
});
