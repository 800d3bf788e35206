import * as z from 'zod/mini';
import { segmentSchema } from './common.js';

/** Path parameters of operations on one git provider of the caller. */
export const accountProviderParams = z.object({ provider: segmentSchema });

/** What the caller may change of their account: the name, and whether the client qualification is still due. */
export const updateUserBody = z.object({ name: z.optional(z.string()), shouldDoClientQualification: z.optional(z.boolean()) });

/** An e-mail address of the account, sent as the whole (JSON string) body. */
export const emailBody = z.string();

/** The e-mail notification settings to change; the ones left out keep their value. */
export const updateEmailSettingsBody = z.object({
  perCommit: z.optional(z.boolean()),
  perPullRequest: z.optional(z.boolean()),
  onlyMyActivity: z.optional(z.boolean()),
});

/** What a new account API token may carry: when it expires (ISO date-time; never when left out). */
export const createApiTokenBody = z.object({ expiresAt: z.optional(z.string()) });

/** Path parameters of one account API token. */
export const apiTokenParams = z.object({ tokenId: z.int() });

/** Path parameters of an organization found by its git provider app installation. */
export const installationParams = z.object({ provider: segmentSchema, installationId: z.int() });

/** The heartbeat of a session: whether the user was active since the last one. */
export const heartbeatBody = z.object({ wasActive: z.boolean() });
