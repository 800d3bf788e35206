/** Thrown in a fake's handler to stop with an error answer in the fake's dialect. */
export class FakeHttpError extends Error {
  /**
   * @param status HTTP status of the answer.
   * @param code The API's machine-readable error code.
   * @param message A sentence for people.
   * @param details Fields the API's error body carries besides the code and message (handed to the dialect's `error`).
   */
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'FakeHttpError';
  }
}


/** The engine's machine code for a status, where a handler names none (a dialect may spell it its own way). */
const CODES: Readonly<Record<number, string>> = {
  400: 'invalid-request',
  401: 'unauthorized',
  402: 'payment-required',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  409: 'conflict',
  410: 'gone',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  422: 'unprocessable-entity',
  429: 'rate-limit-exceeded',
};

/** Options of {@link fail}. */
export interface FailOptions {
  /** The API's machine code for this error; by default one derived from the status (`not-found` for 404, say). */
  readonly code?: string | undefined;
  /** Fields the API's error body carries besides the code and message. */
  readonly details?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * Stops a fake's handler with an error answer in its API's error body: the one way every package's fake
 * refuses a call (`fail(404, 'Zone not found')`, `fail(400, 'Invalid parameter', { code: 'rest_invalid_param' })`).
 */
export function fail(status: number, message: string, options: FailOptions = {}): never {
  throw new FakeHttpError(status, options.code ?? CODES[status] ?? (status >= 500 ? 'internal-server-error' : 'error'), message, options.details);
}
