import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { Inputs } from '@typed-api/core/internal';
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

/** The WordPress installation of a site: commands, database access, wp-config file-modification constants, PHP file access. */
export class Wordpress {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /**
   * Runs WordPress command-line commands on the site, in order: `{ commands: ['cache flush'] }` (each
   * without the leading `wp`). The answer is the acknowledgement only.
   */
  runWpCli(siteId: number, inputs: Inputs<typeof wpCliOperation>, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(wpCliOperation, { params: { siteId }, input: inputs }, options);
  }

  /** Runs shell commands on the site, in order: `{ commands: ['ls -la'] }`. The answer is the acknowledgement only. */
  runCommands(siteId: number, inputs: Inputs<typeof commandsOperation>, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(commandsOperation, { params: { siteId }, input: inputs }, options);
  }

  /** A short-lived URL of the site's web database admin tool; ask for it only right before opening it. */
  databaseAdminUrl(siteId: number, options?: RequestOptions): ApiPromise<string> {
    return this.#http.call(databaseAdminOperation, { params: { siteId } }, options);
  }

  /** Whether the code editor (`disallow_file_edit`) and all file changes (`disallow_file_mods`) are locked in the admin. */
  getFileModifications(siteId: number, options?: RequestOptions): ApiPromise<FileModifications> {
    return this.#http.call(getFileModificationsOperation, { params: { siteId } }, options);
  }

  /**
   * Defines (`enabled: true`) or removes (`enabled: false`) a file-modification constant in wp-config,
   * `{ constant, enabled }`; returns both settings.
   */
  setFileModification(siteId: number, inputs: Inputs<typeof setFileModificationOperation>, options?: RequestOptions): ApiPromise<FileModifications> {
    return this.#http.call(setFileModificationOperation, { params: { siteId }, input: inputs }, options);
  }

  /**
   * How PHP mounts the site's files during web requests, `{ php_fs_permission }`: `rw`, `ro`, or writable
   * for logged-in users only (`loggedin`).
   */
  setPhpFsPermissions(siteId: number, inputs: Inputs<typeof phpFsPermissionsOperation>, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(phpFsPermissionsOperation, { params: { siteId }, input: inputs }, options);
  }
}
