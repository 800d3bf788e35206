import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions, TypedApiError, type WaitOptions, waitUntil } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
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
export interface WaitForDeployOptions extends WaitOptions<GitDeploy | undefined> {
  /** How many of the newest history entries to look through for the deploy. Default 20. */
  perPage?: number | undefined;
}

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

  /** Stores a git provider access token for this site (needed before connecting). */
  storeToken(siteId: number, token: string, options?: RequestOptions): ApiPromise<GitTokenStored> {
    return this.#http.call(storeTokenOperation, { params: { siteId }, body: { token } }, options);
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
   * on success; a failure shows another state). Bounded by `timeoutMs` and cancellable with `signal`.
   * `onProgress` gets the deploy's `state` after each check, or `not_listed` while the deploy is not
   * among the newest `perPage` entries yet.
   */
  async waitForDeploy(siteId: number, deployId: number, options: WaitForDeployOptions = {}): Promise<GitDeploy> {
    const { perPage = 20, ...wait } = options;
    const entry = await waitUntil(
      async (signal) => {
        const first = await this.history(siteId, { per_page: perPage }, { signal });
        return first.items.find((deploy) => deploy.id === deployId);
      },
      (deploy) => deploy !== undefined && deploy.state !== 'processing',
      wait,
      (deploy) => deploy?.state ?? 'not_listed',
    );
    // `done` only accepts a found entry; this guard is for the type checker.
    if (!entry) throw new TypedApiError(`Deploy ${String(deployId)} not found in the history of site ${String(siteId)}`);
    return entry;
  }
}
