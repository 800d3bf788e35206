// Hand-written: waits compose repeated reads of a coverage report, or of the walk of a commit's reports.
import { poll, type PollOptions } from '@typed-api/core';
import type { CoverageMethods } from '../functions/coverage.js';
import type { CoverageReportContent, CoverageReportEntry } from '../responses/coverage.js';

/** Options of {@link CoverageComposites.waitForReport}: the wait's options, with the report in `onProgress`, and each poll's `headers`. */
export type WaitForCoverageReportOptions = PollOptions<CoverageReportContent>;

/** Options of {@link CoverageComposites.waitForCommitReports}: the wait's options, with the commit's reports in `onProgress`, and each poll's `headers`. */
export type WaitForCommitReportsOptions = PollOptions<CoverageReportEntry[]>;

/** True when the commit has coverage reports and the service has processed every one of them. */
export function areCoverageReportsProcessed(reports: readonly CoverageReportEntry[]): boolean {
  return reports.length > 0 && reports.every((report) => report.processed);
}

/** Where the reports of a commit stand, for `onProgress`: `not_listed` before any, `processing`, then `processed`. */
function coverageReportsStatus(reports: readonly CoverageReportEntry[]): string {
  if (reports.length === 0) return 'not_listed';
  return areCoverageReportsProcessed(reports) ? 'processed' : 'processing';
}

/** What the coverage namespace does beyond one call per method: waiting for reports to be processed. */
export class CoverageComposites {
  /**
   * Polls a coverage report until the service has processed it and returns it. Bounded by `timeoutMs`
   * (WaitTimeoutError) and cancelled by `signal` (AbortError). `onProgress` sees each reading, its status
   * `processing`, then `processed`.
   */
  async waitForReport(
    provider: string,
    organization: string,
    repository: string,
    commitUuid: string,
    reportUuid: string,
    options?: WaitForCoverageReportOptions,
  ): Promise<CoverageReportContent> {
    return poll(
      (callOptions) => this.getReport(provider, organization, repository, commitUuid, reportUuid, callOptions),
      (report) => report.processed,
      options,
      (report) => (report.processed ? 'processed' : 'processing'),
    );
  }

  /**
   * Polls the coverage reports of a commit until there is at least one and every one is processed, and
   * returns them: after an upload, or after `coverage.reanalyzePullRequest` (on the pull request's head
   * commit). Bounded by `timeoutMs` (WaitTimeoutError) and cancelled by `signal` (AbortError). `onProgress`
   * sees each reading, its status `not_listed` while the commit has no report, `processing`, then `processed`.
   */
  async waitForCommitReports(provider: string, organization: string, repository: string, commitUuid: string, options?: WaitForCommitReportsOptions): Promise<CoverageReportEntry[]> {
    return poll(
      (callOptions) => this.listCommitReports(provider, organization, repository, commitUuid, {}, callOptions).toArray(),
      areCoverageReportsProcessed,
      options,
      coverageReportsStatus,
    );
  }
}

// The class's own generated methods, which the namespace's class (its subclass) defines.
export interface CoverageComposites extends Pick<CoverageMethods, 'getReport' | 'listCommitReports'> {}
