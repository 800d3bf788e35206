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
  const { redactor, retryAfterMs } = context;
  const body = await readErrorBody(response);
  const parsed: ParsedError = (body === undefined ? undefined : context.parseError?.(body, response)) ?? {};
  const message = withRetryAfterNote(parsed.message ?? textMessage(body), context);
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

/** An error response's body (at most 64 KiB of it): parsed when it is JSON, else its text; undefined when empty or cut off. */
async function readErrorBody(response: Response): Promise<unknown> {
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
  return body;
}

/** A message taken from a body of plain text (its first 200 characters); none from an HTML page or a body that is not text. */
function textMessage(body: unknown): string | undefined {
  return typeof body === 'string' && body && !body.trimStart().startsWith('<') ? body.slice(0, 200) : undefined;
}

/** The message, followed by a note when the server asked for a wait above the client's `maxRetryAfterMs`. */
function withRetryAfterNote(message: string | undefined, context: ErrorContext): string | undefined {
  const { retryAfterMs, maxRetryAfterMs } = context;
  if (maxRetryAfterMs === undefined || retryAfterMs === undefined) return message;
  const asked = `the server asked to wait ${String(Math.ceil(retryAfterMs / 1000))}s (Retry-After), more than maxRetryAfterMs (${String(maxRetryAfterMs)}ms); try again later or raise maxRetryAfterMs`;
  return message === undefined ? asked : `${message}; ${asked}`;
}
