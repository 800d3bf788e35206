import * as z from 'zod/mini';
import { defineOperation } from '../define.js';

// The token endpoints live at `{baseUrl}/auth/...`, outside the `/v1` prefix (`at: 'root'`): the
// client-credentials strategy sends these requests itself. The declarations describe the wire for tests,
// coverage and the fake.

/** Issues a token for the client credentials (form-encoded). */
export const tokenOperation = defineOperation({
  id: 'auth.token',
  method: 'POST',
  path: '/auth/token',
  at: 'root',
  bodyType: 'form',
  body: z.object({ grant_type: z.literal('client_credentials'), client_id: z.string(), client_secret: z.string() }),
  response: (r) => r.tokenSchema,
  specIds: ['POST /auth/token'],
});

/** Invalidates a token (form-encoded). */
export const revokeOperation = defineOperation({
  id: 'auth.revoke',
  method: 'POST',
  path: '/auth/revoke',
  at: 'root',
  bodyType: 'form',
  body: z.object({ token: z.string(), client_id: z.string(), client_secret: z.string() }),
  responseType: 'none',
  specIds: ['POST /auth/revoke'],
});

/** Operations of the `auth` namespace (the token endpoints at the API's root). */
export const authOperations = [tokenOperation, revokeOperation] as const;
