import type { Deadline } from './signals.js';
import type { RequestOptions } from './config.js';
import type { Operation } from './operation.js';
import type { Redactor } from './redact.js';

/**
 * What a call reports its progress through: the caller's `onProgress` (`CallProgress`), or {@link SILENT}.
 */
export interface ProgressReporter {
  /** Tells the caller the call is at `status`, with the attempts made so far. */
  report(status: string, attempts: number): void;
  /** Reports the end of a call and returns its data (a download's stream, counted as it is read, of `total` bytes when the answer says). */
  finish(data: unknown, total: number | undefined, attempts: number): unknown;
}

/** The progress of a call whose caller asked for none: nothing is reported, and the data goes as it is. */
export const SILENT: ProgressReporter = { report: () => undefined, finish: (data) => data };

/** One call as it goes from attempt to attempt. */
export interface Call {
  readonly op: Operation;
  /**
   * True for a request that carries credentials in its body (token and revoke requests: an absolute URL, no
   * auth, no redirects); false for an operation's call or a link the API handed out.
   */
  readonly credentials: boolean;
  readonly options: RequestOptions | undefined;
  /** The URL (as text) and headers built from the inputs, before auth. */
  readonly href: string;
  readonly headers: Headers;
  /** The body as sent (compressed, when it is). */
  readonly payload: BodyInit | undefined;
  readonly maxRetries: number;
  /** The limit of each attempt. */
  readonly timeoutMs: number;
  /** The limit of the whole call, when there is one. */
  readonly deadline: Deadline | undefined;
  /** Fires when the caller, the client or the deadline stops the call. */
  readonly signal: AbortSignal | undefined;
  /** False for a stream body, which cannot be sent twice. */
  readonly replayable: boolean;
  /** The resource the call is paced by. */
  readonly resource: string;
  readonly progress: ProgressReporter;
  /** Retries made so far. */
  retry: number;
  /** Attempts sent so far. */
  attempts: number;
  /** When the current attempt began. */
  attemptStarted: number;
  /** True once credentials were renewed after a 401 (once per call). */
  renewed: boolean;
}

/** What sending an attempt and reading its answer need from the client. */
export interface AttemptContext {
  fetch: typeof fetch;
  /** The API's name, for errors. */
  api: string | undefined;
  /** The most bytes of an answer read into memory. */
  maxResponseBytes: number;
  redactor: Redactor;
  /** Redacts secrets, and credentials in quoted URLs, from a low-level message. */
  redact: (text: string) => string;
  /** True when the operation's answer may be empty (its plan says so, or its response schema, loaded on first use, takes nothing). */
  acceptsNothing: (op: Operation) => Promise<boolean>;
}
