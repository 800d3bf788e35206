import * as z from 'zod/mini';
import { checked } from '@typed-api/core/schema';
import { pagingFields } from './common.js';

/** Permissions a collaborator can hold on a site. */
export const collaboratorRoleSchema = z.enum([
  'allocate_resources',
  'clone_site',
  'convert_site',
  'delete_site',
  'disable_site',
  'enable_site',
  'execute_bulk_operations',
  'manage_backups_restores',
  'manage_collaborators',
  'manage_dns',
  'manage_git',
  'manage_notes',
  'manage_performance',
  'manage_wordpress',
  'migrate_site',
  'php_my_admin_access',
  'plugin_management_access',
  'reset_collaborator_password',
  'security',
  'sftp_access',
  'update_site_custom_name',
  'update_site_php_version',
  'update_site_wordpress_version',
  'wp_access',
]);
/** A collaborator permission. */
export type CollaboratorRole = z.infer<typeof collaboratorRoleSchema>;

/** Account-level access of a collaborator. With every flag false, account-level access ends (site access stays). */
export const accountLevelAccessSchema = z.object({
  /** The collaborator's email address (its format is left to the API). */
  email: z.string(),
  add_to_all_new: z.optional(z.boolean()),
  create_site: z.optional(z.boolean()),
  manage_tags: z.optional(z.boolean()),
  account_notifications: z.optional(z.boolean()),
  site_management_notifications: z.optional(z.boolean()),
  site_operation_notifications: z.optional(z.boolean()),
  /** Used only with `add_to_all_new: true`. */
  roles: z.optional(z.array(collaboratorRoleSchema)),
});
/** Site ids for bulk collaborator operations (at least one); `-1` means every site the caller may manage. */
const siteIdsSchema = checked(z.array(z.int()), z.minLength(1));

/** Adds a person to many sites (or updates their roles there). */
export const batchCreateSchema = z.object({
  email: z.string(),
  siteIds: siteIdsSchema,
  roles: z.optional(z.array(collaboratorRoleSchema)),
});
/** Removes a person from many sites. */
export const batchDestroySchema = z.object({
  email: z.string(),
  siteIds: siteIdsSchema,
  /** Also delete their WordPress user. Default false. */
  delete_wp_user: z.optional(z.boolean()),
});
/** Filter and paging of a collaborator's sites. */
export const collaboratorSitesQuerySchema = z.extend(z.object({ tag_name: z.optional(z.string()) }), pagingFields);
/** Adds a collaborator to one site. */
export const siteCollaboratorCreateSchema = z.object({ email: z.string(), roles: z.optional(z.array(collaboratorRoleSchema)) });
/** Removes a collaborator from one site. */
export const siteCollaboratorDeleteSchema = z.object({ delete_wp_user: z.optional(z.boolean()) });
