import * as z from 'zod/mini';
import { checked } from '@typed-api/core/schema';
import { idSchema, siteParams } from '../schemas/common.js';
import { defineOperation } from '../define.js';

const userParams = z.object({ siteId: idSchema, username: checked(z.string(), z.minLength(1)) });

/** The SFTP users of a site. */
export const listSftpUsersOperation = defineOperation({
  id: 'sftp.list',
  method: 'GET',
  path: '/sites/{siteId}/ftp',
  params: siteParams,
  response: (r) => r.sftpUserListSchema,
  specIds: ['GET /sites/{site_id}/ftp'],
});
/** One SFTP user of a site, by user name. */
export const getSftpUserOperation = defineOperation({
  id: 'sftp.get',
  method: 'GET',
  path: '/sites/{siteId}/ftp/{username}',
  params: userParams,
  response: (r) => r.sftpUserSchema,
  specIds: ['GET /sites/{site_id}/ftp/{username}'],
});
/** Gives an SFTP user a new random password and returns it (shown only here). */
export const resetSftpPasswordOperation = defineOperation({
  id: 'sftp.resetPassword',
  method: 'POST',
  path: '/sites/{siteId}/ftp/password/{username}',
  params: userParams,
  response: (r) => r.stringSchema,
  specIds: ['POST /sites/{site_id}/ftp/password/{username}'],
});
/** Ends every open SSH session of a site (the API uses GET for this). */
export const disconnectSshOperation = defineOperation({
  id: 'sftp.disconnectSsh',
  method: 'GET',
  path: '/sites/{siteId}/disconnect-ssh',
  params: siteParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['GET /sites/{site_id}/disconnect-ssh'],
});

/** Operations of the `sftp` namespace. */
export const sftpOperations = [listSftpUsersOperation, getSftpUserOperation, resetSftpPasswordOperation, disconnectSshOperation] as const;
