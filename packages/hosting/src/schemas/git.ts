import * as z from 'zod/mini';

/** A git provider access token to store for the site. */
export const gitTokenSchema = z.object({ token: z.string() });

/** Repository settings for connecting a site. */
export const gitConnectSchema = z.object({
  repository: z.optional(z.string()),
  branch: z.optional(z.string()),
  destination_path: z.optional(z.string()),
  repository_subdirectory: z.optional(z.string()),
});
/** Settings to change; omitted ones stay, an empty string clears the two paths. */
export const gitUpdateSchema = z.object({
  branch: z.optional(z.string()),
  destination_path: z.optional(z.string()),
  repository_subdirectory: z.optional(z.string()),
});
