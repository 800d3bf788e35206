import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { acknowledgementSchema, idSchema, siteParams, type Acknowledgement } from '../schemas/common.js';
import { sftpUserSchema, type SftpUser } from '../schemas/site-access.js';

const userParams = z.object({ siteId: idSchema, username: z.string().check(z.minLength(1)) });

const listOperation = defineOperation({ id: 'sftp.list', method: 'GET', path: '/sites/{siteId}/ftp', params: siteParams, response: z.array(sftpUserSchema), specIds: ['GET /sites/{site_id}/ftp'] });
const getOperation = defineOperation({
  id: 'sftp.get',
  method: 'GET',
  path: '/sites/{siteId}/ftp/{username}',
  params: userParams,
  response: sftpUserSchema,
  specIds: ['GET /sites/{site_id}/ftp/{username}'],
});
const resetPasswordOperation = defineOperation({
  id: 'sftp.resetPassword',
  method: 'POST',
  path: '/sites/{siteId}/ftp/password/{username}',
  params: userParams,
  response: z.string(),
  specIds: ['POST /sites/{site_id}/ftp/password/{username}'],
});
const disconnectSshOperation = defineOperation({
  id: 'sftp.disconnectSsh',
  method: 'GET',
  path: '/sites/{siteId}/disconnect-ssh',
  params: siteParams,
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['GET /sites/{site_id}/disconnect-ssh'],
});

/** Operations of the `sftp` namespace. */
export const sftpOperations = [listOperation, getOperation, resetPasswordOperation, disconnectSshOperation] as const;

/** SFTP and SSH users of a site (one per collaborator with SFTP access, plus the owner's). */
export class Sftp {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The SFTP users of a site. */
  list(siteId: number, options?: RequestOptions): ApiPromise<SftpUser[]> {
    return this.#http.call(listOperation, { params: { siteId } }, options);
  }

  /** One SFTP user of a site, by user name. */
  get(siteId: number, username: string, options?: RequestOptions): ApiPromise<SftpUser> {
    return this.#http.call(getOperation, { params: { siteId, username } }, options);
  }

  /** Gives an SFTP user a new random password and returns it (shown only here). */
  resetPassword(siteId: number, username: string, options?: RequestOptions): ApiPromise<string> {
    return this.#http.call(resetPasswordOperation, { params: { siteId, username } }, options);
  }

  /** Ends every open SSH session of a site (the API uses GET for this). */
  disconnectSsh(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(disconnectSshOperation, { params: { siteId } }, options);
  }
}
