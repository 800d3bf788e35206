import type { ApiError, ErrorGuard } from '@typed-api/core';
import { errorGuard } from '@typed-api/core/internal';
import { PLATFORM_ERROR_CODES } from './error-codes.js';

export { PLATFORM_ERROR_CODES };

/**
 * An error type of the platform (`err.code`), as a string-literal union derived from {@link PLATFORM_ERROR_CODES}.
 * Unknown future types are accepted too (the `(string & {})` member), so new server codes never break a build.
 */
export type PlatformErrorCode = (typeof PLATFORM_ERROR_CODES)[number] | (string & {});

/**
 * An HTTP error of the platform, with its error `type` as `code`. An interface, not an intersection: the
 * intersection of two unions of every code made `PlatformError` (without a code) too complex to compile.
 */
export interface PlatformError<T extends PlatformErrorCode = PlatformErrorCode> extends ApiError<PlatformErrorCode> {
  /** The platform's error type (`record-not-found`, …). */
  readonly code: T;
}

/**
 * True when `err` is an HTTP error answered by the platform (never another package's), and, when a `code`
 * is given, of that error type; narrows `err.code`.
 */
export const isPlatformError: ErrorGuard<PlatformErrorCode> = errorGuard('platform');

/** Reads the platform error envelope `{ error: { type, message } }`. */
export function parsePlatformError(body: unknown): { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const error: unknown = body.error;
  if (typeof error !== 'object' || error === null) return {};
  const record = error as Record<string, unknown>;
  return {
    ...(typeof record.type === 'string' ? { code: record.type } : {}),
    ...(typeof record.message === 'string' ? { message: record.message } : {}),
  };
}
