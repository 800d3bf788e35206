import type { ProgressReporter } from './call.js';

/** Items or bytes done so far, and the total when it is known. */
export interface ProgressCount {
  /** How many are done. */
  done: number;
  /** How many there are in all, when known. */
  total: number | undefined;
}

/**
 * How long work is going, as every `onProgress` of the SDKs receives it: waits (runs, builds, backups,
 * deploys, analyses), bulk helpers (batch adds, pushes) and downloads.
 */
export interface Progress {
  /** What the work is at: the status of the job waited for (`RUNNING`, `in_progress`…), or a step of a helper (`sending`, `receiving`, `done`…). */
  status: string;
  /** Requests made so far for this work (checks of a wait, batch calls of a bulk helper, attempts of a call). */
  attempts: number;
  /** Time since the work began, in milliseconds. */
  elapsedMs: number;
  /** Items done and in all, for work on items (a batch add, a push). */
  items?: ProgressCount | undefined;
  /** Bytes done and in all (the total from `Content-Length`, when the server sends one for a body it did not compress), for downloads. */
  bytes?: ProgressCount | undefined;
}

/**
 * The progress of one call as its `onProgress` sees it: each attempt sent, each retry, the end, and for a
 * download the bytes received. Made only for a call given `onProgress`.
 */
export class CallProgress implements ProgressReporter {
  readonly #onProgress: (progress: Progress) => void;
  readonly #began = Date.now();

  constructor(onProgress: (progress: Progress) => void) {
    this.#onProgress = onProgress;
  }

  /** Tells the caller the call is at `status`, with the attempts made so far. */
  report(status: string, attempts: number): void {
    this.#onProgress({ status, attempts, elapsedMs: Date.now() - this.#began });
  }

  /**
   * Reports a call's end: at once for data in hand; for a download, as its bytes are read (then the data
   * returned is the stream with its bytes counted).
   */
  finish(data: unknown, total: number | undefined, attempts: number): unknown {
    const onProgress = this.#onProgress;
    if (!(data instanceof ReadableStream)) {
      this.report('done', attempts);
      return data;
    }
    return counted(data as ReadableStream<Uint8Array>, total, (done, total) => {
      onProgress({ status: done === undefined ? 'done' : 'receiving', attempts, elapsedMs: Date.now() - this.#began, bytes: { done: done ?? total ?? 0, total } });
    });
  }
}

/**
 * The stream `body` with its bytes counted as they pass: `tell(done, total)` after each chunk, and
 * `tell(undefined, total)` once it ends (`total` from `Content-Length`, when sent).
 */
function counted(body: ReadableStream<Uint8Array>, total: number | undefined, tell: (done: number | undefined, total: number | undefined) => void): ReadableStream<Uint8Array> {
  let done = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        done += chunk.byteLength;
        controller.enqueue(chunk);
        tell(done, total);
      },
      flush() {
        tell(undefined, done);
      },
    }),
  );
}
