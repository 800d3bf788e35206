import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCodeAnalysisError, ValidationError } from '../src/index.js';
import { createCodeAnalysisFake } from '../src/testing/index.js';
import { rejection, TOKEN, useFake } from './helpers.js';

// The one call shape: path identifiers (an organization or repository ref, then other ids), one object of
// inputs, request options (or, for a wait, its wait options) last. Keys that belong nowhere are refused.

const { fake, server, client, requests } = useFake();
const acme = ['gh', 'acme'] as const;
const web = [...acme, 'web'] as const;

afterEach(() => {
  vi.useRealTimers();
});

/** The message of the first issue of a ValidationError (fails the test for any other error). */
function firstIssue(err: unknown): string {
  expect(err).toBeInstanceOf(ValidationError);
  return (err as ValidationError).issues[0]?.message ?? '';
}

describe('one object of inputs, before the request options', () => {
  it('refuses a request option in the inputs of a search (query and body inputs) before any request', async () => {
    const c = client();
    const signal = new AbortController().signal;
    const err = await rejection(c.issues.search(...web, { levels: ['Error'], signal } as never).toArray());
    expect(firstIssue(err)).toMatch(/signal is a request option: pass it in the last argument/);
    expect(await requests()).toHaveLength(0);
  });

  it('refuses a misspelt input of a search, naming the known ones, before any request', async () => {
    const c = client();
    const err = await rejection(c.issues.search(...web, { levles: ['Error'], limit: 5 } as never).toArray());
    expect(firstIssue(err)).toMatch(/^unknown option\(s\) levles \(did you mean `levels`\?\)$/);
    expect(await requests()).toHaveLength(0);
  });

  it('says which body key is missing, or which one a misspelt key meant, for a body under one key, before any request', async () => {
    const c = client();
    expect(firstIssue(await rejection(c.organizations.addPeople(...acme, {} as never)))).toBe('`emails` is missing: organizations.addPeople sends it as the request body ({ emails: … })');
    expect(firstIssue(await rejection(c.organizations.addPeople(...acme, { email: ['ada@example.test'] } as never)))).toBe('unknown option(s) email (did you mean `emails`?)');
    expect(await requests()).toHaveLength(0);
  });

  it('refuses a misspelt input of a call whose inputs go to the query and the body', async () => {
    const err = await rejection(client().codingStandards.create(...acme, { name: 'Strict', languages: ['TypeScript'], sourceRepo: 'web' } as never));
    expect(firstIssue(err)).toMatch(/unknown option\(s\) sourceRepo; known: sourceRepository, sourceCodingStandard, name, languages/);
    expect(await requests()).toHaveLength(0);
  });

  it('refuses a misspelt paging key of a list that used to pick its keys and drop the rest', async () => {
    const err = await rejection(client().organizations.list('gh', { limti: 5 } as never).toArray());
    expect(firstIssue(err)).toMatch(/^unknown option\(s\) limti \(did you mean `limit`\?\)$/);
    expect(await requests()).toHaveLength(0);
  });

  it('sends the inputs of a search where the API wants them: paging in the query, filters in the body', async () => {
    const issues = await client().issues.search(...web, { levels: ['Error'], limit: 1 }, { headers: { 'x-trace': 'shape' } }).toArray();
    expect(issues).toHaveLength(1);
    const [first] = await requests();
    expect(first?.query).toEqual({ limit: '1' });
    expect(JSON.parse(first?.body ?? '')).toEqual({ levels: ['Error'] });
    expect(first?.headers.get('x-trace')).toBe('shape');
  });

  it('carries a bare-list body under its key, and refuses the list passed as it was before', async () => {
    const c = client();
    await c.organizations.addPeople(...acme, { emails: ['linus@example.test'] });
    const [sent] = await requests();
    expect(JSON.parse(sent?.body ?? '')).toEqual(['linus@example.test']);
    const err = await rejection(c.organizations.addPeople(...acme, ['ken@example.test'] as never));
    expect(firstIssue(err)).toMatch(/must be an object of inputs \(got an array\)/);
    expect(await requests()).toHaveLength(1);
  });

  it('refuses an unknown field of an upload, whose inputs become a multipart form', async () => {
    const err = await rejection(client().sbom.uploadImageSbom(...acme, { sbom: '{}', imageName: 'billing', tag: '1.0.0', timeoutMs: 5 } as never));
    expect(firstIssue(err)).toMatch(/timeoutMs is a request option/);
    expect(await requests()).toHaveLength(0);
  });
});

describe('waits: ids, their inputs, then the wait options', () => {
  it('sends the inputs of the wait with each poll, and the per-call options of the wait options too', async () => {
    vi.useFakeTimers();
    const pending = client().analysis.waitForFirstAnalysis(...acme, 'fresh', { branch: 'main' }, { intervalMs: 100, headers: { 'x-trace': 'wait' } });
    await vi.advanceTimersByTimeAsync(5_000);
    await pending;
    const polls = await requests();
    expect(polls.length).toBeGreaterThan(1);
    expect(polls.every((r) => r.query.branch === 'main' && r.headers.get('x-trace') === 'wait')).toBe(true);
  });

  it('refuses wait options given in the inputs (the form before the one call shape) instead of dropping them', async () => {
    const c = client();
    expect(firstIssue(await rejection(c.analysis.waitForFirstAnalysis(...web, { timeoutMs: 1_000 } as never)))).toMatch(/timeoutMs is a request option/);
    expect(firstIssue(await rejection(c.metrics.waitForReady(...acme, { metrics: ['Coverage'], intervalMs: 5 } as never)))).toMatch(/unknown option\(s\) intervalMs; known: metrics/);
    expect(await requests()).toHaveLength(0);
  });

  it('refuses a misspelt per-call option among the wait options on the first poll', async () => {
    const err = await rejection(client().segments.waitForSync(...acme, { intervalMs: 5, header: { 'x-trace': 'typo' } } as never));
    expect(err).toBeInstanceOf(ValidationError);
    expect(await requests()).toHaveLength(0);
  });
});

describe('the fake', () => {
  it('answers 410 in the API error body, class Gone, once closed', async () => {
    const closed = createCodeAnalysisFake({ baseUrl: 'https://closed.code-analysis.test' });
    server.use(...closed.handlers);
    closed.close();
    const err = await rejection(client({ baseUrl: closed.baseUrl, apiToken: TOKEN }).repositories.get(...web));
    expect(isCodeAnalysisError(err, 'Gone')).toBe(true);
    expect((err as { status: number }).status).toBe(410);
    expect(fake.closed).toBe(false);
  });
});
