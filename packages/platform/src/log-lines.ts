// Reading a followed log line by line, and handing a job's log over while a wait goes on. Web streams
// only, so the same code runs in browsers, workers and Node.
import type { RequestOptions } from '@typed-api/core';
import { abortReason, sleep } from '@typed-api/core/internal';

/** Options of the `logLines` methods: how the log is read. Stopping is done with the call's `signal`. */
export interface LogLinesInputs {
  /** The log as the job wrote it, escape codes kept (sent as `raw`). */
  raw?: boolean | undefined;
}

/**
 * Where the log of a job goes while a wait follows it: a function called with each complete record of
 * the log (a record starts with the timestamp the API writes before it: a stack trace or a message of
 * several lines comes in one call, its lines joined with `\n`, without the last line break). A throw from it ends the wait with that error.
 */
export type LogListener = (line: string) => void;

/**
 * How long a wait, once the job has ended, lets the log follow reach the end of the log (the server
 * closes it after the last lines) before cutting it off.
 */
export const LOG_DRAIN_MS = 5_000;

/**
 * The complete lines of a byte stream, decoded as UTF-8 across chunk boundaries. A line ends at `\n`
 * (a `\r` before it is dropped); text after the last line break comes as a last line when the stream
 * ends. Stopping early (`break`, a throw) or `signal` firing cancels the stream; the signal's abort
 * comes out of the iteration as an error.
 */
export async function* linesOf(stream: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<string, void, undefined> {
  const reader = stream.getReader();
  const decoder = new TextDecoder('utf-8');
  const onAbort = (event: Event): void => {
    reader.cancel(abortReason(event.target as AbortSignal)).catch(() => undefined);
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  let pending = '';
  try {
    for (;;) {
      if (signal?.aborted) throw abortReason(signal);
      const { done, value } = await reader.read();
      if (signal?.aborted) throw abortReason(signal);
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      let end = pending.indexOf('\n');
      while (end !== -1) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 1);
        yield line.endsWith('\r') ? line.slice(0, -1) : line;
        end = pending.indexOf('\n');
      }
    }
    pending += decoder.decode();
    if (pending !== '') yield pending.endsWith('\r') ? pending.slice(0, -1) : pending;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // A no-op once the stream has ended; otherwise the consumer stopped early and the connection is let go.
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/**
 * The timestamp that starts each record of a job's log, as the API writes it (`2017-07-14T06:00:49.733Z
 * Application started.`): an ISO 8601 time in UTC, the fraction of a second optional.
 */
const RECORD_START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/;

/**
 * The records of a log from its lines: a line that starts with a timestamp starts a record, and a line
 * that does not (a stack trace's frames, the rest of a message of several lines) continues the record
 * before it, joined with `\n`. Lines before the first timestamp make one record of their own. A record
 * comes out when the next one starts or the lines end, never on a timer: the last record of a log that is
 * still being written waits for the next record or the end of the log.
 */
export async function* recordsOf(lines: AsyncIterable<string>): AsyncGenerator<string, void, undefined> {
  let record: string | undefined;
  for await (const line of lines) {
    if (record === undefined) record = line;
    else if (RECORD_START.test(line)) {
      yield record;
      record = line;
    } else record += `\n${line}`;
  }
  if (record !== undefined) yield record;
}

/**
 * The records of a log that `open` starts following (see {@link recordsOf}). Nothing is sent until the
 * iteration starts; the call's `signal` aborts the request and the reading alike.
 */
export async function* followLines(open: (options: RequestOptions | undefined) => PromiseLike<ReadableStream<Uint8Array>>, options: RequestOptions | undefined): AsyncGenerator<string, void, undefined> {
  const stream = await open(options);
  yield* recordsOf(linesOf(stream, options?.signal));
}

/**
 * Runs `wait` while following a log into `listener`. The log follow starts with the wait and stops
 * when the wait ends: after a success whose result `ended` says is the job's end it is given up to
 * {@link LOG_DRAIN_MS} to reach the end of the log; after any other result (a job still running, from a
 * wait that checked once), a timeout or an abort it is cut at once. Failures of the log follow (a lost
 * connection, a log not found) do not end the wait; a throw from `listener` does, with that error.
 */
export async function waitFollowingLog<T>(
  wait: (signal: AbortSignal | undefined) => Promise<T>,
  openLog: (signal: AbortSignal) => AsyncIterable<string>,
  listener: LogListener,
  signal: AbortSignal | undefined,
  ended: (result: T) => boolean = () => true,
): Promise<T> {
  const follow = new AbortController();
  const stopWait = new AbortController();
  let failure: { error: unknown } | undefined;
  const following = (async () => {
    try {
      for await (const line of openLog(follow.signal)) {
        try {
          listener(line);
        } catch (error) {
          failure = { error };
          stopWait.abort(error);
          return;
        }
      }
    } catch {
      // The log is a courtesy of the wait: losing it leaves the wait's own outcome untouched.
    }
  })();
  try {
    const result = await wait(signal ? AbortSignal.any([signal, stopWait.signal]) : stopWait.signal);
    // The log of a job that goes on does not end: there is nothing to wait for.
    if (ended(result)) await Promise.race([following, sleep(LOG_DRAIN_MS, follow.signal).catch(() => undefined)]);
    if (failure) throw failure.error;
    return result;
  } catch (error) {
    throw failure ? failure.error : error;
  } finally {
    follow.abort();
    await following;
  }
}
