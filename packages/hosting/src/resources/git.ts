import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions, TypedApiError, type WaitOptions, waitUntil } from '@typed-api/core';
import { checkInputs, type Inputs, walkList } from '@typed-api/core/internal';
import {
  branchesOperation,
  connectOperation,
  deployOperation,
  disconnectOperation,
  getGitOperation,
  historyOperation,
  revokeTokenOperation,
  storeTokenOperation,
  updateGitOperation,
} from '../operations/git.js';
import type { HostingPage } from '../responses/common.js';
import type { GitConfig, GitDeploy, GitDeployAck, GitDisconnected, GitTokenRevoked, GitTokenStored } from '../responses/git.js';
import type { GitConnect, GitUpdate } from '../schemas/git.js';

/** Options of {@link Git.waitForDeploy}: poll timing, deadline, signal and `onProgress`. */
export type WaitForDeployOptions = WaitOptions<GitDeploy | undefined>;

/** Inputs of {@link Git.waitForDeploy}. */
export interface WaitForDeployInputs {
  /** How many of the newest history entries each check looks through for the deploy. Default 20. */
  per_page?: number | undefined;
}

/** The keys {@link WaitForDeployInputs} knows. */
const WAIT_INPUTS = ['per_page'];

/**
 * Deploying a site from a git repository. Every call answers 422 when the site is not enrolled in the
 * git integration; writes need the `git_edit` scope.
 */
export class Git {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The site's repository settings. */
  get(siteId: number, options?: RequestOptions): ApiPromise<GitConfig> {
    return this.#http.call(getGitOperation, { params: { siteId } }, options);
  }

  /** Stores a git provider access token for this site, `{ token }` (needed before connecting). */
  storeToken(siteId: number, inputs: Inputs<typeof storeTokenOperation>, options?: RequestOptions): ApiPromise<GitTokenStored> {
    return this.#http.call(storeTokenOperation, { params: { siteId }, input: inputs }, options);
  }

  /** Forgets the stored token of this site only. */
  revokeToken(siteId: number, options?: RequestOptions): ApiPromise<GitTokenRevoked> {
    return this.#http.call(revokeTokenOperation, { params: { siteId } }, options);
  }

  /** Connects the site to a repository and branch, which starts a first deploy. */
  connect(siteId: number, body: GitConnect, options?: RequestOptions): ApiPromise<GitConfig> {
    return this.#http.call(connectOperation, { params: { siteId }, body }, options);
  }

  /** Changes branch or paths; omitted fields stay, an empty string clears a path. */
  update(siteId: number, body: GitUpdate, options?: RequestOptions): ApiPromise<GitConfig> {
    return this.#http.call(updateGitOperation, { params: { siteId }, body }, options);
  }

  /** Disconnects the repository (and forgets the stored token). */
  disconnect(siteId: number, options?: RequestOptions): ApiPromise<GitDisconnected> {
    return this.#http.call(disconnectOperation, { params: { siteId } }, options);
  }

  /** Branch names of the connected repository. */
  branches(siteId: number, options?: RequestOptions): ApiPromise<string[]> {
    return this.#http.call(branchesOperation, { params: { siteId } }, options);
  }

  /** Starts a deploy of the configured branch; returns its id with state `processing`. */
  deploy(siteId: number, options?: RequestOptions): ApiPromise<GitDeployAck> {
    return this.#http.call(deployOperation, { params: { siteId } }, options);
  }

  /** Past deploys, newest first, page by page. */
  history(siteId: number, query: { page?: number; per_page?: number } = {}, options?: RequestOptions): Paginated<GitDeploy, HostingPage<GitDeploy>> {
    return walkList(this.#http, historyOperation, { params: { siteId }, query }, options);
  }

  /**
   * Polls the deploy history until the deploy has left `processing` and returns its entry (`deployed`
   * on success; a failure shows another state). Each check reads the newest `per_page` entries of the
   * history (inputs, default 20). The wait options come last: bounded by `timeoutMs` (a
   * `WaitTimeoutError`, whose `lastValue` is the deploy's entry as last read, undefined while it was not
   * listed) and cancellable with `signal`; `onProgress` gets the deploy's `state` after each check, or
   * `not_listed` while the deploy is not among the newest entries yet.
   */
  async waitForDeploy(siteId: number, deployId: number, inputs: WaitForDeployInputs = {}, options: WaitForDeployOptions = {}): Promise<GitDeploy> {
    checkInputs('git.waitForDeploy', inputs, WAIT_INPUTS);
    const { per_page = 20 } = inputs;
    const entry = await waitUntil(
      async (signal) => {
        const first = await this.history(siteId, { per_page }, { signal });
        return first.items.find((deploy) => deploy.id === deployId);
      },
      (deploy) => deploy !== undefined && deploy.state !== 'processing',
      options,
      (deploy) => deploy?.state ?? 'not_listed',
    );
    // `done` only accepts a found entry; this guard is for the type checker.
    if (!entry) throw new TypedApiError(`Deploy ${String(deployId)} not found in the history of site ${String(siteId)}`);
    return entry;
  }
}
