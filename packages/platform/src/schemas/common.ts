import type { ListPage } from '@typed-api/core';
import * as z from 'zod/mini';
import { JOB_STATUSES } from '../constants.js';
import { encoded, openEnum } from '@typed-api/core/schema';
import { flagOne } from '../encoders.js';

/** A path reference to a resource: an ID, `username~name` or `~name`. Never empty. */
export const resourceId = z.string().check(
  z.minLength(1),
  // Sent exactly as given, never trimmed: an id with a stray space or line break is refused instead.
  z.refine((id) => id.trim() === id, 'must not start or end with a space or line break (an id read from a file keeps its newline; trim it first)'),
  // The official client turns `username/name` into the API's `username~name`; here the mistake is named.
  z.refine((id) => !id.includes('/'), 'contains a slash: an Actor, task or storage named by its owner is written username~name (e.g. me~my-actor)'),
);

/** Who may read a storage or run without being its owner. */
export const generalAccess = z.enum(['ANYONE_WITH_ID_CAN_READ', 'ANYONE_WITH_NAME_CAN_READ', 'FOLLOW_USER_SETTING', 'RESTRICTED']);
/** Access level of a storage or run. */
export type GeneralAccess = z.infer<typeof generalAccess>;

/**
 * Status of a run or a build: one of the known statuses, or any other string (the contract leaves the
 * list of states open, so a status added later neither fails a response nor is refused as a filter).
 */
export const jobStatus = openEnum(JOB_STATUSES);

/** The `desc` flag: sent as `1` when true and left out otherwise, as the API expects. */
export const descFlag = z.optional(encoded('flag-one', z.boolean(), flagOne));

/**
 * A positive page size. No upper bound: each endpoint caps it with its own maximum, which may change,
 * and answers with the size it applied.
 */
export const pageLimit = z.optional(z.int().check(z.gte(1)));

/** A non-negative offset. */
export const pageOffset = z.optional(z.int().check(z.gte(0)));

/** Query of plain offset lists. */
export const offsetQuery = z.object({
  /** How many items to skip from the start of the list; 0 by default. */
  offset: pageOffset,
  /** The most items one page holds. */
  limit: pageLimit,
  /** Newest first when true; the list's own order otherwise. */
  desc: descFlag,
});
/** Query of storage lists (datasets, key-value stores, request queues). */
export const storageListQuery = z.object({
  /** How many storages to skip before the first one returned (default 0). */
  offset: pageOffset,
  /** Most storages to return; the server may apply a lower cap and reports the one it used. */
  limit: pageLimit,
  /** List the newest storages first; by default the oldest come first. */
  desc: descFlag,
  /** Also list storages without a name; by default only named ones are listed. */
  unnamed: z.optional(z.boolean()),
  /** Keep only storages you own (`ownedByMe`) or that others share with you (`sharedWithMe`); all if omitted. */
  ownership: z.optional(z.enum(['ownedByMe', 'sharedWithMe'])),
});
/** The body of an offset list: its items plus the server's paging fields. */
export interface OffsetList<T> {
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
export type OffsetPage<T> = ListPage<OffsetList<T>, 'items'>;

/** Any JSON object, as an Actor or task input. */
export const jsonObject = z.record(z.string(), z.unknown());
/** An Actor or task input: a JSON object. */
export type JsonObject = z.infer<typeof jsonObject>;

/** Wait for the job to finish on the server, in seconds (the server holds a call at most 60 s). */
export const waitForFinishSecs = z.optional(z.int().check(z.gte(0), z.lte(60)));

