import * as z from 'zod/mini';
import { listEnvelope } from './common.js';
import { repositorySchema } from './repositories.js';

/** An organization on a git provider. */
export const organizationSchema = z.looseObject({
  identifier: z.optional(z.number()),
  remoteIdentifier: z.string(),
  name: z.string(),
  avatar: z.optional(z.string()),
  created: z.optional(z.string()),
  provider: z.string(),
  type: z.string(),
  joinMode: z.optional(z.string()),
  joinStatus: z.optional(z.string()),
  singleProviderLogin: z.boolean(),
  hasDastAccess: z.boolean(),
  hasScaEnabled: z.boolean(),
});
/** An organization. */
export type Organization = z.infer<typeof organizationSchema>;

/** A page of the caller's organizations. */
export const organizationPageSchema = listEnvelope(organizationSchema);

/** An organization with the caller's membership and the organization's plan. */
export const organizationWithMetaSchema = z.looseObject({
  organization: organizationSchema,
  membership: z.looseObject({}),
  billing: z.optional(z.looseObject({})),
  analysisConfigurationMinimumPermission: z.string(),
  subscriptions: z.array(z.looseObject({})),
});
/** An organization with membership and plan details. */
export type OrganizationWithMeta = z.infer<typeof organizationWithMetaSchema>;

/** A page of an organization's repositories, without analysis figures. */
export const repositoryPageSchema = listEnvelope(repositorySchema);
