import * as z from 'zod/mini';
import { siteParams } from '../schemas/common.js';
import { commandsSchema, fileModificationConstantSchema, phpFsPermissionSchema } from '../schemas/site-access.js';
import { defineOperation } from '../wire.js';

/** Runs WordPress command-line commands on a site. */
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
/** Runs shell commands on a site. */
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
/** Gets a short-lived URL of the site's web database admin tool. */
export const databaseAdminOperation = defineOperation({
  id: 'wordpress.databaseAdminUrl',
  method: 'GET',
  path: '/sites/{siteId}/wordpress/phpmyadmin',
  params: siteParams,
  response: (r) => r.stringSchema,
  specIds: ['GET /sites/{site_id}/wordpress/phpmyadmin'],
});
/** Reads which file-modification constants a site's wp-config defines. */
export const getFileModificationsOperation = defineOperation({
  id: 'wordpress.getFileModifications',
  method: 'GET',
  path: '/sites/{siteId}/file-modifications',
  params: siteParams,
  response: (r) => r.fileModificationsSchema,
  specIds: ['GET /sites/{site_id}/file-modifications'],
});
/** Defines or removes a file-modification constant in a site's wp-config. */
export const setFileModificationOperation = defineOperation({
  id: 'wordpress.setFileModification',
  method: 'PUT',
  path: '/sites/{siteId}/file-modifications',
  params: siteParams,
  body: z.object({ constant: fileModificationConstantSchema, enabled: z.boolean() }),
  response: (r) => r.fileModificationsSchema,
  specIds: ['PUT /sites/{site_id}/file-modifications'],
});
/** Sets how PHP mounts a site's files during web requests. */
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
