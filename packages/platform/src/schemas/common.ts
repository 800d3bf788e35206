import type { ListPage } from '@typed-api/core';
import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/internal';

/** A path reference to a resource: an ID, `username~name` or `~name`. Never empty. */
export const resourceId = z.string().check(
  z.minLength(1),
  // Sent exactly as given, never trimmed: an id with a stray space or line break is refused instead.
  z.refine((id) => id.trim() === id, 'must not start or end with a space or line break (an id read from a file keeps its newline; trim it first)'),
);

/** Who may read a storage or run without being its owner. */
export const generalAccess = z.enum(['ANYONE_WITH_ID_CAN_READ', 'ANYONE_WITH_NAME_CAN_READ', 'FOLLOW_USER_SETTING', 'RESTRICTED']);
/** Access level of a storage or run. */
export type GeneralAccess = z.infer<typeof generalAccess>;

/** The statuses of runs and builds known to this package. */
const JOB_STATUSES = ['READY', 'RUNNING', 'SUCCEEDED', 'FAILED', 'TIMING-OUT', 'TIMED-OUT', 'ABORTING', 'ABORTED'] as const;

/**
 * Status of a run or a build: one of the known statuses, or any other string (the contract leaves the
 * list of states open, so a status added later neither fails a response nor is refused as a filter).
 */
export const jobStatus = openEnum(JOB_STATUSES);
/** A known status of a run or a build. */
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Statuses after which a run or build never changes again. */
export const TERMINAL_STATUSES: readonly JobStatus[] = ['SUCCEEDED', 'FAILED', 'TIMED-OUT', 'ABORTED'];

/** True once a run or build has reached a status it never leaves. */
export function isTerminalStatus(status: string): boolean {
  return (TERMINAL_STATUSES as readonly string[]).includes(status);
}

/** The `desc` flag: sent as `1` when true and left out otherwise, as the API expects. */
export const descFlag = z.optional(z.pipe(z.boolean(), z.transform((value) => (value ? 1 : undefined))));

/**
 * A positive page size. No upper bound: each endpoint caps it with its own maximum, which may change,
 * and answers with the size it applied.
 */
export const pageLimit = z.optional(z.int().check(z.gte(1)));

/** A non-negative offset. */
export const pageOffset = z.optional(z.int().check(z.gte(0)));

/** Query of plain offset lists. */
export const offsetQuery = z.object({ offset: pageOffset, limit: pageLimit, desc: descFlag });
/** Options of plain offset lists: how many to skip, page size, newest first. */
export type OffsetListOptions = z.input<typeof offsetQuery>;

/** Query of storage lists (datasets, key-value stores, request queues). */
export const storageListQuery = z.object({
  offset: pageOffset,
  limit: pageLimit,
  desc: descFlag,
  unnamed: z.optional(z.boolean()),
  ownership: z.optional(z.enum(['ownedByMe', 'sharedWithMe'])),
});
/** Options of storage lists: paging plus whether to include unnamed ones and whose. */
export type StorageListOptions = z.input<typeof storageListQuery>;

/** The offset list envelope around any item schema. */
export function offsetPage<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({
    total: z.number(),
    offset: z.number(),
    limit: z.number(),
    count: z.number(),
    desc: z.optional(z.boolean()),
    items: z.array(item),
  });
}

/** The body of an offset list: its items plus the server's paging fields. */
export interface OffsetBody<T> {
  /** Items of this page. */
  items: T[];
  /** Items in the whole list. */
  total: number;
  /** Items skipped before this page. */
  offset: number;
  /** The page size the server applied (may be lower than asked). */
  limit: number;
  /** Items on this page. */
  count: number;
  /** Whether newest items come first. */
  desc?: boolean | undefined;
}

/** One page of an offset list: the core's list page over the offset body (items as `items`, the paging fields as sent). */
export type OffsetPage<T> = ListPage<OffsetBody<T>, 'items'>;

/** Any JSON object, as an Actor or task input. */
export const jsonObject = z.record(z.string(), z.unknown());
/** An Actor or task input: a JSON object. */
export type JsonObject = z.infer<typeof jsonObject>;

/** Wait for the job to finish on the server, in seconds (the server holds a call at most 60 s). */
export const waitForFinishSecs = z.optional(z.int().check(z.gte(0), z.lte(60)));
