import { TypedApiError, waitUntil, type ApiPromise, type HttpClient, type Paginated, type RequestOptions, type WaitOptions } from '@typed-api/core';
import { defineOperation, walkList } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { hostingPages } from '../wire.js';
import { listEnvelope, pagingFields, siteParams, type HostingPage } from '../schemas/common.js';
import {
  gitConfigSchema,
  gitConnectSchema,
  gitDeployAckSchema,
  gitDeploySchema,
  gitDisconnectedSchema,
  gitTokenRevokedSchema,
  gitTokenSchema,
  gitTokenStoredSchema,
  gitUpdateSchema,
  type GitConfig,
  type GitConnect,
  type GitDeploy,
  type GitDeployAck,
  type GitUpdate,
} from '../schemas/git.js';

const getOperation = defineOperation({ id: 'git.get', method: 'GET', path: '/sites/{siteId}/git', params: siteParams, response: gitConfigSchema, specIds: ['GET /sites/{site_id}/git'] });
const storeTokenOperation = defineOperation({
  id: 'git.storeToken',
  method: 'POST',
  path: '/sites/{siteId}/git/token',
  params: siteParams,
  body: gitTokenSchema,
  response: gitTokenStoredSchema,
  specIds: ['POST /sites/{site_id}/git/token'],
});
const revokeTokenOperation = defineOperation({
  id: 'git.revokeToken',
  method: 'DELETE',
  path: '/sites/{siteId}/git/token',
  params: siteParams,
  response: gitTokenRevokedSchema,
  specIds: ['DELETE /sites/{site_id}/git/token'],
});
const connectOperation = defineOperation({
  id: 'git.connect',
  method: 'POST',
  path: '/sites/{siteId}/git',
  params: siteParams,
  body: gitConnectSchema,
  response: gitConfigSchema,
  specIds: ['POST /sites/{site_id}/git'],
});
const updateOperation = defineOperation({
  id: 'git.update',
  method: 'PUT',
  path: '/sites/{siteId}/git',
  params: siteParams,
  body: gitUpdateSchema,
  response: gitConfigSchema,
  specIds: ['PUT /sites/{site_id}/git'],
});
const disconnectOperation = defineOperation({
  id: 'git.disconnect',
  method: 'DELETE',
  path: '/sites/{siteId}/git',
  params: siteParams,
  response: gitDisconnectedSchema,
  specIds: ['DELETE /sites/{site_id}/git'],
});
const branchesOperation = defineOperation({
  id: 'git.branches',
  method: 'GET',
  path: '/sites/{siteId}/git/branches',
  params: siteParams,
  response: z.array(z.string()),
  specIds: ['GET /sites/{site_id}/git/branches'],
});
const deployOperation = defineOperation({
  id: 'git.deploy',
  method: 'POST',
  path: '/sites/{siteId}/git/deploy',
  params: siteParams,
  response: gitDeployAckSchema,
  specIds: ['POST /sites/{site_id}/git/deploy'],
});
const historyOperation = defineOperation({
  id: 'git.history',
  method: 'GET',
  path: '/sites/{siteId}/git/history',
  params: siteParams,
  query: z.object(pagingFields),
  response: listEnvelope(gitDeploySchema),
  list: hostingPages,
  specIds: ['GET /sites/{site_id}/git/history'],
});

/** Operations of the `git` namespace. */
export const gitOperations = [
  getOperation,
  storeTokenOperation,
  revokeTokenOperation,
  connectOperation,
  updateOperation,
  disconnectOperation,
  branchesOperation,
  deployOperation,
  historyOperation,
] as const;

/** Options of {@link Git.waitForDeploy}: poll timing, deadline and signal. */
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
    return this.#http.call(getOperation, { params: { siteId } }, options);
  }

  /** Stores a git provider access token for this site (needed before connecting). */
  storeToken(siteId: number, token: string, options?: RequestOptions): ApiPromise<z.infer<typeof gitTokenStoredSchema>> {
    return this.#http.call(storeTokenOperation, { params: { siteId }, body: { token } }, options);
  }

  /** Forgets the stored token of this site only. */
  revokeToken(siteId: number, options?: RequestOptions): ApiPromise<z.infer<typeof gitTokenRevokedSchema>> {
    return this.#http.call(revokeTokenOperation, { params: { siteId } }, options);
  }

  /** Connects the site to a repository and branch, which starts a first deploy. */
  connect(siteId: number, body: GitConnect, options?: RequestOptions): ApiPromise<GitConfig> {
    return this.#http.call(connectOperation, { params: { siteId }, body }, options);
  }

  /** Changes branch or paths; omitted fields stay, an empty string clears a path. */
  update(siteId: number, body: GitUpdate, options?: RequestOptions): ApiPromise<GitConfig> {
    return this.#http.call(updateOperation, { params: { siteId }, body }, options);
  }

  /** Disconnects the repository (and forgets the stored token). */
  disconnect(siteId: number, options?: RequestOptions): ApiPromise<z.infer<typeof gitDisconnectedSchema>> {
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
    );
    // `done` only accepts a found entry; this guard is for the type checker.
    if (!entry) throw new TypedApiError(`Deploy ${String(deployId)} not found in the history of site ${String(siteId)}`);
    return entry;
  }
}
