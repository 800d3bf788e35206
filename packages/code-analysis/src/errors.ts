import { isApiError, type ApiError } from '@typed-api/core';
import { type ParsedError } from '@typed-api/core/internal';

/** The error classes the API names in the `error` field of its error bodies, plus any it may add. */
export type CodeAnalysisErrorCode =
  | 'BadRequest'
  | 'Unauthorized'
  | 'PaymentRequired'
  | 'Forbidden'
  | 'NotFound'
  | 'Conflict'
  | 'UnprocessableEntity'
  | 'TooManyRequests'
  | 'InternalServerError'
  | 'BadGateway'
  | (string & {});

/**
 * True when `err` is an HTTP error of this API, and, when `code` is given, when its `error` class is that
 * code; narrows `err.code`. The body's `actions` and `innerMessage` are in `err.details`.
 */
export function isCodeAnalysisError<C extends CodeAnalysisErrorCode>(err: unknown, code: C): err is ApiError<CodeAnalysisErrorCode> & { code: C };
/** True when `err` is an HTTP error of this API (its `code` may be undefined when the body had no `error`). */
export function isCodeAnalysisError(err: unknown): err is ApiError<CodeAnalysisErrorCode>;
export function isCodeAnalysisError(err: unknown, code?: CodeAnalysisErrorCode): boolean {
  return code === undefined ? isApiError(err) : isApiError(err, code);
}

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
