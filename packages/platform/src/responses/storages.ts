import type { ListPage } from '@typed-api/core';
import * as z from 'zod/mini';
import { generalAccess } from '../schemas/common.js';
import { offsetPage } from './common.js';

/** The fields every storage carries. */
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
  /** The secret public URLs of the storage's content are signed with (the owner sees it; absent otherwise). */
  urlSigningSecretKey: z.optional(z.nullable(z.string())),
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
/** A page of datasets. */
export const datasetPage = offsetPage(dataset);

/** A key-value store: records addressed by key. */
export const keyValueStore = z.looseObject({ ...storageBase });
/** A key-value store. */
export type KeyValueStore = z.infer<typeof keyValueStore>;
/** A page of key-value stores. */
export const keyValueStorePage = offsetPage(keyValueStore);

/** Dataset items as JSON: an array of anything (the caller names the item type). */
export const datasetItems = z.array(z.unknown());

/** Per-field statistics of a dataset. */
export const datasetStatistics = z.looseObject({ fieldStatistics: z.optional(z.nullable(z.record(z.string(), z.unknown()))) });
/** Per-field statistics of a dataset. */
export type DatasetStatistics = z.infer<typeof datasetStatistics>;

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
