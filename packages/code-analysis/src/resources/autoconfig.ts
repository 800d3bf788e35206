import { waitUntil, type ApiPromise, type HttpClient, type RequestOptions, type WaitOptions } from '@typed-api/core';
import { anySignal, defineOperation } from '@typed-api/core/internal';
import { autoconfigRunSchema, autoconfigStatusSchema, type AutoconfigRun, type AutoconfigStatus } from '../schemas/analysis.js';
import { repoParams, type RepositoryRef } from '../schemas/common.js';
import { ANALYSIS_REPO } from './paths.js';

/** Options of {@link AutoconfigResource.waitUntilDone}: the core's wait options, with the status in `onProgress`. */
export type WaitForAutoconfigOptions = WaitOptions<AutoconfigStatus>;

const startOp = defineOperation({
  id: 'autoconfig.start',
  method: 'POST',
  path: `${ANALYSIS_REPO}/autoconfig`,
  params: repoParams,
  response: autoconfigRunSchema,
  specIds: ['addAutoconfig'],
});

const statusOp = defineOperation({
  id: 'autoconfig.status',
  method: 'GET',
  path: `${ANALYSIS_REPO}/autoconfig/status`,
  params: repoParams,
  response: autoconfigStatusSchema,
  specIds: ['getAutoconfigStatus'],
});

/** The autoconfiguration operations of this resource. */
export const autoconfigOperations = [startOp, statusOp] as const;

/** True when an autoconfiguration run has ended, well (`Done`) or not (`Failed`). */
export function isAutoconfigFinished(status: AutoconfigStatus): boolean {
  return status.status === 'Done' || status.status === 'Failed';
}

/** Automatic configuration of a repository's tools (an experimental feature of the API). */
export class AutoconfigResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Requests an automatic configuration run (202); resolves to the run's analysis id. */
  start(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<AutoconfigRun> {
    return this.#http.call(startOp, { params: repo }, requestOptions);
  }

  /** Reads the state of the latest run: `Requested`, `Running`, `Done` or `Failed`. */
  status(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<AutoconfigStatus> {
    return this.#http.call(statusOp, { params: repo }, requestOptions);
  }

  /**
   * Polls the status until the run is `Done` or `Failed` and returns it (check `status` to tell them
   * apart). Bounded by `timeoutMs` (TimeoutError) and cancelled by `signal` (AbortError).
   */
  async waitUntilDone(repo: RepositoryRef, options: WaitForAutoconfigOptions = {}, requestOptions?: RequestOptions): Promise<AutoconfigStatus> {
    return waitUntil(
      (signal) => this.status(repo, { ...requestOptions, signal: anySignal([requestOptions?.signal, signal]) }),
      isAutoconfigFinished,
      options,
    );
  }
}
