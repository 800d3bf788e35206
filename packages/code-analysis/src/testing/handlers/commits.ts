import type { FakeHandler } from '@typed-api/core/testing';
import type { CommitAnalysisStats } from '../../responses/commits.js';
import { analysisLogs, clonesWithStatus, deltaClones, fileDeltas, sortFileDeltas } from '../delta-fixtures.js';
import type { HandlerKit } from '../handlers.js';
import { body, fail } from '../responses.js';
import type { FakeRepository } from '../state.js';

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
    issuePercentage: repo.files.length ? Math.round((100 * repo.files.filter((f) => f.totalIssues > 0).length) / repo.files.length) : 0,
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
export function commitsHandlers(kit: HandlerKit): Record<string, FakeHandler> {
  const { state, keyed, repoReader, repoFor, branchOf, commitOf, list } = kit;

  return {
    'commits.statistics': repoReader((call) => {
      const repo = repoFor(call);
      branchOf(repo, call);
      const days = Number(call.query.get('days') ?? 31);
      if (!Number.isInteger(days) || days < 1 || days > 365) fail(400, 'days must be between 1 and 365');
      // The last `days` days with data, oldest first.
      return repo.commits
        .slice(0, days)
        .map((_, i) => statisticsAt(repo, i))
        .filter((s) => s !== undefined)
        .reverse();
    }),
    'commits.listClones': keyed((call) => {
      const repo = repoFor(call);
      const index = repo.commits.indexOf(commitOf(repo, call.params.commitUuid));
      return list(call, clonesWithStatus(deltaClones(repo, index), call.query.get('status')));
    }),
    'commits.listFiles': keyed((call) => {
      const repo = repoFor(call);
      branchOf(repo, call);
      const { commit } = commitOf(repo, call.params.commitUuid);
      const filter = call.query.get('filter');
      if (filter !== null && filter !== '' && filter !== 'withCoverageChanges') fail(400, 'filter must be withCoverageChanges or empty');
      const search = call.query.get('search');
      const parent = repo.commits.find((c) => c.commit.sha === commit.parents?.[0])?.commit.id;
      const files = fileDeltas(repo, commit.id, commit.sha, parent).filter(
        (f) => (search === null || f.file.path.includes(search)) && (filter !== 'withCoverageChanges' || (f.coverage?.deltaCoverage ?? 0) !== 0),
      );
      return list(call, sortFileDeltas(files, call.query));
    }),
    'commits.logs': keyed((call) => {
      const { commit } = commitOf(repoFor(call), call.params.commitUuid);
      return analysisLogs(commit.sha, undefined, commit.startedAnalysis ?? commit.commitTimestamp);
    }),
    'commits.getById': keyed((call) => {
      for (const repo of state.repositories.values()) {
        const found = repo.commits.find((c) => String(c.commit.id) === call.params.commitId);
        if (found) {
          return body({ commit: found.commit, repository: { repositoryId: repo.repositoryId, name: repo.name, provider: repo.provider, organizationName: repo.organization } });
        }
      }
      return fail(404, 'Commit not found');
    }),
  };
}
