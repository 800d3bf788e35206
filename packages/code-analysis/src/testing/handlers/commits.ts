// Hand-written: a commit's statistics, changed files, duplication and delta issues derived from the repository's
// commits, files and open issues, a commit found by its id in any repository, and a commit under reanalysis;
// the rest (a commit's delta statistics and logs) is a sample of its response schema.
import { fail, type FakeHandlers, sampleOf } from '@typed-api/core/testing';
import type * as ops from '../../operations/commits.js';
import { commitAnalysisStatsSchema } from '../../responses/commits.js';
import { repoFor, branchOf, commitOf, counts, stillRunning, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import { clonesWithStatus, deltaClones, deltaIssues, fileDeltas, sortFileDeltas } from '../delta-fixtures.js';

/** The fake's `commits` namespace: what a repository's commits, files and open issues show of each commit. */
export function commitsHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;

  return {
    'commits.statistics': (call) => {
      const repo = repoFor(state, call);
      branchOf(repo, call.inputs.branch);
      const issuesPerCategory = counts(repo.issues.map((i) => i.patternInfo.category)).map(({ name, total }, i) => ({ categoryId: i + 1, categoryType: name, categoryName: name, numberOfIssues: total }));
      const sample = sampleOf(commitAnalysisStatsSchema);
      // The last `days` days with data, one per analysed commit, oldest first; older commits had one issue more each.
      const days = repo.commits.slice(0, call.inputs.days ?? 31).map(({ commit }, i) => ({
        ...sample,
        repositoryId: repo.repositoryId,
        commitId: commit.id,
        numberIssues: repo.issues.length + i,
        issuesPerCategory,
        commitTimestamp: commit.commitTimestamp,
        commitAuthorName: commit.authorName,
        commitShortUUID: commit.sha.slice(0, 7),
      }));
      return days.reverse();
    },
    'commits.listClones': (call) => {
      const repo = repoFor(state, call);
      const index = repo.commits.indexOf(commitOf(repo, call.params.commitUuid));
      return listBody(state, call, clonesWithStatus(deltaClones(repo, index), call.inputs.status));
    },
    'commits.listFiles': (call) => {
      const repo = repoFor(state, call);
      branchOf(repo, call.inputs.branch);
      const { commit } = commitOf(repo, call.params.commitUuid);
      const { filter, search } = call.inputs;
      const parent = repo.commits.find((c) => c.commit.sha === commit.parents?.[0])?.commit.id;
      const files = fileDeltas(repo, commit.id, commit.sha, parent).filter(
        (f) => (search === undefined || f.file.path.includes(search)) && (filter !== 'withCoverageChanges' || (f.coverage?.deltaCoverage ?? 0) !== 0),
      );
      return listBody(state, call, sortFileDeltas(files, call.inputs));
    },
    'commits.getById': (call) => {
      for (const repo of state.repositories.values()) {
        const found = repo.commits.find((c) => String(c.commit.id) === call.params.commitId);
        if (found) return { commit: found.commit, repository: { repositoryId: repo.repositoryId, name: repo.name, provider: repo.provider, organizationName: repo.organization } };
      }
      return fail(404, 'Commit not found');
    },
    'commits.list': (call) => {
      const repo = repoFor(state, call);
      branchOf(repo, call.inputs.branch);
      return listBody(state, call, repo.commits);
    },
    'commits.get': (call) => {
      const repo = repoFor(state, call);
      const commit = commitOf(repo, call.params.commitUuid);
      // While a reanalysis runs, the commit has a new start and no end yet.
      if (!stillRunning(state, repo, `commit:${commit.commit.sha}`)) return commit;
      const inProgress = { ...commit.commit, startedAnalysis: new Date().toISOString() };
      delete inProgress.endedAnalysis;
      return { ...commit, commit: inProgress };
    },
    'commits.listDeltaIssues': (call) => {
      const repo = repoFor(state, call);
      commitOf(repo, call.params.srcCommitUuid);
      const target = call.inputs.targetCommitUuid;
      if (target !== undefined) commitOf(repo, target);
      return { analyzed: true, ...listBody(state, call, deltaIssues(repo.issues, call.inputs.status)) };
    },
  };
}
