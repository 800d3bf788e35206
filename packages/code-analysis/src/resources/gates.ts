import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  applyGatePolicyToRepositories,
  createGatePolicy,
  deleteGatePolicy,
  getGatePolicy,
  listGatePolicies,
  listRepositoriesFollowingGatePolicy,
  setBuiltInDefaultPolicy,
  setDefaultGatePolicy,
  updateGatePolicy,
} from '../operations/gates.js';
import type { RepositoryReference } from '../responses/coding-standards.js';
import type { GatePolicy, GatePolicySummary } from '../responses/gates.js';
import type { OrganizationRef } from '../schemas/common.js';
import type { createGatePolicyBody, updateGatePolicyBody } from '../schemas/gates.js';
import type { CursorPage } from '../wire.js';
import type { LinkRepositoriesInput, PagingOptions } from './coding-standards.js';

/** What {@link GatesResource.create} takes: `gatePolicyName`, whether it becomes the default, and its quality gates (`settings`). */
export type CreateGatePolicyInput = z.input<typeof createGatePolicyBody>;

/** What {@link GatesResource.update} takes: a new name, default state or quality gates (what is left out stays as it is). */
export type UpdateGatePolicyInput = z.input<typeof updateGatePolicyBody>;

/**
 * Gate policies of an organization: the quality gates (new issues, security issues, duplication,
 * coverage, complexity) that pull requests and commits of the repositories following them must pass.
 */
export class GatesResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists the organization's gate policies (without their quality gates), page by page. */
  list(org: OrganizationRef, options: PagingOptions = {}, requestOptions?: RequestOptions): Paginated<GatePolicySummary, CursorPage<GatePolicySummary>> {
    return walkList(this.#http, listGatePolicies, { params: org, query: options }, requestOptions);
  }

  /** Reads a gate policy with its quality gates. */
  get(org: OrganizationRef, gatePolicyId: number, requestOptions?: RequestOptions): ApiPromise<GatePolicy> {
    return this.#http.call(getGatePolicy, { params: { ...org, gatePolicyId } }, requestOptions);
  }

  /** Creates a gate policy. */
  create(org: OrganizationRef, input: CreateGatePolicyInput, requestOptions?: RequestOptions): ApiPromise<GatePolicy> {
    return this.#http.call(createGatePolicy, { params: org, body: input }, requestOptions);
  }

  /** Changes a gate policy's name, default state or quality gates (the quality gates of a read-only policy cannot change). */
  update(org: OrganizationRef, gatePolicyId: number, input: UpdateGatePolicyInput, requestOptions?: RequestOptions): ApiPromise<GatePolicy> {
    return this.#http.call(updateGatePolicy, { params: { ...org, gatePolicyId }, body: input }, requestOptions);
  }

  /** Deletes a gate policy. */
  delete(org: OrganizationRef, gatePolicyId: number, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteGatePolicy, { params: { ...org, gatePolicyId } }, requestOptions);
  }

  /** Makes a gate policy the organization's default. */
  setDefault(org: OrganizationRef, gatePolicyId: number, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(setDefaultGatePolicy, { params: { ...org, gatePolicyId } }, requestOptions);
  }

  /** Makes the service's built-in gate policy the organization's default again. */
  setBuiltInDefault(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(setBuiltInDefaultPolicy, { params: org }, requestOptions);
  }

  /** Lists the repositories that follow a gate policy, page by page. */
  listRepositories(
    org: OrganizationRef,
    gatePolicyId: number,
    options: PagingOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<RepositoryReference, CursorPage<RepositoryReference>> {
    return walkList(this.#http, listRepositoriesFollowingGatePolicy, { params: { ...org, gatePolicyId }, query: options }, requestOptions);
  }

  /** Links repositories to a gate policy and unlinks others, by name. */
  applyToRepositories(org: OrganizationRef, gatePolicyId: number, input: LinkRepositoriesInput, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(applyGatePolicyToRepositories, { params: { ...org, gatePolicyId }, body: input }, requestOptions);
  }
}
