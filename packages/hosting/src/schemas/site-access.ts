import * as z from 'zod/mini';
import { checked, openEnum } from '@typed-api/core/schema';

/** A new note. */
export const noteCreateSchema = z.object({ subject: z.string(), body: z.string() });
/** Note fields to change. */
export const noteUpdateSchema = z.object({ subject: z.optional(z.string()), body: z.optional(z.string()) });
/** Whom a one-time sign-in link logs in: a WordPress user by email, optionally bound to a browser's user agent. */
export const loginLinkRequestSchema = z.object({
  email: z.string(),
  user_agent: z.optional(z.string()),
});
/**
 * The wp-config constants that limit file changes from the WordPress admin. The two known ones are typed;
 * another name is passed on for the API to judge.
 */
export const fileModificationConstantSchema = openEnum(['DISALLOW_FILE_EDIT', 'DISALLOW_FILE_MODS']);
/** A file-modification constant. */
export type FileModificationConstant = z.infer<typeof fileModificationConstantSchema>;

/**
 * How PHP may touch a site's files during web requests: read-write, read-only, or writable for logged-in
 * users only. The known values are typed; another value is passed on for the API to judge.
 */
export const phpFsPermissionSchema = openEnum(['rw', 'ro', 'loggedin']);
/** A PHP filesystem permission. */
export type PhpFsPermission = z.infer<typeof phpFsPermissionSchema>;

/** Commands to run on a site, in order. */
export const commandsSchema = z.object({ commands: checked(z.array(z.string()), z.minLength(1)) });

/** A storage limit in bytes with the headroom (bytes below the limit) at which a warning is sent. */
export const usageLimitSchema = z.object({
  limit: z.int(),
  warning_headroom: z.optional(z.int()),
});
