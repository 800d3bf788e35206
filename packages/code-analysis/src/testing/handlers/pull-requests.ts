import type { FakeHandlers, FakeRequest } from '@typed-api/core/testing';
import type * as ops from '../../operations/pull-requests.js';
import { repoFor, byNumber, stillRunning, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { CommitWithAnalysis } from '../../responses/commits.js';
import type { PullRequestCoverageCommit } from '../../responses/pull-requests.js';
import { analysisLogs, clonesWithStatus, deltaClones, fileDeltas, quickfixPatch, sortFileDeltas } from '../delta-fixtures.js';
import { repoKey, type FakeRepository } from '../state.js';

/**
 * The fake's new `pullRequests` operations: bypassing the analysis status (the pull request is then up to
 * standards), asking for an AI review (recorded in the state), and reads derived from the repository: the
 * pull request's commits (the first `number` commits of the repository), files, duplication, logs,
 * quick fixes and coverage reports.
 */
export function pullRequestsHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const target = (call: FakeRequest) => {
    const repo = repoFor(state, call);
    return { repo, pr: byNumber(repo, call) };
  };
  const keyOf = (repo: FakeRepository, number: number) => `${repoKey(repo.provider, repo.organization, repo.name)}#${String(number)}`;
  const commitsOf = (repo: FakeRepository, number: number): CommitWithAnalysis[] => repo.commits.slice(0, number);
  const coverageCommit = (repo: FakeRepository, commitId: number, commitSha: string, withReport: boolean): PullRequestCoverageCommit => ({
    commitId,
    commitSha,
    reports: withReport ? [{ targetCommitSha: commitSha, language: 'TypeScript', createdAt: '2024-01-09T10:05:00Z', status: repo.commits.some((c) => c.commit.sha === commitSha) ? 'Processed' : 'Pending' }] : [],
  });

  return {
    'pullRequests.bypassAnalysis': (call) => {
      const { repo, pr } = target(call);
      state.pullRequests.bypassed.add(keyOf(repo, pr.pullRequest.number));
      pr.isUpToStandards = true;
      return undefined;
    },
    'pullRequests.listClones': (call) => {
      const { repo, pr } = target(call);
      return listBody(state, call, clonesWithStatus(deltaClones(repo, pr.pullRequest.number), call.inputs.status));
    },
    'pullRequests.listCommits': (call) => {
      const { repo, pr } = target(call);
      return listBody(state, call, commitsOf(repo, pr.pullRequest.number));
    },
    'pullRequests.listFiles': (call) => {
      const { repo, pr } = target(call);
      const head = commitsOf(repo, pr.pullRequest.number)[0]?.commit;
      const ancestor = repo.commits.find((c) => c.commit.sha === pr.pullRequest.commonAncestorCommitSha)?.commit.id;
      return listBody(state, call, sortFileDeltas(fileDeltas(repo, head?.id ?? pr.pullRequest.id, pr.pullRequest.headCommitSha, ancestor), call.query));
    },
    'pullRequests.quickfixesPatch': (call) => {
      const { repo, pr } = target(call);
      // The pull request's issues: the first `number` open issues of the repository, as `listIssues` shows them.
      return { patch: quickfixPatch(repo.issues.slice(0, pr.pullRequest.number)) };
    },
    'pullRequests.logs': (call) => {
      const { pr } = target(call);
      return analysisLogs(pr.pullRequest.headCommitSha, pr.pullRequest.commonAncestorCommitSha, pr.pullRequest.updated);
    },
    'pullRequests.coverageReports': (call) => {
      const { repo, pr } = target(call);
      const { headCommitSha, commonAncestorCommitSha, id } = pr.pullRequest;
      const ancestorId = repo.commits.find((c) => c.commit.sha === commonAncestorCommitSha)?.commit.id ?? id + 1;
      const head = coverageCommit(repo, id + 2, headCommitSha, true);
      const ancestor = coverageCommit(repo, ancestorId, commonAncestorCommitSha, true);
      return { headCommit: head, commonAncestorCommit: ancestor, origin: head, target: ancestor };
    },
    'pullRequests.triggerAiReview': (call) => {
      const { repo, pr } = target(call);
      state.pullRequests.aiReviews.push({ pullRequest: keyOf(repo, pr.pullRequest.number), requestedAt: new Date().toISOString() });
      return undefined;
    },
    'pullRequests.list': (call) => {
      const search = call.inputs.search;
      return listBody(state, call, repoFor(state, call).pullRequests.filter((p) => search === undefined || p.pullRequest.title.includes(search)));
    },
    'pullRequests.get': (call) => {
      const repo = repoFor(state, call);
      const pr = byNumber(repo, call);
      return stillRunning(state, repo, `pull-request:${String(pr.pullRequest.number)}`) ? { ...pr, isAnalysing: true } : pr;
    },
    'pullRequests.listIssues': (call) => {
      const repo = repoFor(state, call);
      const pr = byNumber(repo, call);
      const status = call.inputs.status ?? 'all';
      const delta = repo.issues.slice(0, pr.pullRequest.number).map((commitIssue, i) => ({ commitIssue, deltaType: i % 2 ? 'Fixed' : 'Added' }));
      return { analyzed: true, ...listBody(state, call, delta.filter((d) => status === 'all' || (status === 'new') === (d.deltaType === 'Added'))) };
    },
  };
}
