import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCommitAnalysed, isPullRequestAnalysed, isWaitTimeout, TimeoutError, type PullRequestWithAnalysis } from '../src/index.js';
import { useFake } from './helpers.js';

const { fake, client } = useFake();
afterEach(() => {
  vi.useRealTimers();
});
const web = ['gh', 'acme', 'web'] as const;
const repo = () => {
  const r = fake.state.repositories.get('gh/acme/web');
  if (!r) throw new Error('seed repository missing');
  return r;
};

describe('waiting for the analysis of a commit or a pull request', () => {
  it('polls a reanalysed commit until its analysis has ended again', async () => {
    const sha = repo().commits[0]?.commit.sha ?? '';
    const c = client({ validateResponses: true });
    expect(isCommitAnalysed(await c.commits.get(...web, sha))).toBe(true);
    await c.repositories.reanalyzeCommit(...web, { commitUuid: sha });
    // Time is faked for the wait only: the calls before it need none.
    vi.useFakeTimers();
    const seen: boolean[] = [];
    const statuses: string[] = [];
    const pending = c.commits.waitForAnalysis(...web, sha, {
      intervalMs: 1_000,
      backoff: 1,
      onProgress: ({ value, status }) => {
        seen.push(isCommitAnalysed(value));
        statuses.push(status);
      },
    });
    await vi.advanceTimersByTimeAsync(5_000);
    const done = await pending;
    expect(done.commit.sha).toBe(sha);
    expect(isCommitAnalysed(done)).toBe(true);
    // Two reads while the reanalysis ran, then the ended one.
    expect(seen).toEqual([false, false, true]);
    expect(statuses).toEqual(['analysing', 'analysing', 'analysed']);
  });

  it('polls a pull request whose head commit is reanalysed until the server stops analysing it', async () => {
    const pr = repo().pullRequests[0];
    if (!pr) throw new Error('seed pull request missing');
    const c = client();
    await c.repositories.reanalyzeCommit(...web, { commitUuid: pr.pullRequest.headCommitSha });
    vi.useFakeTimers();
    const seen: boolean[] = [];
    const statuses: string[] = [];
    const pending = c.pullRequests.waitForAnalysis(...web, pr.pullRequest.number, {
      intervalMs: 1_000,
      backoff: 1,
      onProgress: ({ value, status }) => {
        seen.push(value.isAnalysing);
        statuses.push(status);
      },
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(isPullRequestAnalysed(await pending)).toBe(true);
    expect(seen).toEqual([true, true, false]);
    expect(statuses).toEqual(['analysing', 'analysing', 'analysed']);
  });

  it('gives up at the deadline while the analysis runs, with the pull request as last read', async () => {
    vi.useFakeTimers();
    const pr = repo().pullRequests[1];
    if (!pr) throw new Error('seed pull request missing');
    pr.isAnalysing = true;
    const pending = client()
      .pullRequests.waitForAnalysis(...web, pr.pullRequest.number, { timeoutMs: 3_000, intervalMs: 1_000, backoff: 1 })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    await vi.advanceTimersByTimeAsync(4_000);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    if (!isWaitTimeout<PullRequestWithAnalysis>(error)) throw new Error('expected a wait timeout');
    expect(error.lastValue?.pullRequest.number).toBe(pr.pullRequest.number);
    expect(error.lastValue?.isAnalysing).toBe(true);
    expect(error.message).toBe('Gave up waiting after 3000ms (3 checks), last status analysing');
  });
});
