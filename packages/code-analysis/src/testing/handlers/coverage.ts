// Hand-written: a commit's coverage reports (made from the repository's files) and their processing after a
// reanalysis, and a pull request's coverage; the rest (the files of a pull request, the repository's last
// reports) is a sample of its response schema.
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as ops from '../../operations/coverage.js';
import { repoFor, byNumber, commitOf, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { CoverageReportEntry } from '../../responses/coverage.js';
import { repositoryCoverageOf, type FakeCoverageReport } from '../coverage-state.js';
import { repoKey, type FakeRepository } from '../state.js';

/** Reads of a report that is being processed: it shows as processed after this many. */
const PROCESSING_READS = 2;

/** The report, after counting this read against its processing. */
function read(report: FakeCoverageReport): FakeCoverageReport {
  if (report.pendingReads > 0 && --report.pendingReads === 0) report.processed = true;
  return report;
}

/** The report as the API lists it: without its content. */
function listed(report: FakeCoverageReport): CoverageReportEntry {
  const { repositoryId, commitSha, reportId, language, isFinal, processed, createdAt } = report;
  return { repositoryId, commitSha, reportId, language, isFinal, processed, createdAt };
}

/** The fake's `coverage` namespace: the reports of a commit, and reprocessing a pull request's. */
export function coverageHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const coverageOf = (repo: FakeRepository) => repositoryCoverageOf(state.coverage, repoKey(repo.provider, repo.organization, repo.name), repo);
  /** The reports of a commit of the repository or of a pull request's head commit; 404 for another commit. */
  const reportsOf = (repo: FakeRepository, sha: string | undefined): FakeCoverageReport[] => {
    const reports = coverageOf(repo).get(sha ?? '');
    if (reports) return reports;
    commitOf(repo, sha);
    return [];
  };

  return {
    'coverage.reanalyzePullRequest': (call) => {
      const repo = repoFor(state, call);
      const { pullRequest } = byNumber(repo, call);
      const latest = coverageOf(repo).get(pullRequest.headCommitSha)?.at(-1);
      if (!latest) fail(422, 'No coverage report was uploaded for the pull request');
      Object.assign(latest, { processed: false, pendingReads: PROCESSING_READS });
      return undefined;
    },
    'coverage.listCommitReports': (call) => {
      const reports = reportsOf(repoFor(state, call), call.params.commitUuid);
      return listBody(state, call, reports.map((report) => listed(read(report))));
    },
    'coverage.getReport': (call) => {
      const report = reportsOf(repoFor(state, call), call.params.commitUuid).find((r) => r.reportId === call.params.reportUuid);
      if (!report) fail(404, 'Coverage report not found');
      return { ...listed(read(report)), content: report.content };
    },
    'coverage.pullRequest': (call) => {
      const pr = byNumber(repoFor(state, call), call);
      return { pullRequest: pr.pullRequest, coverage: pr.coverage ?? {} };
    },
  };
}
