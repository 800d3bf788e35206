import { slugParams } from '../schemas/common.js';
import type { CalendarListKey } from '../wire.js';
import { kindOperation, recordOperations, type KindOperation, type Reader, type RecordOperations, type RecordSchemas, type Schema } from './records.js';

/** The operations on a kind of linked post (venues, organizers): those by id, and the same by slug. */
export type LinkedPostOperations<K extends CalendarListKey, T, C, U, Q> = RecordOperations<K, T, C, U, Q> & {
  /** `GET /<kind>/by-slug/{slug}`. */
  readonly getBySlug: KindOperation<K, 'getBySlug'> & { readonly params: typeof slugParams; readonly response: Reader<Schema<T>> };
  /** `POST /<kind>/by-slug/{slug}`: changes the given fields. */
  readonly updateBySlug: KindOperation<K, 'updateBySlug'> & {
    readonly params: typeof slugParams;
    readonly body: Schema<unknown, U>;
    readonly response: Reader<Schema<T>>;
  };
  /** `DELETE /<kind>/by-slug/{slug}`: moves the post to the trash. */
  readonly deleteBySlug: KindOperation<K, 'deleteBySlug'> & { readonly params: typeof slugParams; readonly response: Reader<Schema<T>> };
};

/**
 * Describes every operation on a kind of linked post, `key` being `venues` or `organizers`: the
 * collection and `{id}` routes, then `by-slug/{slug}` reads, changes and trashing.
 */
export function linkedPostOperations<K extends CalendarListKey, T, C, U, Q>(key: K, schemas: RecordSchemas<K, T, C, U, Q>): LinkedPostOperations<K, T, C, U, Q> {
  const { record, updateBody } = schemas;
  const bySlug = `/${key}/by-slug/{slug}`;
  return {
    ...recordOperations(key, schemas),
    getBySlug: kindOperation(key, 'getBySlug', 'GET', bySlug, { params: slugParams, response: record }),
    updateBySlug: kindOperation(key, 'updateBySlug', 'POST', bySlug, {
      params: slugParams,
      body: updateBody,
      response: record,
      idempotent: 'sets the given fields to the same values again: a repeat leaves the post as one call does',
    }),
    deleteBySlug: kindOperation(key, 'deleteBySlug', 'DELETE', bySlug, { params: slugParams, response: record }),
  };
}
