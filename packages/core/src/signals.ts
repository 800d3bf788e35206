import { AbortError, ConnectionError, TimeoutError, TypedApiError } from './errors.js';
import { MAX_TIMER_MS } from './retry.js';

// Everything that stops or bounds a call: the per-attempt timer, the whole-call deadline, one signal for many,
// waits that end when a signal fires, and the typed error a fired signal stands for.

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
      user.addEventListener('abort', onAbort);
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
    return connectionError(error, what, redact);
  }

  stopTimer(): void {
    clearTimeout(this.#timer);
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#unfollow?.();
  }
}

/**
 * The typed error for a low-level failure, `what` failed. Low-level messages may quote the request URL, query
 * credentials included: the message quotes them redacted, and the runtime's error is kept as `cause` only
 * when redaction found nothing to remove. A host name that does not resolve (`ENOTFOUND`) is named first,
 * with where to correct it.
 */
function connectionError(error: unknown, what: string, redact: (text: string) => string): ConnectionError {
  const { text: described, code, hostname } = describeCause(error);
  const text = redact(described);
  const message = code === 'ENOTFOUND' ? `the host name ${hostname === undefined ? '' : `${redact(hostname)} `}does not resolve; check the host in baseUrl (${text})` : text;
  return new ConnectionError(`${what}: ${message}`, text === described ? { cause: error, code } : { code });
}

/**
 * What a low-level error says: the messages down its chain of causes, without the request object (which holds
 * credentials), and the first `code` and `hostname` along the chain.
 */
function describeCause(error: unknown): { text: string; code?: string | undefined; hostname?: string | undefined } {
  const parts: string[] = [];
  let code: string | undefined;
  let hostname: string | undefined;
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    const own = current as Error & { code?: unknown; hostname?: unknown };
    const ownCode = typeof own.code === 'string' ? own.code : undefined;
    parts.push(ownCode === undefined ? current.message : `${current.message} (${ownCode})`);
    code ??= ownCode;
    hostname ??= typeof own.hostname === 'string' ? own.hostname : undefined;
    current = current.cause;
  }
  return { text: parts.length ? [...new Set(parts)].join(': ') : String(error), code, hostname };
}

/** One signal that fires when any of the given ones does. */
export function anySignal(signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut only; a signal that follows none or one signal behaves as undefined or that signal (two signals: test/signals.test.ts)
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
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

/** Waits `ms` milliseconds (clamped to what a timer can hold); rejects with {@link AbortError} as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = (event: Event): void => {
      clearTimeout(timer);
      reject(abortReason(event.target as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, Math.min(MAX_TIMER_MS, Math.max(0, ms)));
    signal?.addEventListener('abort', onAbort);
  });
}

/** The error to throw for an aborted signal: our own error when the SDK aborted it, else an {@link AbortError}. */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof TypedApiError) return reason;
  // A fired signal always has a reason: the caller's own, or the runtime's AbortError DOMException.
  return new AbortError('The operation was aborted', { cause: reason });
}

/** Settles with `promise`, or rejects with the signal's reason as soon as it fires, whichever comes first (no signal: `promise`). */
export function untilAborted<T>(promise: PromiseLike<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return Promise.resolve(promise);
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => {
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', onAbort);
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
