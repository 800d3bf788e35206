// The repositories of the fake as the API shows them: the views its handlers answer with, computed from the
// fake's own record of a repository (state.ts).
import type { AnalysisProgress } from '../responses/analysis.js';
import type { FileSummary } from '../responses/files.js';
import type { Branch, Repository, RepositoryWithAnalysis } from '../responses/repositories.js';
import { ANALYSIS_STEPS, FIXED_TIME, type FakeRepository } from './state.js';

/** The repository as the API shows it. */
export function toRepository(repo: FakeRepository): Repository {
  return {
    repositoryId: repo.repositoryId,
    provider: repo.provider,
    owner: repo.organization,
    name: repo.name,
    fullPath: `${repo.organization}/${repo.name}`,
    visibility: repo.visibility,
    remoteIdentifier: String(repo.repositoryId),
    lastUpdated: FIXED_TIME,
    permission: 'admin',
    problems: [],
    languages: repo.languages,
    defaultBranch: repo.branches[0],
    badges: { grade: `https://badges.example.test/${String(repo.repositoryId)}/grade.svg`, coverage: `https://badges.example.test/${String(repo.repositoryId)}/coverage.svg` },
    standards: [],
    addedState: repo.addedState,
  };
}

/** The open issues of one file of a repository. */
export function issuesOfFile(repo: FakeRepository, fileId: number): number {
  return repo.issues.filter((i) => i.fileId === fileId).length;
}

/** A file as the API shows it: its `totalIssues` counted from the repository's open issues. */
export function fileWithIssues(repo: FakeRepository, file: FileSummary): FileSummary {
  return { ...file, totalIssues: issuesOfFile(repo, file.fileId) };
}

/** The share of a repository's files with at least one open issue, in percent (rounded). */
export function issuesPercentageOf(repo: FakeRepository): number {
  return repo.files.length ? Math.round((100 * repo.files.filter((f) => issuesOfFile(repo, f.fileId) > 0).length) / repo.files.length) : 0;
}

/** Completes one more step of a first analysis (unless stuck); the last step brings its issues in. */
export function advanceFirstAnalysis(repo: FakeRepository): void {
  if (repo.stuck || repo.stepsDone >= ANALYSIS_STEPS.length) return;
  repo.stepsDone++;
  if (repo.stepsDone === ANALYSIS_STEPS.length) repo.issues.push(...repo.pendingIssues.splice(0));
}

/** The repository with analysis figures, for a branch. */
export function toRepositoryWithAnalysis(repo: FakeRepository, branch: Branch): RepositoryWithAnalysis {
  const analysed = repo.stepsDone >= ANALYSIS_STEPS.length;
  return {
    repository: toRepository(repo),
    branch,
    selectedBranch: branch,
    ...(analysed
      ? {
          lastAnalysedCommit: repo.commits[0]?.commit,
          grade: 85,
          gradeLetter: 'B',
          issuesPercentage: issuesPercentageOf(repo),
          issuesCount: repo.issues.length,
          loc: repo.files.reduce((n, f) => n + (f.linesOfCode ?? 0), 0),
          complexFilesPercentage: 5,
          complexFilesCount: 1,
          duplicationPercentage: 2,
          coverage: { coveragePercentage: 75, coveragePercentageWithDecimals: 75.5, numberTotalFiles: repo.files.length, filesUncovered: 0 },
          goals: { maxIssuePercentage: 20, minCoveragePercentage: 60 },
        }
      : {}),
  };
}

/** The first-analysis progress as the API shows it. */
export function toProgress(repo: FakeRepository): AnalysisProgress {
  return { data: ANALYSIS_STEPS.map((action, i) => ({ action, complete: i < repo.stepsDone })), isStuck: repo.stuck };
}
