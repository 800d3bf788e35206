import { type ApiPromise, type HttpClient, poll, type PollOptions, type RequestOptions } from '@typed-api/core';
import { addAutoconfig, getAutoconfigStatus } from '../operations/autoconfig.js';
import type { AutoconfigRun, AutoconfigStatus } from '../responses/autoconfig.js';
import type { RepositoryRef } from '../schemas/common.js';

/** Options of {@link AutoconfigResource.waitUntilDone}: the wait's options, with the status in `onProgress`, and each poll's `headers`. */
export type WaitForAutoconfigOptions = PollOptions<AutoconfigStatus>;

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
    return this.#http.call(addAutoconfig, { params: repo }, requestOptions);
  }

  /** Reads the state of the latest run: `Requested`, `Running`, `Done` or `Failed`. */
  status(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<AutoconfigStatus> {
    return this.#http.call(getAutoconfigStatus, { params: repo }, requestOptions);
  }

  /**
   * Polls the status until the run is `Done` or `Failed` and returns it (check `status` to tell them
   * apart). Bounded by `timeoutMs` (WaitTimeoutError) and cancelled by `signal` (AbortError). `onProgress`
   * sees each reading, its status the run's (`Requested`, `Running`, `Done`, `Failed`).
   */
  async waitUntilDone(repo: RepositoryRef, options?: WaitForAutoconfigOptions): Promise<AutoconfigStatus> {
    return poll((callOptions) => this.status(repo, callOptions), isAutoconfigFinished, options);
  }
}
