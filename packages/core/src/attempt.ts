import { ConnectionError, TimeoutError, TypedApiError } from './errors.js';
import { abortReason } from './sleep.js';

/** Combines the per-attempt timeout with the caller's signals, and tells apart why an attempt stopped. */
export class AttemptSignal {
  readonly #controller = new AbortController();
  readonly #timer: ReturnType<typeof setTimeout>;
  /** Stops following the caller's signal; made only when there is one (most calls have none). */
  readonly #unfollow: (() => void) | undefined;

  constructor(timeoutMs: number, user: AbortSignal | undefined, where: () => string) {
    this.#timer = setTimeout(() => {
      this.#controller.abort(new TimeoutError(`${where()} timed out after ${String(timeoutMs)}ms`));
    }, timeoutMs);
    if (user) {
      const onAbort = (): void => {
        this.#controller.abort(abortReason(user));
      };
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: a listener left to fire twice would abort an aborted controller, which does nothing
      user.addEventListener('abort', onAbort, { once: true });
      this.#unfollow = () => {
        user.removeEventListener('abort', onAbort);
      };
    }
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** The typed error for an attempt that threw: the abort/timeout reason, or a connection error. */
  failure(error: unknown, what: string, redact: (text: string) => string): Error {
    if (this.#controller.signal.aborted) return abortReason(this.#controller.signal);
    if (error instanceof TypedApiError) return error;
    // Low-level messages may quote the request URL, query credentials included.
    return new ConnectionError(`${what}: ${redact(describeCause(error))}`);
  }

  stopTimer(): void {
    clearTimeout(this.#timer);
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#unfollow?.();
  }
}

/** A readable message for a low-level error, without the request object (which holds credentials). */
function describeCause(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    parts.push(typeof code === 'string' ? `${current.message} (${code})` : current.message);
    current = current.cause;
  }
  return parts.length ? [...new Set(parts)].join(': ') : String(error);
}

/** One signal that fires when any of the given ones does. */
export function anySignal(signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut only; a signal that follows none or one signal behaves as undefined or that signal (two signals: test/signals.test.ts)
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}

/** A body-less stream, for a streamed response that came without a body. */
export function emptyStream(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (c) => { c.close(); } });
}

/** The whole-call time limit: one timer and one signal, cleared when the call settles. */
export class Deadline {
  readonly #controller = new AbortController();
  readonly #timer: ReturnType<typeof setTimeout>;

  private constructor(ms: number, what: string) {
    this.#timer = setTimeout(() => {
      this.#controller.abort(new TimeoutError(`${what} ran past its total time limit of ${String(ms)}ms (totalTimeoutMs)`));
    }, ms);
  }

  /** A deadline `ms` from now, or nothing when no limit is set. */
  static start(ms: number | undefined, what: string): Deadline | undefined {
    return ms === undefined ? undefined : new Deadline(ms, what);
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  dispose(): void {
    clearTimeout(this.#timer);
  }
}
