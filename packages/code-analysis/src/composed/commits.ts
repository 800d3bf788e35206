// Hand-written: a wait composes repeated reads of one commit.
import { poll, type PollOptions } from '@typed-api/core';
import type { CommitsMethods } from '../functions/commits.js';
import type { CommitWithAnalysis } from '../responses/commits.js';

/** Options of {@link CommitsComposites.waitForAnalysis}: the wait's options, with the commit in `onProgress`, and each poll's `headers`. */
export type WaitForCommitAnalysisOptions = PollOptions<CommitWithAnalysis>;

/** True once a commit's analysis has ended: it has an end time, at or after its start. */
export function isCommitAnalysed(commit: CommitWithAnalysis): boolean {
  const { startedAnalysis, endedAnalysis } = commit.commit;
  return endedAnalysis !== undefined && (startedAnalysis === undefined || endedAnalysis >= startedAnalysis);
}

/** Where a commit's analysis stands, for `onProgress`: `analysed`, `analysing` once started, else `pending`. */
function commitAnalysisStatus(commit: CommitWithAnalysis): string {
  if (isCommitAnalysed(commit)) return 'analysed';
  return commit.commit.startedAnalysis === undefined ? 'pending' : 'analysing';
}

/** What the commits namespace does beyond one call per method: waiting for a commit's analysis. */
export class CommitsComposites {
  /**
   * Polls a commit until its analysis has ended (after a push, or after `repositories.reanalyzeCommit`)
   * and returns it. Bounded by `timeoutMs` (WaitTimeoutError), cancelled by `signal` (AbortError); `onProgress`
   * sees each read, its status `pending` before the analysis starts, `analysing`, then `analysed`.
   */
  waitForAnalysis(provider: string, organization: string, repository: string, commitUuid: string, options?: WaitForCommitAnalysisOptions): Promise<CommitWithAnalysis> {
    return poll((callOptions) => this.get(provider, organization, repository, commitUuid, callOptions), isCommitAnalysed, options, commitAnalysisStatus);
  }
}

// The class's own generated methods, which the namespace's class (its subclass) defines.
export interface CommitsComposites extends Pick<CommitsMethods, 'get'> {}
