import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { disconnectSshOperation, getSftpUserOperation, listSftpUsersOperation, resetSftpPasswordOperation } from '../operations/sftp.js';
import type { Acknowledgement } from '../responses/common.js';
import type { SftpUser } from '../responses/site-access.js';

/** SFTP and SSH users of a site (one per collaborator with SFTP access, plus the owner's). */
export class Sftp {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The SFTP users of a site. */
  list(siteId: number, options?: RequestOptions): ApiPromise<SftpUser[]> {
    return this.#http.call(listSftpUsersOperation, { params: { siteId } }, options);
  }

  /** One SFTP user of a site, by user name. */
  get(siteId: number, username: string, options?: RequestOptions): ApiPromise<SftpUser> {
    return this.#http.call(getSftpUserOperation, { params: { siteId, username } }, options);
  }

  /** Gives an SFTP user a new random password and returns it (shown only here). */
  resetPassword(siteId: number, username: string, options?: RequestOptions): ApiPromise<string> {
    return this.#http.call(resetSftpPasswordOperation, { params: { siteId, username } }, options);
  }

  /** Ends every open SSH session of a site (the API uses GET for this). */
  disconnectSsh(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(disconnectSshOperation, { params: { siteId } }, options);
  }
}
