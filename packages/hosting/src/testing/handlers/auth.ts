import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as auth from '../../operations/auth.js';
import type { FakeContext } from '../state.js';
import type { FakeTokens } from '../tokens.js';

/** The token endpoints at the API's root: client credentials in a form body, no bearer token. */
export function authHandlers({ config, state }: FakeContext, tokens: FakeTokens): FakeHandlers<typeof auth> {
  const checkClient = (inputs: { client_id?: string | undefined; client_secret?: string | undefined }): void => {
    if (inputs.client_id !== config.clientId || inputs.client_secret !== config.clientSecret) fail(401, 'Invalid client credentials');
  };
  return {
    'auth.token': ({ inputs }) => {
      checkClient(inputs);
      const { account } = state();
      return {
        access_token: tokens.issueToken(),
        token_type: 'Bearer',
        expires_in: config.tokenLifetimeSeconds,
        scope: config.scopes.join(' '),
        created_at: Math.floor(config.now() / 1000),
        id: 1,
        name: account.name,
        email: account.email,
        gravatar: account.gravatar,
        scopes: config.scopes,
      };
    },
    'auth.revoke': ({ inputs, reply }) => {
      checkClient(inputs);
      if (inputs.token) state().revokedTokens.add(inputs.token);
      // The API answers a revoke with an empty 200 (no body at all).
      return reply(undefined, { status: 200 });
    },
  };
}
