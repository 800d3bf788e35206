import type { Dialect } from '@typed-api/core';
import { unwrapData, type PreparedRequest } from '@typed-api/core/internal';
import { parsePlatformError } from './errors.js';

/**
 * How the platform API speaks: every path under `/v2`, payloads in a `{ data }` envelope, errors as
 * `{ error: { type, message } }`, arrays as comma lists and booleans as `true`/`false` in queries.
 */
export const platformWire: Dialect = {
  api: 'platform',
  prefix: '/v2',
  unwrap: unwrapData,
  parseError: parsePlatformError,
  queryEncoding: { arrays: 'comma', booleans: 'true-false' },
};

/** Sends PUT, DELETE, PATCH and HEAD as POST with the real method in the `method` query parameter. */
export function overrideMethod(request: PreparedRequest): void {
  if (request.method === 'GET' || request.method === 'POST') return;
  request.url.searchParams.set('method', request.method);
  request.method = 'POST';
}
