import type { Operation, PageStyle } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import { idParams } from '../schemas/common.js';
import { categoriesPages, eventsPages, organizersPages, tagsPages, venuesPages, type CalendarEnvelope, type CalendarListKey, type Responses } from '../wire.js';
import { defineOperation } from '../define.js';

/** A schema read as `Output` and written from `Input`. */
export type Schema<Output, Input = unknown> = z.core.$ZodType<Output, Input>;

/** Reads one schema out of the package's response-schema module (see `Responses`). */
export type Reader<S> = (responses: Responses) => S;

/** A list envelope: the page's items under `K` and the paging fields (see {@link CalendarEnvelope}). */
export type ListEnvelope<K extends string, T> = CalendarEnvelope<K, T>;

/**
 * What a kind of record is described with: `T` is one record, `C` and `U` the create and update
 * inputs, `Q` the list filters, and `K` its route and list key (`venues`, `tags`…). The response
 * schemas are given as readers, the request schemas as they are.
 */
export interface RecordSchemas<K extends string, T, C, U, Q> {
  /** Reads the schema of one record, as the site answers it. */
  readonly record: Reader<Schema<T>>;
  /** Reads the schema of the list envelope. */
  readonly list: Reader<Schema<ListEnvelope<K, T>>>;
  /** Filters of the list. */
  readonly listQuery: Schema<unknown, Q>;
  /** Fields of a new record. */
  readonly createBody: Schema<unknown, C>;
  /** Fields to change on a record. */
  readonly updateBody: Schema<unknown, U>;
}

/** An operation of this package (its response reader typed by the package's response schemas). */
type CalendarOperation = Operation<Responses>;

/** An operation of kind `K` with the verb `V`: its id is `<K>.<V>`, as a literal type (so handlers and tables can be keyed by it). */
export type KindOperation<K extends string, V extends string> = CalendarOperation & { readonly id: `${K}.${V}` };

/** The operations on a kind of record through its collection and its `{id}` route. */
export type RecordOperations<K extends string, T, C, U, Q> = {
  /** `GET /<kind>`: one page of the list. */
  readonly list: KindOperation<K, 'list'> & { readonly query: Schema<unknown, Q>; readonly response: Reader<Schema<ListEnvelope<K, T>>>; readonly list: PageStyle<K, { page: number }> };
  /** `POST /<kind>`: a new record. */
  readonly create: KindOperation<K, 'create'> & { readonly body: Schema<unknown, C>; readonly response: Reader<Schema<T>> };
  /** `GET /<kind>/{id}`. */
  readonly get: KindOperation<K, 'get'> & { readonly params: typeof idParams; readonly response: Reader<Schema<T>> };
  /** `POST /<kind>/{id}`: changes the given fields. */
  readonly update: KindOperation<K, 'update'> & { readonly params: typeof idParams; readonly body: Schema<unknown, U>; readonly response: Reader<Schema<T>> };
  /** `DELETE /<kind>/{id}`. */
  readonly delete: KindOperation<K, 'delete'> & { readonly params: typeof idParams; readonly response: Reader<Schema<T>> };
};

/**
 * Describes one operation of a kind of record, with the id `<key>.<verb>`; `parts` are its schemas,
 * response reader and flags. It is listed in the public description as `<METHOD> <path>` unless
 * `described` is false.
 */
export function kindOperation<K extends string, V extends string, const P extends Omit<CalendarOperation, 'id' | 'method' | 'path' | 'specIds'>>(
  key: K,
  verb: V,
  method: Operation['method'],
  path: string,
  parts: P,
  described = true,
): KindOperation<K, V> & P {
  return defineOperation({ id: `${key}.${verb}` as const, method, path, ...parts, specIds: described ? [`${method} ${path}`] : [] });
}

/** The page style of each kind of record's list, by the envelope field of its items. */
const listStyles: { readonly [K in CalendarListKey]: PageStyle<K, { page: number }> } = { events: eventsPages, venues: venuesPages, organizers: organizersPages, categories: categoriesPages, tags: tagsPages };

/**
 * Describes the collection and `{id}` operations of a kind of record, named `<key>.<verb>` at `/<key>`
 * and `/<key>/{id}`. Creating has no counterpart in the public description.
 */
export function recordOperations<K extends CalendarListKey, T, C, U, Q>(key: K, schemas: RecordSchemas<K, T, C, U, Q>): RecordOperations<K, T, C, U, Q> {
  const { record, list, listQuery, createBody, updateBody } = schemas;
  const one = `/${key}/{id}`;
  const pages = listStyles[key] as PageStyle<K, { page: number }>;
  return {
    list: kindOperation(key, 'list', 'GET', `/${key}`, { query: listQuery, response: list, list: pages }),
    create: kindOperation(key, 'create', 'POST', `/${key}`, { body: createBody, response: record }, false),
    get: kindOperation(key, 'get', 'GET', one, { params: idParams, response: record }),
    update: kindOperation(key, 'update', 'POST', one, {
      params: idParams,
      body: updateBody,
      response: record,
      idempotent: 'sets the given fields to the same values again: a repeat leaves the record as one call does',
    }),
    delete: kindOperation(key, 'delete', 'DELETE', one, { params: idParams, response: record }),
  };
}
