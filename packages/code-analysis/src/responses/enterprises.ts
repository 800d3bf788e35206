import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { listEnvelope } from './common.js';

/** An enterprise account on a git provider. */
export const enterpriseSchema = z.looseObject({
  name: z.string(),
  displayName: z.string(),
  userRole: openEnum(['admin', 'member']),
  url: z.string(),
  avatarUrl: z.string(),
  provider: z.string(),
});
/** An enterprise: its stable name (the identifier), the name shown, the caller's role, its address and avatar. */
export type Enterprise = z.infer<typeof enterpriseSchema>;

/** A page of the caller's enterprises. */
export const enterprisePageSchema = listEnvelope(enterpriseSchema);

/** An organization that belongs to an enterprise. */
export const enterpriseOrganizationSchema = z.looseObject({
  id: z.optional(z.number()),
  remoteId: z.string(),
  name: z.string(),
  displayName: z.optional(z.string()),
  userRole: z.optional(openEnum(['admin', 'member'])),
  url: z.string(),
  avatar: z.string(),
});
/** An organization of an enterprise: the service's id (when it knows the organization), the provider's id, names, the caller's role and links. */
export type EnterpriseOrganization = z.infer<typeof enterpriseOrganizationSchema>;

/** A page of an enterprise's organizations. */
export const enterpriseOrganizationPageSchema = listEnvelope(enterpriseOrganizationSchema);

/** A seat of an enterprise: one person who uses the service. */
export const enterpriseSeatSchema = z.looseObject({
  organizationsIds: z.array(z.number()),
  emails: z.array(z.string()),
  lastAnalysis: z.optional(z.string()),
  createdAt: z.string(),
  lastCommitId: z.optional(z.number()),
  providerId: z.optional(z.string()),
  providerLogin: z.optional(z.string()),
  isActive: z.boolean(),
});
/** A seat: the person's organizations and e-mail addresses, their login on the provider, their last analysis, and whether the seat is active. */
export type EnterpriseSeat = z.infer<typeof enterpriseSeatSchema>;

/** A page of an enterprise's seats. */
export const enterpriseSeatPageSchema = listEnvelope(enterpriseSeatSchema);

/** An enterprise account token the caller has configured. */
export const enterpriseTokenSchema = z.looseObject({ provider: z.string() });
/** An enterprise account token of the caller: the provider it is for (the value is never shown). */
export type EnterpriseToken = z.infer<typeof enterpriseTokenSchema>;

/** The caller's enterprise account tokens (one list, no pages). */
export const enterpriseTokensSchema = z.array(enterpriseTokenSchema);
