import * as z from 'zod/mini';

/** A git provider access token to store for the site. */
export const gitTokenSchema = z.object({
  /** An access token already issued by the supported git hosting provider; it is stored for this site only. */
  token: z.string(),
});

/** Repository settings for connecting a site. */
export const gitConnectSchema = z.object({
  /** Address of the repository to connect, such as its HTTPS clone URL. */
  repository: z.optional(z.string()),
  /** The branch of the repository that gets deployed to the site. */
  branch: z.optional(z.string()),
  /** Path inside the site's document root that the files are deployed into, e.g. `wp-content`. */
  destination_path: z.optional(z.string()),
  /** Directory inside the repository to deploy from, when only part of the repository belongs on the site. */
  repository_subdirectory: z.optional(z.string()),
});
/** Settings to change; omitted ones stay, an empty string clears the two paths. */
export const gitUpdateSchema = z.object({
  branch: z.optional(z.string()),
  destination_path: z.optional(z.string()),
  repository_subdirectory: z.optional(z.string()),
});
