import * as z from 'zod/mini';
import { pagingFields, siteParams } from '../schemas/common.js';
import { loginLinkRequestSchema } from '../schemas/site-access.js';
import { wpUserPages } from '../wire.js';
import { defineOperation } from '../define.js';

/** The WordPress users of a site, page by page; the walk ends once `total_user_count` users were served. */
export const listWpUsersOperation = defineOperation({
  id: 'wpUsers.list',
  method: 'GET',
  path: '/sites/{siteId}/wordpress/users',
  params: siteParams,
  query: z.object(pagingFields),
  response: (r) => r.wpUserListSchema,
  list: wpUserPages,
  specIds: ['GET /sites/{id}/wordpress/users'],
});
/**
 * Creates a WordPress user on the site (not a hosting collaborator), `{ email }`; the answer carries its
 * generated password.
 */
export const createWpUserOperation = defineOperation({
  id: 'wpUsers.create',
  method: 'POST',
  path: '/sites/{siteId}/wordpress/users',
  params: siteParams,
  body: z.object({ email: z.string() }),
  response: (r) => r.wpUserCreatedSchema,
  specIds: ['POST /sites/{id}/wordpress/users'],
});
/**
 * Sets the password of a WordPress user, `{ user, password }` (`user` is the user's id); returns the new
 * password.
 */
export const setPasswordOperation = defineOperation({
  id: 'wpUsers.setPassword',
  method: 'PUT',
  path: '/sites/{siteId}/wordpress/users/password-reset',
  params: siteParams,
  body: z.object({ user: z.int(), password: z.string() }),
  response: (r) => r.stringSchema,
  specIds: ['PUT /sites/{id}/wordpress/users/password-reset'],
});
/** Gives the site owner's WordPress admin user a new random password and returns it. */
export const resetOwnerPasswordOperation = defineOperation({
  id: 'wpUsers.resetOwnerPassword',
  method: 'PUT',
  path: '/sites/{siteId}/wordpress/password-reset',
  params: siteParams,
  response: (r) => r.stringSchema,
  // Each call sets a new random password.
  idempotent: false,
  specIds: ['PUT /sites/{site_id}/wordpress/password-reset'],
});
/** A one-time URL that signs the WordPress user with this email in, without a password. */
export const loginLinkOperation = defineOperation({
  id: 'wpUsers.createLoginLink',
  method: 'POST',
  path: '/sites/{siteId}/one_press_login',
  params: siteParams,
  body: loginLinkRequestSchema,
  response: (r) => r.loginLinkSchema,
  specIds: ['POST /sites/{site_id}/one_press_login'],
});

/** Operations of the `wpUsers` namespace. */
export const wpUsersOperations = [listWpUsersOperation, createWpUserOperation, setPasswordOperation, resetOwnerPasswordOperation, loginLinkOperation] as const;
