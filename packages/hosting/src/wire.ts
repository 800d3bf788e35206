import type { Dialect } from '@typed-api/core';
import { unwrapData } from '@typed-api/core/internal';
import { parseHostingError } from './errors.js';

/**
 * How the hosting API speaks: paths under `/v1` (the token endpoints outside it), payloads in a
 * `{ message, data, errors }` envelope, error codes derived from the status, arrays as `name[]=` and
 * booleans as `true`/`false` in queries.
 */
export const hostingWire: Dialect = {
  api: 'hosting',
  prefix: '/v1',
  unwrap: unwrapData,
  parseError: parseHostingError,
  queryEncoding: { arrays: 'brackets', booleans: 'true-false' },
};
