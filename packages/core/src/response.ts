import { readCapped } from './body.js';
import type { HttpClientConfig, ParsedError, PreparedRequest } from './config.js';
import { createApiError, type ApiError } from './errors.js';
import type { Redactor } from './redact.js';

/** How much of an error body is kept: enough for any message, never a whole runaway page. */
const ERROR_BODY_BYTES = 64 * 1024;

/** What turning an error response into an {@link ApiError} needs from the client. */
export interface ErrorContext {
  /** The package's reader of its error body. */
  parseError: HttpClientConfig['parseError'];
  /** The API's name, carried by the error. */
  api: string | undefined;
  /** Scrubs secrets from everything the error keeps. */
  redactor: Redactor;
  /** The server's `Retry-After`, in milliseconds, when it sent one. */
  retryAfterMs: number | undefined;
  /** Set when the server asked for a wait above this ceiling: the message says so. */
  maxRetryAfterMs: number | undefined;
}

/**
 * The typed error for a response with an error status: its body read (at most 64 KiB) and parsed by the
 * package's dialect, its message, body, headers and URL scrubbed of secrets.
 */
export async function apiErrorFrom(response: Response, request: PreparedRequest, context: ErrorContext): Promise<ApiError> {
  const { redactor, retryAfterMs, maxRetryAfterMs } = context;
  let text = '';
  try {
    text = new TextDecoder().decode(await readCapped(response, ERROR_BODY_BYTES, true));
  } catch {
    // The body was cut off; the status alone still tells what happened.
  }
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // Not JSON (an HTML error page, say): keep the text.
  }
  const parsed: ParsedError = (body === undefined ? undefined : context.parseError?.(body, response)) ?? {};
  let message = parsed.message ?? (typeof body === 'string' && body && !body.trimStart().startsWith('<') ? body.slice(0, 200) : undefined);
  if (maxRetryAfterMs !== undefined && retryAfterMs !== undefined) {
    const asked = `the server asked to wait ${String(Math.ceil(retryAfterMs / 1000))}s (Retry-After), more than maxRetryAfterMs (${String(maxRetryAfterMs)}ms); try again later or raise maxRetryAfterMs`;
    message = message === undefined ? asked : `${message}; ${asked}`;
  }
  return createApiError({
    status: response.status,
    code: parsed.code,
    retryAfterMs,
    api: context.api,
    message: message === undefined ? undefined : redactor.text(message),
    body: redactor.value(body),
    headers: redactor.headers(response.headers),
    method: request.method,
    url: redactor.url(request.url),
    requestId: parsed.requestId,
    details: parsed.details ? (redactor.value(parsed.details) as Record<string, unknown>) : undefined,
  });
}
