// Hand-written: bypassing a pull request's analysis status, AI reviews asked for (kept in the state), and the
// reads derived from the repository (its commits, files, duplication, issues and quick fixes, an analysis that
// runs); the rest (its logs and coverage reports) is a sample of its response schema.
import type { FakeHandlers, FakeRequest } from '@typed-api/core/testing';
import type * as ops from '../../operations/pull-requests.js';
import { repoFor, byNumber, stillRunning, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import { clonesWithStatus, deltaClones, deltaIssues, fileDeltas, quickfixPatch, sortFileDeltas } from '../delta-fixtures.js';
import { repoKey, type FakeRepository } from '../state.js';

/**
 * The fake's `pullRequests` namespace: a pull request's commits are the first `number` commits of the
 * repository, and its issues the first `number` open issues.
 */
export function pullRequestsHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const target = (call: FakeRequest) => {
    const repo = repoFor(state, call);
    return { repo, pr: byNumber(repo, call) };
  };
  const keyOf = (repo: FakeRepository, number: number) => `${repoKey(repo.provider, repo.organization, repo.name)}#${String(number)}`;

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
      return listBody(state, call, repo.commits.slice(0, pr.pullRequest.number));
    },
    'pullRequests.listFiles': (call) => {
      const { repo, pr } = target(call);
      const head = repo.commits[0]?.commit.id ?? pr.pullRequest.id;
      const ancestor = repo.commits.find((c) => c.commit.sha === pr.pullRequest.commonAncestorCommitSha)?.commit.id;
      return listBody(state, call, sortFileDeltas(fileDeltas(repo, head, pr.pullRequest.headCommitSha, ancestor), call.inputs));
    },
    'pullRequests.quickfixesPatch': (call) => {
      const { repo, pr } = target(call);
      return { patch: quickfixPatch(repo.issues.slice(0, pr.pullRequest.number)) };
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
      const { repo, pr } = target(call);
      return stillRunning(state, repo, `pull-request:${String(pr.pullRequest.number)}`) ? { ...pr, isAnalysing: true } : pr;
    },
    'pullRequests.listIssues': (call) => {
      const { repo, pr } = target(call);
      return { analyzed: true, ...listBody(state, call, deltaIssues(repo.issues.slice(0, pr.pullRequest.number), call.inputs.status)) };
    },
  };
}
