import type { FakeHandler } from '@typed-api/core/testing';
import type { CoverageReportEntry } from '../../responses/coverage.js';
import { repositoryCoverageOf, type FakeCoverageReport } from '../coverage-state.js';
import type { HandlerKit } from '../handlers.js';
import { fail } from '../responses.js';
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

/** The fake's `coverage` namespace beyond the first operations: the reports of a commit, and reprocessing a pull request's. */
export function coverageHandlers(kit: HandlerKit): Record<string, FakeHandler> {
  const { state, keyed, repoFor, byNumber, commitOf, list } = kit;
  const coverageOf = (repo: FakeRepository) => repositoryCoverageOf(state.coverage, repoKey(repo.provider, repo.organization, repo.name), repo);
  /** The reports of a commit of the repository or of a pull request's head commit; 404 for another commit. */
  const reportsOf = (repo: FakeRepository, sha: string | undefined): FakeCoverageReport[] => {
    const reports = coverageOf(repo).get(sha ?? '');
    if (reports) return reports;
    commitOf(repo, sha);
    return [];
  };

  return {
    'coverage.reanalyzePullRequest': keyed((call) => {
      const repo = repoFor(call);
      const { pullRequest } = byNumber(repo, call);
      const latest = coverageOf(repo).get(pullRequest.headCommitSha)?.at(-1);
      if (!latest) fail(422, 'No coverage report was uploaded for the pull request');
      Object.assign(latest, { processed: false, pendingReads: PROCESSING_READS });
      return undefined;
    }),
    'coverage.listCommitReports': keyed((call) => {
      const reports = reportsOf(repoFor(call), call.params.commitUuid);
      return list(call, reports.map((report) => listed(read(report))));
    }),
    'coverage.getReport': keyed((call) => {
      const report = reportsOf(repoFor(call), call.params.commitUuid).find((r) => r.reportId === call.params.reportUuid);
      if (!report) fail(404, 'Coverage report not found');
      return { ...listed(read(report)), content: report.content };
    }),
  };
}
