import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as ops from '../../operations/commits.js';
import { repoFor, branchOf, commitOf, stillRunning, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { CommitAnalysisStats } from '../../responses/commits.js';
import { analysisLogs, clonesWithStatus, deltaClones, fileDeltas, sortFileDeltas } from '../delta-fixtures.js';
import type { FakeRepository } from '../state.js';
import { issuesPercentageOf } from '../views.js';

/** The category ids the service gives the issue categories in statistics. */
const CATEGORY_IDS: Record<string, number> = { Security: 1, ErrorProne: 2, CodeStyle: 3, Compatibility: 4, UnusedCode: 5, Complexity: 6, Performance: 7 };

/** The statistics of a repository at its `index`-th newest commit. */
function statisticsAt(repo: FakeRepository, index: number): CommitAnalysisStats | undefined {
  const entry = repo.commits[index];
  if (!entry) return undefined;
  const { commit } = entry;
  const byCategory = new Map<string, number>();
  for (const issue of repo.issues) byCategory.set(issue.patternInfo.category, (byCategory.get(issue.patternInfo.category) ?? 0) + 1);
  const loc = repo.files.reduce((n, f) => n + (f.linesOfCode ?? 0), 0);
  // Older commits had one issue more each.
  const numberIssues = repo.issues.length + index;
  return {
    repositoryId: repo.repositoryId,
    commitId: commit.id,
    numberIssues,
    numberLoc: loc,
    issuesPerCategory: [...byCategory].map(([name, count]) => ({ categoryId: CATEGORY_IDS[name] ?? 99, categoryType: name, categoryName: name, numberOfIssues: count })),
    issuePercentage: issuesPercentageOf(repo),
    totalComplexity: repo.files.reduce((n, f) => n + (f.complexity ?? 0), 0),
    numberComplexFiles: 0,
    complexFilesPercentage: 0,
    filesChangedToIncreaseComplexity: index === 0 ? 1 : 0,
    numberDuplicatedLines: 0,
    duplicationPercentage: 0,
    coveragePercentage: 75 - index,
    coveragePercentageWithDecimals: 75.5 - index,
    numberFilesUncovered: 0,
    techDebt: numberIssues * 5,
    totalFilesAdded: index === repo.commits.length - 1 ? repo.files.length : 0,
    totalFilesRemoved: 0,
    totalFilesChanged: 1,
    commitTimestamp: commit.commitTimestamp,
    commitAuthorName: commit.authorName,
    commitShortUUID: commit.sha.slice(0, 7),
  };
}

/**
 * The fake's new `commits` operations, derived from a repository's commits, files and open issues: daily
 * statistics (one day per analysed commit), duplication, changed files and analysis logs of a commit,
 * and a commit found by its numeric id in any repository.
 */
export function commitsHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;

  return {
    'commits.statistics': (call) => {
      const repo = repoFor(state, call);
      branchOf(repo, call.inputs.branch);
      const days = call.inputs.days ?? 31;
      if (!Number.isInteger(days) || days < 1 || days > 365) fail(400, 'days must be between 1 and 365');
      // The last `days` days with data, oldest first.
      return repo.commits
        .slice(0, days)
        .map((_, i) => statisticsAt(repo, i))
        .filter((s) => s !== undefined)
        .reverse();
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
      const filter = call.inputs.filter;
      if (filter !== undefined && filter !== '' && filter !== 'withCoverageChanges') fail(400, 'filter must be withCoverageChanges or empty');
      const search = call.inputs.search;
      const parent = repo.commits.find((c) => c.commit.sha === commit.parents?.[0])?.commit.id;
      const files = fileDeltas(repo, commit.id, commit.sha, parent).filter(
        (f) => (search === undefined || f.file.path.includes(search)) && (filter !== 'withCoverageChanges' || (f.coverage?.deltaCoverage ?? 0) !== 0),
      );
      return listBody(state, call, sortFileDeltas(files, call.query));
    },
    'commits.logs': (call) => {
      const { commit } = commitOf(repoFor(state, call), call.params.commitUuid);
      return analysisLogs(commit.sha, undefined, commit.startedAnalysis ?? commit.commitTimestamp);
    },
    'commits.getById': (call) => {
      for (const repo of state.repositories.values()) {
        const found = repo.commits.find((c) => String(c.commit.id) === call.params.commitId);
        if (found) {
          return { commit: found.commit, repository: { repositoryId: repo.repositoryId, name: repo.name, provider: repo.provider, organizationName: repo.organization } };
        }
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
      if (!stillRunning(state, repo, `commit:${commit.commit.sha}`)) return (commit);
      const inProgress = { ...commit.commit, startedAnalysis: new Date().toISOString() };
      delete inProgress.endedAnalysis;
      return { ...commit, commit: inProgress };
    },
    'commits.deltaStatistics': (call) => {
      const commit = commitOf(repoFor(state, call), call.params.commitUuid);
      return { commitUuid: commit.commit.sha, newIssues: 1, fixedIssues: 0, deltaComplexity: 2, deltaCoverage: -1, deltaCoverageWithDecimals: -1.25, deltaClonesCount: 0, analyzed: true };
    },
    'commits.listDeltaIssues': (call) => {
      const repo = repoFor(state, call);
      commitOf(repo, call.params.srcCommitUuid);
      const target = call.inputs.targetCommitUuid;
      if (target !== undefined) commitOf(repo, target);
      const status = call.inputs.status ?? 'all';
      const delta = repo.issues.map((commitIssue, i) => ({ commitIssue, deltaType: i % 2 ? 'Fixed' : 'Added' }));
      return { analyzed: true, ...listBody(state, call, delta.filter((d) => status === 'all' || (status === 'new') === (d.deltaType === 'Added'))) };
    },
  };
}
