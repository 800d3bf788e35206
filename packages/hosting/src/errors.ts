import type { ApiError, ErrorGuard } from '@typed-api/core';
import { errorGuard, type ParsedError } from '@typed-api/core/internal';

/**
 * Error codes of the hosting API. Its error envelope `{ message, data: null, errors: [...] }` carries no
 * machine-readable code, so the SDK derives one from the HTTP status (`404` gives `not_found`). The codes
 * starting with `token-` come from the SDK's own token handling. Unknown strings are accepted too, so a
 * code added later still type-checks.
 */
export const HOSTING_ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'unprocessable_entity',
  'too_many_requests',
  'internal_server_error',
  'bad_gateway',
  'service_unavailable',
  'gateway_timeout',
  'token-request-failed',
  'token-revoke-failed',
] as const;

/** A code of {@link HOSTING_ERROR_CODES}, or any string (a code added later still type-checks). */
export type HostingErrorCode = (typeof HOSTING_ERROR_CODES)[number] | (string & {});

const CODE_BY_STATUS: Record<number, HostingErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
  500: 'internal_server_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

/** The code the SDK gives an error response of this status. */
export function errorCodeForStatus(status: number): HostingErrorCode {
  return CODE_BY_STATUS[status] ?? `http_${String(status)}`;
}

/**
 * Extra fields of every hosting {@link ApiError}: `details.message` is the envelope's `message`
 * (often the status text, sometimes an explanation), `details.errors` its list of error texts.
 */
export interface HostingErrorDetails {
  /** The envelope's `message` field, as sent. */
  message?: string;
  /** The envelope's `errors` texts; empty when the API sent none (absent only on the SDK's own token errors). */
  errors?: string[];
}

/**
 * Reads the hosting error envelope. The error's message is the `errors` texts joined (they say what went
 * wrong), falling back to the envelope `message`; both stay available in `details`.
 */
export function parseHostingError(body: unknown, response: Response): ParsedError {
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const envelopeMessage = typeof record.message === 'string' ? record.message : undefined;
  const errors = Array.isArray(record.errors) ? record.errors.map(errorText).filter((t) => t !== '') : [];
  const details: HostingErrorDetails = { errors };
  if (envelopeMessage !== undefined) details.message = envelopeMessage;
  return {
    code: errorCodeForStatus(response.status),
    message: errors.length > 0 ? errors.join('; ') : envelopeMessage,
    details: { ...details },
  };
}

function errorText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') {
    const message = (value as Record<string, unknown>).message;
    if (typeof message === 'string') return message;
    return JSON.stringify(value);
  }
  return value === undefined || value === null ? '' : JSON.stringify(value);
}

/** An error response of the hosting API, with its code narrowed. */
export type HostingError<C extends HostingErrorCode = HostingErrorCode> = ApiError<HostingErrorCode> & {
  code: C;
  details: HostingErrorDetails & Record<string, unknown>;
};

/**
 * True when `err` is an error response of the hosting API (never another package's), optionally with the
 * given code. Narrows `err.code` and types `err.details.errors`.
 */
export const isHostingError: ErrorGuard<HostingErrorCode, HostingError> = errorGuard('hosting');
