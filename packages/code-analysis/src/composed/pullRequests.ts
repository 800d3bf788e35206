// Hand-written: a wait composes repeated reads of one pull request.
import { poll, type PollOptions } from '@typed-api/core';
import type { PullRequestsMethods } from '../functions/pullRequests.js';
import type { PullRequestWithAnalysis } from '../responses/pull-requests.js';

/** Options of {@link PullRequestsComposites.waitForAnalysis}: the wait's options, with the pull request in `onProgress`, and each poll's `headers`. */
export type WaitForPullRequestAnalysisOptions = PollOptions<PullRequestWithAnalysis>;

/** True once the server has finished analysing a pull request. */
export function isPullRequestAnalysed(pullRequest: PullRequestWithAnalysis): boolean {
  return !pullRequest.isAnalysing;
}

/** What the pull requests namespace does beyond one call per method: waiting for a pull request's analysis. */
export class PullRequestsComposites {
  /**
   * Polls a pull request until the server is no longer analysing it (a new head commit, a reanalysis) and
   * returns it. Bounded by `timeoutMs` (WaitTimeoutError), cancelled by `signal` (AbortError); `onProgress`
   * sees each read, its status `analysing` while the server is at it, then `analysed`.
   */
  waitForAnalysis(provider: string, organization: string, repository: string, pullRequestNumber: number, options?: WaitForPullRequestAnalysisOptions): Promise<PullRequestWithAnalysis> {
    return poll(
      (callOptions) => this.get(provider, organization, repository, pullRequestNumber, callOptions),
      isPullRequestAnalysed,
      options,
      (pullRequest) => (pullRequest.isAnalysing ? 'analysing' : 'analysed'),
    );
  }
}

// The class's own generated methods, which the namespace's class (its subclass) defines.
export interface PullRequestsComposites extends Pick<PullRequestsMethods, 'get'> {}
