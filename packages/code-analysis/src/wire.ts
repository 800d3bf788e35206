import type { Dialect } from '@typed-api/core';
import { parseCodeAnalysisError } from './errors.js';

/** Picks `data` out of a `{ data }` envelope; bodies without one pass through. */
function unwrapData(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
}

/**
 * How the code-analysis API speaks: paths under `/api/v3`, payloads in `{ data }` (lists add
 * `pagination`), errors as `{ message, actions, error }`, arrays as comma lists in queries.
 */
export const codeAnalysisWire: Dialect = {
  api: 'code-analysis',
  prefix: '/api/v3',
  unwrap: unwrapData,
  parseError: parseCodeAnalysisError,
  queryEncoding: { arrays: 'comma', booleans: 'true-false' },
};
