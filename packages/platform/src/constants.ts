// Values the platform's runtime code and its schemas share, in a module without schemas: an application
// that imports one of them (or anything else from the package's index) does not reach zod through it.

/** Synchronous runs hold the connection up to 300 s on the server: each attempt may take a little longer. */
export const SYNC_RUN_TIMEOUT_MS = 330_000;

/** Each call of a server-side wait is held up to 60 s, so an attempt may last longer than the default limit. */
export const LONG_POLL_ATTEMPT_MS = 90_000;
/**
 * How long before a wait's deadline the server's hold of its last long poll ends: room for the answer to
 * arrive, so that a wait that runs out has the job as it stood to show in its error.
 */
export const LONG_POLL_MARGIN_MS = 1_000;
/** The longest wait the server grants a single call, in seconds. */
export const MAX_WAIT_FOR_FINISH_SECS = 60;

/** Most requests one batch call may carry. */
export const BATCH_SIZE = 25;
/** Calls per second to one resource (one Actor, run, dataset, store…) that the API allows by default. */
export const DEFAULT_RATE_PER_SECOND = 60;
/** Calls per second to one key-value store for getting, putting and deleting its records. */
export const RECORD_RATE_PER_SECOND = 200;
/**
 * Calls per second to one resource for starting runs (async and sync), metamorphs, dataset pushes and
 * request-queue request operations.
 */
export const RAISED_RATE_PER_SECOND = 400;
/** Calls per minute for one user (or, without a token, one IP address) across the whole API. */
export const GLOBAL_RATE_PER_MINUTE = 250_000;

/** The statuses of runs and builds known to this package. */
export const JOB_STATUSES = ['READY', 'RUNNING', 'SUCCEEDED', 'FAILED', 'TIMING-OUT', 'TIMED-OUT', 'ABORTING', 'ABORTED'] as const;
/** A known status of a run or a build. */
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Statuses after which a run or build never changes again. */
export const TERMINAL_STATUSES: readonly JobStatus[] = ['SUCCEEDED', 'FAILED', 'TIMED-OUT', 'ABORTED'];

/** True once a run or build has reached a status it never leaves. */
export function isTerminalStatus(status: string): boolean {
  return (TERMINAL_STATUSES as readonly string[]).includes(status);
}
