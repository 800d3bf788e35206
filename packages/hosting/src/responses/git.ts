import * as z from 'zod/mini';
import { listEnvelope } from './common.js';

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

/** Result of storing a token. */
export const gitTokenStoredSchema = z.looseObject({ stored: z.boolean() });
/** Result of storing a token. */
export type GitTokenStored = z.infer<typeof gitTokenStoredSchema>;
/** Result of revoking a token. */
export const gitTokenRevokedSchema = z.looseObject({ revoked: z.boolean() });
/** Result of revoking a token. */
export type GitTokenRevoked = z.infer<typeof gitTokenRevokedSchema>;
/** Result of disconnecting. */
export const gitDisconnectedSchema = z.looseObject({ disconnected: z.boolean() });
/** Result of disconnecting. */
export type GitDisconnected = z.infer<typeof gitDisconnectedSchema>;

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

/** One page of a site's deploy history, the whole envelope with its paging fields. */
export const gitHistoryPageSchema = listEnvelope(gitDeploySchema);
