import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList, type Inputs } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  createUserApiToken,
  deleteIntegration,
  deleteUser,
  deleteUserApiToken,
  getEmailSettings,
  getOrganizationByInstallationId,
  getUser,
  getUserApiTokens,
  getUserOrganization,
  heartbeat,
  listUserEmails,
  listUserIntegrations,
  listUserOrganizations,
  patchUser,
  removeUserEmail,
  setDefaultEmail,
  updateEmailSettings,
} from '../operations/account.js';
import type { AccountApiToken, AccountIntegration, EmailSettings, Heartbeat, User, UserEmails, UserOrganization } from '../responses/account.js';
import type { createApiTokenBody, heartbeatBody, updateEmailSettingsBody, updateUserBody } from '../schemas/account.js';
import type { cursorPagingQuery, GitProvider, OrganizationRef } from '../schemas/common.js';
import type { CursorPage } from '../wire.js';

/** Paging options of the account's lists: where to start (a cursor) and the page size (1 to 100). */
export type AccountListOptions = z.input<typeof cursorPagingQuery>;

/** What {@link AccountResource.update} changes: the name and whether the client qualification is still due. */
export type UpdateUserBody = z.input<typeof updateUserBody>;

/** What {@link AccountResource.updateEmailSettings} changes; settings left out keep their value. */
export type UpdateEmailSettingsBody = z.input<typeof updateEmailSettingsBody>;

/** Options of {@link AccountResource.createApiToken}: `expiresAt`, an ISO date-time (no expiry when left out). */
export type CreateApiTokenOptions = z.input<typeof createApiTokenBody>;

/** What {@link AccountResource.removeEmail} and {@link AccountResource.setDefaultEmail} take: `email`, one of the account's addresses. */
export type AccountEmailInput = Inputs<typeof removeUserEmail>;

/** What {@link AccountResource.heartbeat} sends: whether the user was active since the last heartbeat. */
export type HeartbeatBody = z.input<typeof heartbeatBody>;

/** The caller's account: profile, e-mail addresses and notifications, integrations, organizations, API tokens and session. */
export class AccountResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Reads the caller's account. */
  get(requestOptions?: RequestOptions): ApiPromise<User> {
    return this.#http.call(getUser, {}, requestOptions);
  }

  /** Changes the caller's name or client-qualification flag; resolves to the updated account. */
  update(body: UpdateUserBody, requestOptions?: RequestOptions): ApiPromise<User> {
    return this.#http.call(patchUser, { body }, requestOptions);
  }

  /** Deletes the caller's account. */
  delete(requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteUser, {}, requestOptions);
  }

  /** Lists the account's e-mail addresses: the default one and the others. */
  listEmails(requestOptions?: RequestOptions): ApiPromise<UserEmails> {
    return this.#http.call(listUserEmails, {}, requestOptions);
  }

  /** Removes the e-mail address `email` from the account (the default address cannot be removed). */
  removeEmail(inputs: AccountEmailInput, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(removeUserEmail, { input: inputs }, requestOptions);
  }

  /** Makes the account's e-mail address `email` the default one (the previous default stays as another address). */
  setDefaultEmail(inputs: AccountEmailInput, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(setDefaultEmail, { input: inputs }, requestOptions);
  }

  /** Reads which events send the caller an e-mail. */
  getEmailSettings(requestOptions?: RequestOptions): ApiPromise<EmailSettings> {
    return this.#http.call(getEmailSettings, {}, requestOptions);
  }

  /** Changes some of the e-mail notification settings. */
  updateEmailSettings(settings: UpdateEmailSettingsBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(updateEmailSettings, { body: settings }, requestOptions);
  }

  /** Lists the git providers the caller has signed in with, page by page. */
  listIntegrations(options: AccountListOptions = {}, requestOptions?: RequestOptions): Paginated<AccountIntegration, CursorPage<AccountIntegration>> {
    return walkList(this.#http, listUserIntegrations, { query: options }, requestOptions);
  }

  /** Removes the caller's integration with a git provider. */
  deleteIntegration(provider: GitProvider, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteIntegration, { params: { provider } }, requestOptions);
  }

  /** Lists the caller's organizations on every git provider, page by page. */
  listOrganizations(options: AccountListOptions = {}, requestOptions?: RequestOptions): Paginated<UserOrganization, CursorPage<UserOrganization>> {
    return walkList(this.#http, listUserOrganizations, { query: options }, requestOptions);
  }

  /** Reads one of the caller's organizations. */
  getOrganization(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<UserOrganization> {
    return this.#http.call(getUserOrganization, { params: org }, requestOptions);
  }

  /** Finds an organization by the id of its git provider app installation (the API supports `gh` only). */
  getOrganizationByInstallation(provider: GitProvider, installationId: number, requestOptions?: RequestOptions): ApiPromise<UserOrganization> {
    return this.#http.call(getOrganizationByInstallationId, { params: { provider, installationId } }, requestOptions);
  }

  /** Lists the caller's account API tokens, page by page. */
  listApiTokens(options: AccountListOptions = {}, requestOptions?: RequestOptions): Paginated<AccountApiToken, CursorPage<AccountApiToken>> {
    return walkList(this.#http, getUserApiTokens, { query: options }, requestOptions);
  }

  /** Creates an account API token, optionally with an expiry; resolves to the token with its value. */
  createApiToken(options: CreateApiTokenOptions = {}, requestOptions?: RequestOptions): ApiPromise<AccountApiToken> {
    return this.#http.call(createUserApiToken, { body: options }, requestOptions);
  }

  /** Deletes one of the caller's account API tokens, by id. */
  deleteApiToken(tokenId: number, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteUserApiToken, { params: { tokenId } }, requestOptions);
  }

  /** Keeps the caller's session alive; resolves to when the session expires. */
  heartbeat(body: HeartbeatBody, requestOptions?: RequestOptions): ApiPromise<Heartbeat> {
    return this.#http.call(heartbeat, { body }, requestOptions);
  }
}
