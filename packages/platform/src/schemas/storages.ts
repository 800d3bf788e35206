import type { ListPage } from '@typed-api/core';
import * as z from 'zod/mini';
import { generalAccess } from './common.js';

const storageBase = {
  id: z.string(),
  name: z.optional(z.nullable(z.string())),
  userId: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
  modifiedAt: z.string(),
  accessedAt: z.string(),
  actId: z.optional(z.nullable(z.string())),
  actRunId: z.optional(z.nullable(z.string())),
  generalAccess: z.optional(generalAccess),
};

/** A dataset: an append-only table of items. */
export const dataset = z.looseObject({
  ...storageBase,
  itemCount: z.number(),
  cleanItemCount: z.optional(z.number()),
  fields: z.optional(z.nullable(z.array(z.string()))),
});
/** A dataset. */
export type Dataset = z.infer<typeof dataset>;

/** A key-value store: records addressed by key. */
export const keyValueStore = z.looseObject({ ...storageBase });
/** A key-value store. */
export type KeyValueStore = z.infer<typeof keyValueStore>;

/** Fields that can change on a dataset or key-value store. */
export const storageUpdate = z.object({
  name: z.optional(z.nullable(z.string())),
  generalAccess: z.optional(generalAccess),
});
/** Fields that can change on a dataset or key-value store. */
export type StorageUpdate = z.input<typeof storageUpdate>;

/** Query of the create-storage operations: an optional name (an existing name returns that storage). */
export const createStorageQuery = z.object({ name: z.optional(z.string()) });

/** Per-field statistics of a dataset. */
export const datasetStatistics = z.looseObject({ fieldStatistics: z.optional(z.nullable(z.record(z.string(), z.unknown()))) });

/** One key of a key-value store, with the record's size in bytes. */
export const storeKey = z.looseObject({
  key: z.string(),
  size: z.number(),
  recordPublicUrl: z.optional(z.string()),
});
/** One key of a key-value store. */
export type StoreKey = z.infer<typeof storeKey>;

/** A page of keys (key pagination). */
export const keyPage = z.looseObject({
  items: z.array(storeKey),
  count: z.optional(z.number()),
  limit: z.number(),
  isTruncated: z.boolean(),
  exclusiveStartKey: z.optional(z.nullable(z.string())),
  nextExclusiveStartKey: z.optional(z.nullable(z.string())),
});
/** A page of keys. */
export type KeyPage = ListPage<z.infer<typeof keyPage>, 'items'>;

/**
 * A record key: 1 to 256 characters of letters, digits and `!-_.'()`.
 * Checked before sending, so a bad key never reaches the server.
 */
export const recordKey = z.string().check(
  z.minLength(1),
  z.maxLength(256),
  z.regex(/^[a-zA-Z0-9!\-_.'()]+$/, { message: "may only contain a-z, A-Z, 0-9 and !-_.'()" }),
);

/** A record read from a key-value store: its value (decoded by content type) and that content type. */
export interface KeyValueRecord<T = unknown> {
  /** The record key. */
  key: string;
  /** JSON values parsed, text as a string, anything else as bytes. */
  value: T;
  /** The record's content type as stored. */
  contentType: string;
}
