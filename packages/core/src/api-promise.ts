/** A successful result together with the raw HTTP response it came from. */
export interface WithResponse<T> {
  /** The parsed, unwrapped result. */
  data: T;
  /** The raw response: status, headers (e.g. `X-RateLimit-Limit`). Its body has been read unless the result is a stream. */
  response: Response;
}

/**
 * The promise every SDK call returns. Await it for the result, or call `.withResponse()` to get the
 * raw `Response` too. The request starts at once, like any promise-returning function.
 */
export class ApiPromise<T> implements PromiseLike<T> {
  readonly #inner: Promise<WithResponse<T>>;
  /** The id of the operation this call runs (e.g. `datasets.listItems`), when it came from one. */
  readonly operation: string | undefined;

  constructor(inner: Promise<WithResponse<T>>, operation?: string) {
    this.#inner = inner;
    this.operation = operation;
  }

  /** Resolves to the result and the raw response. */
  withResponse(): Promise<WithResponse<T>> {
    return this.#inner;
  }

  /** Derives another call result from this one, keeping access to the same response. */
  map<U>(transform: (data: T, response: Response) => U): ApiPromise<U> {
    return new ApiPromise(
      this.#inner.then(({ data, response }) => ({ data: transform(data, response), response })),
      this.operation,
    );
  }

  then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    // One promise step, not two: the result is handed on as the caller's callback receives it.
    return this.#inner.then(onfulfilled ? (r) => onfulfilled(r.data) : (r) => r.data as unknown as R1, onrejected);
  }

  /** Like `Promise.prototype.catch`. */
  catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.then(undefined, onrejected);
  }

  /** Like `Promise.prototype.finally`. */
  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onfinally);
  }

  /** Shows as `[object ApiPromise]`. */
  readonly [Symbol.toStringTag] = 'ApiPromise';
}
