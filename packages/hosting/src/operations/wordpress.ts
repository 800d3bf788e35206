import * as z from 'zod/mini';
import { siteParams } from '../schemas/common.js';
import { commandsSchema, fileModificationConstantSchema, phpFsPermissionSchema } from '../schemas/site-access.js';
import { defineOperation } from '../define.js';

/**
 * Runs WordPress command-line commands on the site, in order: `{ commands: ['cache flush'] }` (each without
 * the leading `wp`). The answer is the acknowledgement only.
 */
export const wpCliOperation = defineOperation({
  id: 'wordpress.runWpCli',
  method: 'POST',
  path: '/sites/{siteId}/wordpress/wpcli',
  params: siteParams,
  body: commandsSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['POST /sites/{id}/wordpress/wpcli'],
});
/**
 * Runs shell commands on the site, in order: `{ commands: ['ls -la'] }`. The answer is the acknowledgement
 * only.
 */
export const commandsOperation = defineOperation({
  id: 'wordpress.runCommands',
  method: 'POST',
  path: '/sites/{siteId}/wordpress/commands',
  params: siteParams,
  body: commandsSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['POST /sites/{id}/wordpress/commands'],
});
/** A short-lived URL of the site's web database admin tool; ask for it only right before opening it. */
export const databaseAdminOperation = defineOperation({
  id: 'wordpress.databaseAdminUrl',
  method: 'GET',
  path: '/sites/{siteId}/wordpress/phpmyadmin',
  params: siteParams,
  response: (r) => r.stringSchema,
  specIds: ['GET /sites/{site_id}/wordpress/phpmyadmin'],
});
/**
 * Whether the code editor (`disallow_file_edit`) and all file changes (`disallow_file_mods`) are locked in
 * the admin.
 */
export const getFileModificationsOperation = defineOperation({
  id: 'wordpress.getFileModifications',
  method: 'GET',
  path: '/sites/{siteId}/file-modifications',
  params: siteParams,
  response: (r) => r.fileModificationsSchema,
  specIds: ['GET /sites/{site_id}/file-modifications'],
});
/**
 * Defines (`enabled: true`) or removes (`enabled: false`) a file-modification constant in wp-config, `{
 * constant, enabled }`; returns both settings.
 */
export const setFileModificationOperation = defineOperation({
  id: 'wordpress.setFileModification',
  method: 'PUT',
  path: '/sites/{siteId}/file-modifications',
  params: siteParams,
  body: z.object({ constant: fileModificationConstantSchema, enabled: z.boolean() }),
  response: (r) => r.fileModificationsSchema,
  specIds: ['PUT /sites/{site_id}/file-modifications'],
});
/**
 * How PHP mounts the site's files during web requests, `{ php_fs_permission }`: `rw`, `ro`, or writable for
 * logged-in users only (`loggedin`).
 */
export const phpFsPermissionsOperation = defineOperation({
  id: 'wordpress.setPhpFsPermissions',
  method: 'PUT',
  path: '/sites/{siteId}/php_fs_permissions',
  params: siteParams,
  body: z.object({ php_fs_permission: phpFsPermissionSchema }),
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
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
