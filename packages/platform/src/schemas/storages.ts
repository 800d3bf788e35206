import * as z from 'zod/mini';
import { generalAccess } from './common.js';

/** Fields that can change on a dataset or key-value store. */
export const storageUpdate = z.object({
  /** New name for the storage. */
  name: z.optional(z.nullable(z.string())),
  /** Who besides the owner may read the storage. */
  generalAccess: z.optional(generalAccess),
});
/** Fields that can change on a dataset or key-value store. */
export type StorageUpdate = z.input<typeof storageUpdate>;

/** Query of the create-storage operations: an optional name (an existing name returns that storage). */
export const createStorageQuery = z.object({
  /** Name for the storage, unique among yours: an existing storage of that name is returned, and without one a new unnamed storage is made. */
  name: z.optional(z.string()),
});

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
