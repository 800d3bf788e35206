import type { Dialect } from '@typed-api/core';
import { unwrapData } from '@typed-api/core/internal';
import { parseCodeAnalysisError } from './errors.js';

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
