import type { ApiPromise, HttpClient, ListPage, Paginated, RequestOptions } from '@typed-api/core';
import { type Inputs, walkList } from '@typed-api/core/internal';
import { createWpUserOperation, listWpUsersOperation, loginLinkOperation, resetOwnerPasswordOperation, setPasswordOperation } from '../operations/wp-users.js';
import type { LoginLink, WpUser, WpUserCreated, WpUserList } from '../responses/site-access.js';
import type { LoginLinkRequest } from '../schemas/site-access.js';

/**
 * One page of a site's WordPress users: the {@link WpUserList} with its `users` handed over as `items`,
 * and `total_user_count`, `page`, `per_page` and the table fields kept as they came.
 */
export type WpUserPage = ListPage<WpUserList, 'users'>;

/** Users of a site's WordPress installation, password changes and one-time sign-in links. */
export class WpUsers {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The WordPress users of a site, page by page; the walk ends once `total_user_count` users were served. */
  list(siteId: number, query: { page?: number; per_page?: number } = {}, options?: RequestOptions): Paginated<WpUser, WpUserPage> {
    return walkList(this.#http, listWpUsersOperation, { params: { siteId }, query }, options);
  }

  /** Creates a WordPress user on the site (not a hosting collaborator), `{ email }`; the answer carries its generated password. */
  create(siteId: number, inputs: Inputs<typeof createWpUserOperation>, options?: RequestOptions): ApiPromise<WpUserCreated> {
    return this.#http.call(createWpUserOperation, { params: { siteId }, input: inputs }, options);
  }

  /** Sets the password of a WordPress user, `{ user, password }` (`user` is the user's id); returns the new password. */
  setPassword(siteId: number, inputs: Inputs<typeof setPasswordOperation>, options?: RequestOptions): ApiPromise<string> {
    return this.#http.call(setPasswordOperation, { params: { siteId }, input: inputs }, options);
  }

  /** Gives the site owner's WordPress admin user a new random password and returns it. */
  resetOwnerPassword(siteId: number, options?: RequestOptions): ApiPromise<string> {
    return this.#http.call(resetOwnerPasswordOperation, { params: { siteId } }, options);
  }

  /** A one-time URL that signs the WordPress user with this email in, without a password. */
  createLoginLink(siteId: number, request: LoginLinkRequest, options?: RequestOptions): ApiPromise<LoginLink> {
    return this.#http.call(loginLinkOperation, { params: { siteId }, body: request }, options);
  }
}
