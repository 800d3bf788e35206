import { offsetWindow } from '@typed-api/core/testing';
import type { GeneralAccess } from '../schemas/common.js';

/** The current time as the API writes it. */
export function now(): string {
  return new Date().toISOString();
}

/** The paging inputs of an offset list, as the operation's schema parsed them (`desc` is `1` when set). */
export interface OffsetInputs {
  /** Items to skip. */
  readonly offset?: number | undefined;
  /** The page size asked for. */
  readonly limit?: number | undefined;
  /** Newest first: any set value. */
  readonly desc?: unknown;
}

/** The body of one page of an offset list, as the API sends it. */
export type OffsetBody<T> = {
  /** Items in the whole list. */
  total: number;
  /** Items skipped before this page. */
  offset: number;
  /** The page size applied. */
  limit: number;
  /** Items on this page. */
  count: number;
  /** Whether newest items come first. */
  desc: boolean;
  /** Items of this page. */
  items: T[];
};

/**
 * The body of one page of an offset list (`{ total, offset, limit, count, desc, items }`): `items` in
 * order (reversed for `desc`), cut by the core's offset window; without a `limit`, and at most, a page
 * holds `maxLimit` items.
 */
export function offsetList<T>(items: readonly T[], inputs: OffsetInputs, maxLimit: number): OffsetBody<T> {
  const desc = Boolean(inputs.desc);
  const window = offsetWindow(desc ? [...items].reverse() : items, { offset: inputs.offset, limit: inputs.limit, defaultLimit: maxLimit, maxLimit });
  return { total: window.total, offset: window.start, limit: window.size, count: window.items.length, desc, items: window.items };
}

/** The fields a storage update may change, as the operation's schema parsed them. */
export interface StorageChanges {
  /** A new name, or null to remove it. */
  readonly name?: string | null | undefined;
  /** Who may read the storage. */
  readonly generalAccess?: GeneralAccess | undefined;
}

/** Applies `name` and `generalAccess` of a storage update (the schema has checked them) and marks the storage modified. */
export function applyStorageUpdate(meta: { name: string | null; generalAccess?: GeneralAccess | undefined; modifiedAt: string }, changes: StorageChanges): void {
  if ('name' in changes) meta.name = changes.name ?? null;
  if (changes.generalAccess !== undefined) meta.generalAccess = changes.generalAccess;
  meta.modifiedAt = now();
}
