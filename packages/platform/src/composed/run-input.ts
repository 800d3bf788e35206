// The input of a run (a start, a metamorph) as the API takes it: a body of any content type. An object goes
// as JSON, by the operation as described; text and bytes go as they are, with the content type the caller
// names, by the operation's twin that sends its input as given (`{ value, contentType }` is the same form
// for record writes of key-value stores, `{ input, contentType }` here).
import { ApiPromise, ValidationError } from '@typed-api/core';
import { jsonProblem, type Operation } from '@typed-api/core/internal';
import { isJsonType } from '../internal.js';

/**
 * An Actor's input: an object, sent as JSON (the usual form), or text or bytes of another content type
 * (a string, an `ArrayBuffer`, a typed array, a `Blob` or a stream of bytes), sent as they are with
 * `contentType`.
 */
export type RunInput = Record<string, unknown> | string | ArrayBuffer | ArrayBufferView | Blob | ReadableStream<Uint8Array>;

/** The input of a run and its content type, as `start`, `call` and `metamorph` take them beside the run's options. */
export interface RunInputAndType {
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

/** The inputs of a call that starts or changes a run (`T`), with the input in any of the forms of {@link RunInputAndType}. */
export type WithRunInput<T> = Omit<T, 'input' | 'contentType'> & RunInputAndType;

const twins = new WeakMap<Operation, Operation>();

/**
 * The twin of an operation that takes a run's input (`actors.start`, `tasks.start`, `runs.metamorph`):
 * the same call, its `input` sent as given (text, bytes, a Blob or a stream) with `contentType` as the
 * `Content-Type` header. Made once per operation. The fake answers the operations by their twins, as the
 * API takes an input of any content type.
 */
export function anyTypeInput<O extends Operation>(op: O): O {
  let twin = twins.get(op);
  if (!twin) {
    // The input goes as given, so the kind its description gives it (an object) is not the twin's.
    const types = Object.fromEntries(Object.entries(op.rules?.types ?? {}).filter(([key]) => key !== op.bodyKey));
    twin = { ...op, bodyType: 'raw', inputHeaders: { ...op.inputHeaders, contentType: 'content-type' }, ...(op.rules && { rules: { ...op.rules, types } }) };
    twins.set(op, twin);
  }
  return twin as O;
}

/**
 * A run's inputs checked before sending, and whether they go by the operation's twin that sends its input
 * as given ({@link anyTypeInput}): text and bytes with their content type, or an object with a JSON
 * content type of the caller's (encoded here). An object without one goes by the operation, as JSON.
 * Refuses text or bytes without a content type, an object with a content type that is not JSON, and an
 * input that is neither an object nor text nor bytes (an array, a number).
 */
export function runInputs(op: Operation, inputs: RunInputAndType | undefined): { inputs: unknown; raw: boolean } {
  const { id } = op;
  const given: unknown = inputs;
  // Not an object of inputs: the engine refuses it, with the order of the arguments.
  if (given === undefined || typeof given !== 'object' || given === null || Array.isArray(given)) return { inputs: given, raw: false };
  const { input, contentType, ...rest } = given as RunInputAndType;
  if (input === undefined) {
    if (contentType !== undefined) throw refuse(id, 'contentType', 'is the content type of `input`, which is missing: give both, or neither');
    return { inputs: rest, raw: false };
  }
  if (isBodyValue(input)) return { inputs: { ...rest, input, contentType: bodyType(id, input, contentType) }, raw: true };
  // The types ask for an object here; a caller without them may give anything.
  const value: unknown = input;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw refuse(id, 'input', `must be an object (sent as JSON), or text or bytes with a contentType (got ${Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value})`);
  }
  if (contentType === undefined) return { inputs: { ...rest, input }, raw: false };
  if (!isJsonType(contentType)) {
    throw refuse(id, 'contentType', `is ${JSON.stringify(contentType)}, but an object input goes as JSON: give the input as text or bytes to send it as ${contentType}, or leave contentType out`);
  }
  // Encoded here, so checked here as the engine checks the JSON bodies it writes.
  const problem = jsonProblem(input);
  if (problem) throw new ValidationError(`Invalid arguments for ${id}`, [{ path: ['body', 'input', ...problem.path], code: 'invalid_type', message: `is ${problem.message}` }]);
  return { inputs: { ...rest, input: JSON.stringify(input), contentType }, raw: true };
}

/**
 * Sends a call whose inputs hold a run's input: checked by {@link runInputs}, then handed to `send` with
 * the operation to send (`op`, or its twin for text and bytes); an input refused before sending comes out
 * as the call's rejection (as the engine's own refusals do), not as a throw.
 */
export function sendWithRunInput<T>(op: Operation, inputs: RunInputAndType | undefined, send: (op: Operation, inputs: never) => ApiPromise<T>): ApiPromise<T> {
  let checked: { inputs: unknown; raw: boolean };
  try {
    checked = runInputs(op, inputs);
  } catch (error) {
    return new ApiPromise<T>(Promise.reject(error instanceof Error ? error : new Error(String(error))), op.id);
  }
  return send(checked.raw ? anyTypeInput(op) : op, checked.inputs as never);
}
