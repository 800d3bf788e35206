import type { ErrorGuard } from '@typed-api/core';
import { errorGuard, type ParsedError } from '@typed-api/core/internal';

/** The error classes the API names in the `error` field of its error bodies, plus any it may add. */
export const CODE_ANALYSIS_ERROR_CODES = [
  'BadRequest',
  'Unauthorized',
  'PaymentRequired',
  'Forbidden',
  'NotFound',
  'Conflict',
  'UnprocessableEntity',
  'TooManyRequests',
  'InternalServerError',
  'BadGateway',
] as const;

/** A code of {@link CODE_ANALYSIS_ERROR_CODES}, or any class the API may add. */
export type CodeAnalysisErrorCode = (typeof CODE_ANALYSIS_ERROR_CODES)[number] | (string & {});

/**
 * True when `err` is an HTTP error of this API (never another package's), and, when `code` is given, when
 * its `error` class is that code; narrows `err.code`. The body's `actions` and `innerMessage` are in `err.details`.
 */
export const isCodeAnalysisError: ErrorGuard<CodeAnalysisErrorCode> = errorGuard('code-analysis');

/** Reads `{ message, innerMessage, actions, error }`: `error` becomes the code, the other fields stay in details. */
export function parseCodeAnalysisError(body: unknown): ParsedError {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const { message, error, ...rest } = body as Record<string, unknown>;
  return {
    code: typeof error === 'string' ? error : undefined,
    message: typeof message === 'string' ? message : undefined,
    details: rest,
  };
}
