import { waitUntil, type ApiPromise, type HttpClient, type RequestOptions, type WaitOptions } from '@typed-api/core';
import { anySignal } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import { getFirstAnalysisOverview, listCategoryOverviews, recoverRepository } from '../operations/analysis.js';
import type { AnalysisProgress, CategoryOverview } from '../responses/analysis.js';
import type { branchQuery } from '../schemas/analysis.js';
import type { RepositoryRef } from '../schemas/common.js';

/** Picks the branch an analysis call is about; the repository's main branch when omitted. */
export type BranchOptions = z.input<typeof branchQuery>;

/** Options of {@link AnalysisResource.waitForFirstAnalysis}. */
export interface WaitForFirstAnalysisOptions extends BranchOptions, WaitOptions<AnalysisProgress> {
  /**
   * When the server reports the analysis as stuck, ask it once to recover the repository, then keep waiting.
   * Default false: a stuck analysis is only waited on (until `timeoutMs`).
   */
  recoverIfStuck?: boolean | undefined;
}

/** True when every step of a first analysis is complete (and there is at least one). */
export function isAnalysisComplete(progress: AnalysisProgress): boolean {
  return progress.data.length > 0 && progress.data.every((step) => step.complete);
}

/** A repository's first analysis: its progress, recovery when stuck, and issue figures by category. */
export class AnalysisResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Reads the steps of the first analysis and whether it is stuck (no key needed for public repositories). */
  progress(repo: RepositoryRef, options?: BranchOptions, requestOptions?: RequestOptions): ApiPromise<AnalysisProgress> {
    return this.#http.call(getFirstAnalysisOverview, { params: repo, query: options }, requestOptions);
  }

  /**
   * Restarts a first analysis that is stuck. The server answers 422 (`UnprocessableEntity`) when the
   * repository is not stuck.
   */
  recover(repo: RepositoryRef, options?: BranchOptions, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(recoverRepository, { params: repo, query: options }, requestOptions);
  }

  /** Lists the issue figures of a repository by category. */
  categoryOverviews(repo: RepositoryRef, options?: BranchOptions, requestOptions?: RequestOptions): ApiPromise<CategoryOverview[]> {
    return this.#http.call(listCategoryOverviews, { params: repo, query: options }, requestOptions);
  }

  /**
   * Polls the progress until every step is complete and returns the last progress. With
   * `recoverIfStuck`, a stuck analysis is recovered once. Bounded by `timeoutMs` (TimeoutError) and
   * cancelled by `signal` (AbortError).
   */
  async waitForFirstAnalysis(repo: RepositoryRef, options: WaitForFirstAnalysisOptions = {}, requestOptions?: RequestOptions): Promise<AnalysisProgress> {
    const { branch, recoverIfStuck = false, ...wait } = options;
    const query = branch === undefined ? undefined : { branch };
    let recovered = false;
    return waitUntil(
      async (signal) => {
        const callOptions = { ...requestOptions, signal: anySignal([requestOptions?.signal, signal]) };
        const progress = await this.progress(repo, query, callOptions);
        if (progress.isStuck === true && recoverIfStuck && !recovered && !isAnalysisComplete(progress)) {
          recovered = true;
          await this.recover(repo, query, callOptions);
        }
        return progress;
      },
      isAnalysisComplete,
      wait,
    );
  }
}
