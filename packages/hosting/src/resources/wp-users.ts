import { type ApiPromise, type HttpClient, type ListPage, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, walkList } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { wpUserPages } from '../wire.js';
import { pagingFields, siteParams } from '../schemas/common.js';
import {
  loginLinkRequestSchema,
  loginLinkSchema,
  wpUserCreatedSchema,
  wpUserListSchema,
  type LoginLink,
  type LoginLinkRequest,
  type WpUser,
  type WpUserCreated,
  type WpUserList,
} from '../schemas/site-access.js';

const listOperation = defineOperation({
  id: 'wpUsers.list',
  method: 'GET',
  path: '/sites/{siteId}/wordpress/users',
  params: siteParams,
  query: z.object(pagingFields),
  response: wpUserListSchema,
  list: wpUserPages,
  specIds: ['GET /sites/{id}/wordpress/users'],
});
const createOperation = defineOperation({
  id: 'wpUsers.create',
  method: 'POST',
  path: '/sites/{siteId}/wordpress/users',
  params: siteParams,
  body: z.object({ email: z.string() }),
  response: wpUserCreatedSchema,
  specIds: ['POST /sites/{id}/wordpress/users'],
});
const setPasswordOperation = defineOperation({
  id: 'wpUsers.setPassword',
  method: 'PUT',
  path: '/sites/{siteId}/wordpress/users/password-reset',
  params: siteParams,
  body: z.object({ user: z.int(), password: z.string() }),
  response: z.string(),
  specIds: ['PUT /sites/{id}/wordpress/users/password-reset'],
});
const resetOwnerPasswordOperation = defineOperation({
  id: 'wpUsers.resetOwnerPassword',
  method: 'PUT',
  path: '/sites/{siteId}/wordpress/password-reset',
  params: siteParams,
  response: z.string(),
  // Each call sets a new random password.
  idempotent: false,
  specIds: ['PUT /sites/{site_id}/wordpress/password-reset'],
});
const loginLinkOperation = defineOperation({
  id: 'wpUsers.createLoginLink',
  method: 'POST',
  path: '/sites/{siteId}/one_press_login',
  params: siteParams,
  body: loginLinkRequestSchema,
  response: loginLinkSchema,
  specIds: ['POST /sites/{site_id}/one_press_login'],
});

/** Operations of the `wpUsers` namespace. */
export const wpUsersOperations = [listOperation, createOperation, setPasswordOperation, resetOwnerPasswordOperation, loginLinkOperation] as const;

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
    return walkList(this.#http, listOperation, { params: { siteId }, query }, options);
  }

  /** Creates a WordPress user on the site (not a hosting collaborator); the answer carries its generated password. */
  create(siteId: number, email: string, options?: RequestOptions): ApiPromise<WpUserCreated> {
    return this.#http.call(createOperation, { params: { siteId }, body: { email } }, options);
  }

  /** Sets the password of a WordPress user (by user id); returns the new password. */
  setPassword(siteId: number, userId: number, password: string, options?: RequestOptions): ApiPromise<string> {
    return this.#http.call(setPasswordOperation, { params: { siteId }, body: { user: userId, password } }, options);
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
