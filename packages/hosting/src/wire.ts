import type { Dialect } from '@typed-api/core';
import { parseHostingError } from './errors.js';

/** Unwraps `{ message, data, errors }` to `data`; anything else is passed through. */
function unwrapEnvelope(body: unknown): unknown {
  return body !== null && typeof body === 'object' && 'data' in body ? body.data : body;
}

/**
 * How the hosting API speaks: paths under `/v1` (the token endpoints outside it), payloads in a
 * `{ message, data, errors }` envelope, error codes derived from the status, arrays as `name[]=` and
 * booleans as `true`/`false` in queries.
 */
export const hostingWire: Dialect = {
  api: 'hosting',
  prefix: '/v1',
  unwrap: unwrapEnvelope,
  parseError: parseHostingError,
  queryEncoding: { arrays: 'brackets', booleans: 'true-false' },
};
