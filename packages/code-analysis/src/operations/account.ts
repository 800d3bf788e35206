import { accountProviderParams, apiTokenParams, createApiTokenBody, emailBody, heartbeatBody, installationParams, updateEmailSettingsBody, updateUserBody } from '../schemas/account.js';
import { cursorPagingQuery, orgParams } from '../schemas/common.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Reads the caller's account. */
export const getUser = defineOperation({
  id: 'account.get',
  method: 'GET',
  path: '/user',
  response: (r) => r.userSchema,
  specIds: ['getUser'],
});

/** Changes the caller's name or client-qualification flag; resolves to the updated account. */
export const patchUser = defineOperation({
  id: 'account.update',
  method: 'PATCH',
  path: '/user',
  body: updateUserBody,
  response: (r) => r.userSchema,
  specIds: ['patchUser'],
});

/** Deletes the caller's account. */
export const deleteUser = defineOperation({
  id: 'account.delete',
  method: 'DELETE',
  path: '/user',
  responseType: 'none',
  specIds: ['deleteUser'],
});

/** Lists the account's e-mail addresses: the default one and the others. */
export const listUserEmails = defineOperation({
  id: 'account.listEmails',
  method: 'GET',
  path: '/user/emails',
  response: (r) => r.userEmailsSchema,
  specIds: ['listUserEmails'],
});

/** Removes the e-mail address `email` from the account (the default address cannot be removed). */
export const removeUserEmail = defineOperation({
  id: 'account.removeEmail',
  method: 'POST',
  path: '/user/emails/remove',
  body: emailBody,
  // The body is the address alone, a JSON string: the caller's inputs carry it as `email`.
  bodyKey: 'email',
  responseType: 'none',
  specIds: ['removeUserEmail'],
});

/** Makes the account's e-mail address `email` the default one (the previous default stays as another address). */
export const setDefaultEmail = defineOperation({
  id: 'account.setDefaultEmail',
  method: 'POST',
  path: '/user/emails/set-default',
  body: emailBody,
  // The body is the address alone, a JSON string: the caller's inputs carry it as `email`.
  bodyKey: 'email',
  responseType: 'none',
  idempotent: 'sets the default address: setting the same one again changes nothing',
  specIds: ['setDefaultEmail'],
});

/** Reads which events send the caller an e-mail. */
export const getEmailSettings = defineOperation({
  id: 'account.getEmailSettings',
  method: 'GET',
  path: '/user/emails/settings',
  response: (r) => r.emailSettingsSchema,
  specIds: ['getEmailSettings'],
});

/** Changes some of the e-mail notification settings. */
export const updateEmailSettings = defineOperation({
  id: 'account.updateEmailSettings',
  method: 'PATCH',
  path: '/user/emails/settings',
  body: updateEmailSettingsBody,
  responseType: 'none',
  specIds: ['updateEmailSettings'],
});

/** Lists the git providers the caller has signed in with, page by page. */
export const listUserIntegrations = defineOperation({
  id: 'account.listIntegrations',
  method: 'GET',
  path: '/user/integrations',
  query: cursorPagingQuery,
  response: (r) => r.accountIntegrationPageSchema,
  list: cursorListStyle,
  specIds: ['listUserIntegrations'],
});

/** Removes the caller's integration with a git provider. */
export const deleteIntegration = defineOperation({
  id: 'account.deleteIntegration',
  method: 'DELETE',
  path: '/user/integrations/{provider}',
  params: accountProviderParams,
  responseType: 'none',
  specIds: ['deleteIntegration'],
});

/** Lists the caller's organizations on every git provider, page by page. */
export const listUserOrganizations = defineOperation({
  id: 'account.listOrganizations',
  method: 'GET',
  path: '/user/organizations',
  query: cursorPagingQuery,
  response: (r) => r.userOrganizationPageSchema,
  list: cursorListStyle,
  specIds: ['listUserOrganizations'],
});

/** Reads one of the caller's organizations. */
export const getUserOrganization = defineOperation({
  id: 'account.getOrganization',
  method: 'GET',
  path: '/user/organizations/{provider}/{organization}',
  params: orgParams,
  response: (r) => r.userOrganizationSchema,
  specIds: ['getUserOrganization'],
});

/** Finds an organization by the id of its git provider app installation (the API supports `gh` only). */
export const getOrganizationByInstallationId = defineOperation({
  id: 'account.getOrganizationByInstallation',
  method: 'GET',
  path: '/organizations/{provider}/installation/{installationId}',
  params: installationParams,
  response: (r) => r.userOrganizationSchema,
  specIds: ['getOrganizationByInstallationId'],
});

/** Lists the caller's account API tokens, page by page. */
export const getUserApiTokens = defineOperation({
  id: 'account.listApiTokens',
  method: 'GET',
  path: '/user/tokens',
  query: cursorPagingQuery,
  response: (r) => r.accountApiTokenPageSchema,
  list: cursorListStyle,
  specIds: ['getUserApiTokens'],
});

/** Creates an account API token, optionally with an expiry; resolves to the token with its value. */
export const createUserApiToken = defineOperation({
  id: 'account.createApiToken',
  method: 'POST',
  path: '/user/tokens',
  body: createApiTokenBody,
  response: (r) => r.accountApiTokenSchema,
  // The server answers with the bare token, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['createUserApiToken'],
});

/** Deletes one of the caller's account API tokens, by id. */
export const deleteUserApiToken = defineOperation({
  id: 'account.deleteApiToken',
  method: 'DELETE',
  path: '/user/tokens/{tokenId}',
  params: apiTokenParams,
  responseType: 'none',
  specIds: ['deleteUserApiToken'],
});

/** Keeps the caller's session alive; resolves to when the session expires. */
export const heartbeat = defineOperation({
  id: 'account.heartbeat',
  method: 'POST',
  path: '/session/heartbeat',
  body: heartbeatBody,
  response: (r) => r.heartbeatSchema,
  // The server answers with the bare session state, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['heartbeat'],
});
