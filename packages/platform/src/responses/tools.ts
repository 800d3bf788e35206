import * as z from 'zod/mini';

/** What the server saw of a request: method, client address and country, body size and headers. */
export const browserInfo = z.looseObject({
  method: z.string(),
  clientIp: z.nullable(z.string()),
  countryCode: z.nullable(z.string()),
  bodyLength: z.number(),
  headers: z.optional(z.record(z.string(), z.union([z.string(), z.array(z.string())]))),
  rawHeaders: z.optional(z.array(z.string())),
});
/** What the server saw of a request. */
export type BrowserInfo = z.infer<typeof browserInfo>;

/** A value encoded and signed with the caller's account. */
export const signedValue = z.looseObject({ encoded: z.string() });
/** The answer of `tools.encodeAndSign`: the `encoded` text. */
export type SignedValue = z.infer<typeof signedValue>;

/** A signed value decoded, with who signed it. */
export const decodedObject = z.looseObject({ decoded: z.unknown(), encodedByUserId: z.nullable(z.string()), isVerifiedUser: z.boolean() });
/** A signed value decoded, with who signed it: the result of `tools.decodeAndVerify`. */
export type DecodedObject = z.infer<typeof decodedObject>;
