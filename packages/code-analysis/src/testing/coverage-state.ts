import type { CoverageReportContent } from '../responses/coverage.js';
import type { FakeRepository } from './state.js';

/** A coverage report of the fake, with how many more reads it stays unprocessed. */
export interface FakeCoverageReport extends CoverageReportContent {
  /** Reads (of the report or its commit's list) before it shows as processed; 0 once processed. */
  pendingReads: number;
}

/** Coverage reports of one repository, by commit SHA, oldest first. */
export type FakeRepositoryCoverage = Map<string, FakeCoverageReport[]>;

/** A uuid-shaped report id, deterministic for a repository, commit and position. */
function reportUuid(repositoryId: number, sha: string, index: number): string {
  const hex = `${repositoryId.toString(16)}${sha.slice(0, 12)}${index.toString(16)}`.padStart(32, '0').slice(-32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A processed TypeScript report of a commit, covering the repository's files with their line hits. */
export function makeCoverageReport(repo: FakeRepository, sha: string, index: number, createdAt: string): FakeCoverageReport {
  return {
    repositoryId: repo.repositoryId,
    commitSha: sha,
    reportId: reportUuid(repo.repositoryId, sha, index),
    language: 'TypeScript',
    isFinal: true,
    processed: true,
    createdAt,
    content: repo.files.map((f) => ({ fileName: f.path, coverage: Object.fromEntries((repo.lineCoverage.get(f.fileId) ?? []).map((l) => [String(l.line), l.hits])) })),
    pendingReads: 0,
  };
}

/** What a repository starts with: one processed report for its latest commit and one for each pull request's head commit. */
function initialRepositoryCoverage(repo: FakeRepository): FakeRepositoryCoverage {
  const reports: FakeRepositoryCoverage = new Map();
  const head = repo.commits[0]?.commit;
  if (head) reports.set(head.sha, [makeCoverageReport(repo, head.sha, 0, head.commitTimestamp)]);
  for (const pr of repo.pullRequests) reports.set(pr.pullRequest.headCommitSha, [makeCoverageReport(repo, pr.pullRequest.headCommitSha, 0, pr.pullRequest.updated)]);
  return reports;
}

/** The coverage reports of a repository in the state, made on first use. */
export function repositoryCoverageOf(coverage: Map<string, FakeRepositoryCoverage>, key: string, repo: FakeRepository): FakeRepositoryCoverage {
  const found = coverage.get(key) ?? initialRepositoryCoverage(repo);
  coverage.set(key, found);
  return found;
}
