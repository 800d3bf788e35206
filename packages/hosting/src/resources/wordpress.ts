import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import {
  commandsOperation,
  databaseAdminOperation,
  getFileModificationsOperation,
  phpFsPermissionsOperation,
  setFileModificationOperation,
  wpCliOperation,
} from '../operations/wordpress.js';
import type { Acknowledgement } from '../responses/common.js';
import type { FileModifications } from '../responses/site-access.js';
import type { FileModificationConstant, PhpFsPermission } from '../schemas/site-access.js';

/** The WordPress installation of a site: commands, database access, wp-config file-modification constants, PHP file access. */
export class Wordpress {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Runs WordPress command-line commands on the site, in order (without the leading `wp`). The answer is the acknowledgement only. */
  runWpCli(siteId: number, commands: string[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(wpCliOperation, { params: { siteId }, body: { commands } }, options);
  }

  /** Runs shell commands on the site, in order. The answer is the acknowledgement only. */
  runCommands(siteId: number, commands: string[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(commandsOperation, { params: { siteId }, body: { commands } }, options);
  }

  /** A short-lived URL of the site's web database admin tool; ask for it only right before opening it. */
  databaseAdminUrl(siteId: number, options?: RequestOptions): ApiPromise<string> {
    return this.#http.call(databaseAdminOperation, { params: { siteId } }, options);
  }

  /** Whether the code editor (`disallow_file_edit`) and all file changes (`disallow_file_mods`) are locked in the admin. */
  getFileModifications(siteId: number, options?: RequestOptions): ApiPromise<FileModifications> {
    return this.#http.call(getFileModificationsOperation, { params: { siteId } }, options);
  }

  /** Defines (`enabled: true`) or removes a file-modification constant in wp-config; returns both settings. */
  setFileModification(siteId: number, constant: FileModificationConstant, enabled: boolean, options?: RequestOptions): ApiPromise<FileModifications> {
    return this.#http.call(setFileModificationOperation, { params: { siteId }, body: { constant, enabled } }, options);
  }

  /** How PHP mounts the site's files during web requests: `rw`, `ro`, or writable for logged-in users only (`loggedin`). */
  setPhpFsPermissions(siteId: number, permission: PhpFsPermission, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(phpFsPermissionsOperation, { params: { siteId }, body: { php_fs_permission: permission } }, options);
  }
}
