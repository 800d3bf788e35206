import * as z from 'zod/mini';
import { checked } from '@typed-api/core/schema';

/** A positive integer id as the API uses them for sites, collaborators, backups and the like. */
export const idSchema = checked(z.int(), z.positive());

/** Paging input of page-numbered lists (integers; the API states no bounds, so none are checked here). */
export const pagingFields = {
  /** Page to start at (1-based). Default 1. */
  page: z.optional(z.int()),
  /** Items per page. */
  per_page: z.optional(z.int()),
};

/** PHP versions the API accepts for new sites and as the account default. */
export const phpVersionSchema = z.enum(['8.2', '8.3', '8.4', '8.5']);
/** A PHP version accepted by the API. */
export type PhpVersion = z.infer<typeof phpVersionSchema>;

/** Datacenter codes. */
export const datacenterCodeSchema = z.enum(['AMS', 'BUR', 'DCA', 'DFW']);
/** A datacenter code. */
export type DatacenterCode = z.infer<typeof datacenterCodeSchema>;

/** Values of the WordPress environment type constant. */
export const wpEnvironmentTypeSchema = z.enum(['local', 'staging', 'development', 'production']);
/** A WordPress environment type. */
export type WpEnvironmentType = z.infer<typeof wpEnvironmentTypeSchema>;

/** Kinds of backups: filesystem or database. */
export const backupTypeSchema = z.enum(['fs', 'db']);
/** `fs` (filesystem) or `db` (database). */
export type BackupType = z.infer<typeof backupTypeSchema>;

/** Path parameters of operations on one site. */
export const siteParams = z.object({ siteId: idSchema });
