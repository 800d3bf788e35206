// The input of a run (a start, a metamorph) as the API takes it: a body of any content type. An object goes
// as JSON; text and bytes go as they are, with the content type the caller names, in the form the record
// writes of key-value stores take (`{ value, contentType }` there, `{ input, contentType }` here).
import { ApiPromise, ValidationError } from '@typed-api/core';
import type { Operation } from '@typed-api/core/internal';
import { isJsonType } from '../internal.js';

/**
 * An Actor's input: an object, sent as JSON (the usual form), or text or bytes of another content type
 * (a string, an `ArrayBuffer`, a typed array, a `Blob` or a stream of bytes), sent as they are with
 * `contentType`.
 */
export type RunInput = Record<string, unknown> | string | ArrayBuffer | ArrayBufferView | Blob | ReadableStream<Uint8Array>;

/** The input of a run and its content type, as `start`, `call` and `metamorph` take them beside the run's options. */
export interface RunInputFields {
  /**
   * The Actor's input: an object (sent as JSON), or text or bytes (sent as they are, with `contentType`,
   * which text and bytes need: `{ input: 'a=b', contentType: 'application/x-www-form-urlencoded' }`).
   */
  input?: RunInput | undefined;
  /**
   * The content type of `input`: needed for text and bytes; for an object, a JSON type (default
   * `application/json; charset=utf-8`). A `Blob` brings its own `type` when this is left out.
   */
  contentType?: string | undefined;
}

/** True for a value that goes as it is: text, bytes, a Blob or a stream. */
function isBodyValue(value: unknown): value is string | ArrayBuffer | ArrayBufferView | Blob | ReadableStream<Uint8Array> {
  return (
    typeof value === 'string' ||
    value instanceof ArrayBuffer ||
    ArrayBuffer.isView(value) ||
    (typeof Blob !== 'undefined' && value instanceof Blob) ||
    (typeof ReadableStream !== 'undefined' && value instanceof ReadableStream)
  );
}

/** The error for an input that cannot go as given, at `inputs.<key>`. */
function refuse(id: string, key: string, message: string): ValidationError {
  return new ValidationError(`Invalid arguments for ${id}`, [{ path: ['inputs', key], code: 'invalid_type', message }]);
}

/** The content type a value sent as it is goes with: the caller's, or a Blob's own; text and bytes without one are refused. */
function bodyType(id: string, input: string | ArrayBuffer | ArrayBufferView | Blob | ReadableStream<Uint8Array>, contentType: string | undefined): string {
  const own = typeof Blob !== 'undefined' && input instanceof Blob && input.type !== '' ? input.type : undefined;
  const type = contentType ?? own;
  if (type !== undefined) return type;
  const what = typeof input === 'string' ? 'text' : 'bytes';
  const example = typeof input === 'string' ? `{ input: ${JSON.stringify(input.length > 20 ? `${input.slice(0, 20)}…` : input)}, contentType: 'text/plain' }` : "{ input: bytes, contentType: 'application/octet-stream' }";
  throw refuse(
    id,
    'contentType',
    `is required with an input of ${what}: name its content type (${example}); an object goes as JSON without it, and JSON text goes as it is with contentType 'application/json'`,
  );
}

/** The inputs of a call that starts or changes a run (`T`), with the input in any of the forms of {@link RunInputFields}. */
export type WithRunInput<T> = Omit<T, 'input' | 'contentType'> & RunInputFields;

/**
 * Refuses, with a hint, the fields of an input given where the inputs object goes (`start(id, { startUrls
 * })` for `start(id, { input: { startUrls } })`): keys that are none of the operation's query options.
 * Other mistakes are left to the engine's own check.
 */
function misplacedInput(op: Operation, rest: Record<string, unknown>): void {
  const query = op.rules?.query;
  if (!Array.isArray(query)) return;
  const keys = Object.keys(rest).filter((key) => rest[key] !== undefined && !query.includes(key));
  // A request option in the wrong place, or a misspelt option, gets the engine's message.
  if (keys.length === 0 || keys.some((key) => ['signal', 'timeoutMs', 'headers', 'maxRetries', 'onProgress'].includes(key) || closeTo(key, query))) return;
  const names = keys.map((key) => `\`${key}\``).join(', ');
  throw new ValidationError(`Invalid arguments for ${op.id}`, [
    { path: ['inputs'], code: 'unrecognized_keys', message: `${names} ${keys.length > 1 ? 'are not inputs' : 'is not an input'} of ${op.id}; the body goes under \`input\`: { input: { ${keys.join(', ')} } }` },
  ]);
}

/** True when `key` is within two edits of one of `known`, case aside (a typo rather than a field of the input). */
function closeTo(key: string, known: readonly string[]): boolean {
  return known.some((name) => editDistance(key.toLowerCase(), name.toLowerCase()) <= 2);
}

/** The edits (insertions, deletions, replacements) that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/**
 * The `input` and `contentType` of a run's inputs as the operation sends them: an object encoded as JSON
 * (with a JSON content type), text and bytes as they are with their content type; any other key as given.
 * Refuses, before anything is sent, text or bytes without a content type, an object with a content type
 * that is not JSON, and an input that is neither an object nor text nor bytes (an array, a number).
 */
export function runInputs<T extends RunInputFields>(op: Operation, inputs: T | undefined): Omit<T, 'input' | 'contentType'> & { input?: BodyInit; contentType?: string } {
  const { id } = op;
  const given: unknown = inputs;
  // Not an object of inputs: the engine refuses it, with the order of the arguments.
  if (given === undefined || typeof given !== 'object' || given === null || Array.isArray(given)) return given as never;
  const { input, contentType, ...rest } = given as RunInputFields;
  if (input === undefined) {
    if (contentType !== undefined) throw refuse(id, 'contentType', 'is the content type of `input`, which is missing: give both, or neither');
    misplacedInput(op, rest);
    return rest as never;
  }
  if (isBodyValue(input)) return { ...rest, input: input as BodyInit, contentType: bodyType(id, input, contentType) } as never;
  // The types ask for an object here; a caller without them may give anything.
  const value: unknown = input;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw refuse(id, 'input', `must be an object (sent as JSON), or text or bytes with a contentType (got ${Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value})`);
  }
  if (contentType !== undefined && !isJsonType(contentType)) {
    throw refuse(id, 'contentType', `is ${JSON.stringify(contentType)}, but an object input goes as JSON: give the input as text or bytes to send it as ${contentType}, or leave contentType out`);
  }
  return { ...rest, input: JSON.stringify(input), contentType: contentType ?? 'application/json; charset=utf-8' } as never;
}

/**
 * Sends a call whose inputs hold a run's input: the inputs encoded by {@link runInputs} and handed to
 * `send`; an input refused before sending comes out as the call's rejection (as the engine's own refusals
 * do), not as a throw.
 */
export function sendWithRunInput<T>(op: Operation, inputs: RunInputFields | undefined, send: (encoded: never) => ApiPromise<T>): ApiPromise<T> {
  let encoded: unknown;
  try {
    encoded = runInputs(op, inputs);
  } catch (error) {
    return new ApiPromise<T>(Promise.reject(error instanceof Error ? error : new Error(String(error))), op.id);
  }
  return send(encoded as never);
}
