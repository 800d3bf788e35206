import * as z from 'zod/mini';

/** A token as the token endpoint returns it, with the profile of the account it belongs to. */
export const tokenSchema = z.looseObject({
  access_token: z.string(),
  /** `Bearer`. */
  token_type: z.optional(z.string()),
  /** Lifetime in seconds (about an hour). */
  expires_in: z.optional(z.number()),
  scope: z.optional(z.string()),
  /** Unix seconds. */
  created_at: z.optional(z.number()),
  id: z.optional(z.number()),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  gravatar: z.optional(z.string()),
  /** Scopes granted, e.g. `authorized`, `owner`. */
  scopes: z.optional(z.array(z.string())),
});
/** A token with its lifetime, scopes and the account profile. */
export type Token = z.infer<typeof tokenSchema>;
