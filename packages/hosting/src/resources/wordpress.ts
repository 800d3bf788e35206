import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { acknowledgementSchema, siteParams, type Acknowledgement } from '../schemas/common.js';
import {
  commandsSchema,
  fileModificationConstantSchema,
  fileModificationsSchema,
  phpFsPermissionSchema,
  type FileModificationConstant,
  type FileModifications,
  type PhpFsPermission,
} from '../schemas/site-access.js';

const wpCliOperation = defineOperation({
  id: 'wordpress.runWpCli',
  method: 'POST',
  path: '/sites/{siteId}/wordpress/wpcli',
  params: siteParams,
  body: commandsSchema,
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['POST /sites/{id}/wordpress/wpcli'],
});
const commandsOperation = defineOperation({
  id: 'wordpress.runCommands',
  method: 'POST',
  path: '/sites/{siteId}/wordpress/commands',
  params: siteParams,
  body: commandsSchema,
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['POST /sites/{id}/wordpress/commands'],
});
const databaseAdminOperation = defineOperation({
  id: 'wordpress.databaseAdminUrl',
  method: 'GET',
  path: '/sites/{siteId}/wordpress/phpmyadmin',
  params: siteParams,
  response: z.string(),
  specIds: ['GET /sites/{site_id}/wordpress/phpmyadmin'],
});
const getFileModificationsOperation = defineOperation({
  id: 'wordpress.getFileModifications',
  method: 'GET',
  path: '/sites/{siteId}/file-modifications',
  params: siteParams,
  response: fileModificationsSchema,
  specIds: ['GET /sites/{site_id}/file-modifications'],
});
const setFileModificationOperation = defineOperation({
  id: 'wordpress.setFileModification',
  method: 'PUT',
  path: '/sites/{siteId}/file-modifications',
  params: siteParams,
  body: z.object({ constant: fileModificationConstantSchema, enabled: z.boolean() }),
  response: fileModificationsSchema,
  specIds: ['PUT /sites/{site_id}/file-modifications'],
});
const phpFsPermissionsOperation = defineOperation({
  id: 'wordpress.setPhpFsPermissions',
  method: 'PUT',
  path: '/sites/{siteId}/php_fs_permissions',
  params: siteParams,
  body: z.object({ php_fs_permission: phpFsPermissionSchema }),
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['PUT /sites/{id}/php_fs_permissions'],
});

/** Operations of the `wordpress` namespace. */
export const wordpressOperations = [
  wpCliOperation,
  commandsOperation,
  databaseAdminOperation,
  getFileModificationsOperation,
  setFileModificationOperation,
  phpFsPermissionsOperation,
] as const;

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
