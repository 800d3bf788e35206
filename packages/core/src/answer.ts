import { decodedLength, discard, emptyStream, readCapped } from './body.js';
import type { AttemptSignal } from './signals.js';
import { ResponseValidationError, SizeLimitError } from './errors.js';
import type { Operation } from './operation.js';
import type { AttemptContext } from './call.js';
import type { PreparedRequest } from './config.js';

/** What one attempt came to, as the request loop decides on it. */
export type Outcome =
  | { kind: 'ok'; response: Response; body: unknown }
  /** An answer with a status that is not a success (an error to raise, or to retry). */
  | { kind: 'status'; response: Response }
  /** A failure a retry may mend: a network error, a cut-off or malformed answer. */
  | { kind: 'error'; error: Error }
  /** A failure that no retry can mend (a refused redirect, an answer over the size limit). */
  | { kind: 'fatal'; error: Error };

/** The outcome of an attempt that failed in a way a retry may mend. */
export function mendable(error: Error): Outcome {
  // Stryker disable next-line StringLiteral: the loop tells outcomes apart by 'ok', 'status' and 'fatal'; this kind is never compared
  return { kind: 'error', error };
}

/** One decoder for every response: `decode` without `stream` keeps no state between calls. */
const UTF8 = new TextDecoder();

/**
 * Reads an answer as the operation expects it (a stream, nothing, bytes, text or JSON), at most
 * `maxResponseBytes` of it, into an outcome.
 */
export async function readAnswer(op: Operation, request: PreparedRequest, response: Response, attempt: AttemptSignal, context: AttemptContext): Promise<Outcome> {
  if (!response.ok) return { kind: 'status', response };
  const type = op.responseType;
  try {
    if (type === 'stream') return { kind: 'ok', response, body: streamed(op, request, response, attempt, context) };
    if (type === 'none') {
      discard(response);
      return { kind: 'ok', response, body: undefined };
    }
    const bytes = await readCapped(response, context.maxResponseBytes, false);
    if (bytes === undefined) return { kind: 'fatal', error: tooLarge(request, response, context) };
    // readCapped hands back bytes that fill a buffer of their own.
    if (type === 'arrayBuffer') return { kind: 'ok', response, body: bytes.buffer };
    const text = UTF8.decode(bytes);
    if (type === 'text') return { kind: 'ok', response, body: text };
    if (text.trim() === '') return await emptyAnswer(op, request, response, context);
    return parsed(request, response, text, context);
  } catch (error) {
    return mendable(attempt.failure(error, 'response body could not be read', context.redact));
  }
}

/**
 * A streamed answer as the caller gets it: the body read on demand (nothing read ahead, no chunk copied), each
 * read failure turned into the typed error a buffered read gives (a dropped connection is a `ConnectionError`
 * naming the operation, the caller's abort its `AbortError`). The attempt is let go once the stream ends,
 * fails or is cancelled.
 */
function streamed(op: Operation, request: PreparedRequest, response: Response, attempt: AttemptSignal, context: AttemptContext): ReadableStream<Uint8Array> {
  const end = (): void => {
    attempt.dispose();
  };
  if (!response.body) {
    end();
    return emptyStream();
  }
  const reader = response.body.getReader();
  const what = `${op.id}: ${described(request, context)}: the streamed response broke off`;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await reader.read();
          if (next.done) {
            end();
            controller.close();
          } else controller.enqueue(next.value);
        } catch (error) {
          end();
          controller.error(attempt.failure(error, what, context.redact));
        }
      },
      cancel(reason) {
        end();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/** The method and redacted URL of a request, as errors name it. */
function described(request: PreparedRequest, context: AttemptContext): string {
  return `${request.method} ${context.redactor.url(request.url)}`;
}

/** The error for an answer larger than `maxResponseBytes`. */
function tooLarge(request: PreparedRequest, response: Response, context: AttemptContext): SizeLimitError {
  const limit = context.maxResponseBytes;
  return new SizeLimitError(
    `${described(request, context)}: the response is larger than maxResponseBytes (${String(limit)} bytes); raise the limit or use a streamed operation`,
    'response',
    limit,
    decodedLength(response),
  );
}

/**
 * The outcome of an empty answer where JSON was expected. An empty body where the operation promises data is
 * as broken as a cut-off one (a proxy answering 200 with nothing, say): it is refused rather than handed on as
 * `undefined`. A 204, or an operation whose data may be absent, has nothing to give.
 */
async function emptyAnswer(op: Operation, request: PreparedRequest, response: Response, context: AttemptContext): Promise<Outcome> {
  if (response.status === 204 || (await context.acceptsNothing(op))) return { kind: 'ok', response, body: undefined };
  const message = `expected JSON but got an empty body (${contentTypeOf(response)}, status ${String(response.status)})`;
  return mendable(new ResponseValidationError(described(request, context), [{ path: [], code: 'invalid_json', message }], undefined));
}

/** The outcome of an answer that should be JSON: its data, or an error showing the first 120 characters of what came. */
function parsed(request: PreparedRequest, response: Response, text: string, context: AttemptContext): Outcome {
  try {
    return { kind: 'ok', response, body: JSON.parse(text) as unknown };
  } catch {
    const snippet = context.redactor.text(text.slice(0, 120));
    const message = `expected JSON but got ${contentTypeOf(response)}: ${JSON.stringify(snippet)}`;
    return mendable(new ResponseValidationError(described(request, context), [{ path: [], code: 'invalid_json', message }], snippet));
  }
}

/** The content type an answer names, or words saying it named none. */
function contentTypeOf(response: Response): string {
  return response.headers.get('content-type') ?? 'no content type';
}
