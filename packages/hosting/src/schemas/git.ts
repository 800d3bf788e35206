import * as z from 'zod/mini';

/** The git deployment settings of a site. */
export const gitConfigSchema = z.looseObject({
  repository: z.nullable(z.string()),
  branch: z.nullable(z.string()),
  /** Path inside the document root the repository is deployed to. */
  destinationPath: z.optional(z.nullable(z.string())),
  /** Directory inside the repository that is deployed. */
  repositorySubdirectory: z.optional(z.nullable(z.string())),
  connected: z.boolean(),
  hasToken: z.boolean(),
});
/** The git deployment settings of a site. */
export type GitConfig = z.infer<typeof gitConfigSchema>;

/** A git provider access token to store for the site. */
export const gitTokenSchema = z.object({ token: z.string() });

/** Repository settings for connecting a site. */
export const gitConnectSchema = z.object({
  repository: z.optional(z.string()),
  branch: z.optional(z.string()),
  destination_path: z.optional(z.string()),
  repository_subdirectory: z.optional(z.string()),
});
/** Repository settings for connecting a site. */
export type GitConnect = z.input<typeof gitConnectSchema>;

/** Settings to change; omitted ones stay, an empty string clears the two paths. */
export const gitUpdateSchema = z.object({
  branch: z.optional(z.string()),
  destination_path: z.optional(z.string()),
  repository_subdirectory: z.optional(z.string()),
});
/** Settings to change. */
export type GitUpdate = z.input<typeof gitUpdateSchema>;

/** Result of storing a token. */
export const gitTokenStoredSchema = z.looseObject({ stored: z.boolean() });
/** Result of revoking a token. */
export const gitTokenRevokedSchema = z.looseObject({ revoked: z.boolean() });
/** Result of disconnecting. */
export const gitDisconnectedSchema = z.looseObject({ disconnected: z.boolean() });

/** The acknowledgement of a deploy: its id and `processing`. */
export const gitDeployAckSchema = z.looseObject({ deploy_id: z.number(), state: z.string() });
/** The acknowledgement of a deploy. */
export type GitDeployAck = z.infer<typeof gitDeployAckSchema>;

/** One deploy of the history, newest first. */
export const gitDeploySchema = z.looseObject({
  id: z.number(),
  created: z.optional(z.string()),
  /** Commit after the deploy. */
  after: z.optional(z.nullable(z.string())),
  /** Commit before the deploy. */
  before: z.optional(z.nullable(z.string())),
  branch: z.optional(z.string()),
  email: z.optional(z.nullable(z.string())),
  message: z.optional(z.nullable(z.string())),
  name: z.optional(z.nullable(z.string())),
  repository: z.optional(z.string()),
  /** `processing` while running, `deployed` when done. */
  state: z.string(),
});
/** One deploy of the history. */
export type GitDeploy = z.infer<typeof gitDeploySchema>;
