import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { listEnvelope } from './common.js';
import { organizationSchema } from './organizations.js';

/** The account of the caller, as the service stores it. */
export const userSchema = z.looseObject({
  id: z.number(),
  name: z.optional(z.string()),
  mainEmail: z.string(),
  otherEmails: z.array(z.string()),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  created: z.string(),
  intercomHash: z.optional(z.string()),
  zendeskHash: z.optional(z.string()),
  pylonHash: z.optional(z.string()),
  shouldDoClientQualification: z.optional(z.boolean()),
});
/** The caller's account: id, name, e-mail addresses, whether it is an admin and active, and when it was created. */
export type User = z.infer<typeof userSchema>;

/** One e-mail address of the account. */
export const userEmailSchema = z.looseObject({ email: z.string(), isPrivate: z.boolean() });
/** An e-mail address of the account and whether it is private on the git provider. */
export type UserEmail = z.infer<typeof userEmailSchema>;

/** The e-mail addresses of the account: the default one and the others. */
export const userEmailsSchema = z.looseObject({ mainEmail: userEmailSchema, otherEmails: z.array(userEmailSchema) });
/** The default e-mail address of the account and its other ones. */
export type UserEmails = z.infer<typeof userEmailsSchema>;

/** Which events send the caller an e-mail. */
export const emailSettingsSchema = z.looseObject({ perCommit: z.boolean(), perPullRequest: z.boolean(), onlyMyActivity: z.boolean() });
/** E-mail notification settings: per commit, per pull request, and only for the caller's own activity. */
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** A git provider the account has signed in with. */
export const accountIntegrationSchema = z.looseObject({ provider: z.string(), host: z.string(), lastAuthenticated: z.string() });
/** A git provider integration of the account: the provider, its host and when the caller last signed in through it. */
export type AccountIntegration = z.infer<typeof accountIntegrationSchema>;

/** A page of the account's git provider integrations. */
export const accountIntegrationPageSchema = listEnvelope(accountIntegrationSchema);

/** An organization the caller belongs to (the newer release of the API adds the feature flags). */
export const userOrganizationSchema = z.extend(organizationSchema, {
  joinMode: z.optional(openEnum(['auto', 'adminAuto', 'request'])),
  type: openEnum(['Account', 'Organization']),
  joinStatus: z.optional(openEnum(['member', 'pendingMember', 'remoteMember'])),
  imageSbomEnabled: z.optional(z.boolean()),
  hasAiInventoryEnabled: z.optional(z.boolean()),
  hasFalsePositiveAccess: z.optional(z.boolean()),
  hasSilentFalsePositiveDetection: z.optional(z.boolean()),
});
/** An organization of the caller, with its join mode, the caller's join status and the organization's features. */
export type UserOrganization = z.infer<typeof userOrganizationSchema>;

/** A page of the caller's organizations on every git provider. */
export const userOrganizationPageSchema = listEnvelope(userOrganizationSchema);

/** An account API token. */
export const accountApiTokenSchema = z.looseObject({ id: z.number(), token: z.string(), expiresAt: z.optional(z.string()) });
/** An account API token: its id, its value and when it expires (never when absent). */
export type AccountApiToken = z.infer<typeof accountApiTokenSchema>;

/** A page of the account's API tokens. */
export const accountApiTokenPageSchema = listEnvelope(accountApiTokenSchema);

/** The state of the caller's session after a heartbeat. */
export const heartbeatSchema = z.looseObject({
  lastActivity: z.string(),
  idleExpiresIn: z.number(),
  absoluteExpiresIn: z.number(),
});
/** The session after a heartbeat: the last activity the server saw, and the milliseconds left until it expires by inactivity or in any case. */
export type Heartbeat = z.infer<typeof heartbeatSchema>;
