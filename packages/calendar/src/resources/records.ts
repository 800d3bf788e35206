import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { defineOperation, type Operation, type PageStyle, walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import { idParams } from '../schemas/common.js';
import { calendarPages, type CalendarEnvelope, type CalendarPage } from '../wire.js';

/** A schema read as `Output` and written from `Input`. */
export type Schema<Output, Input = unknown> = z.core.$ZodType<Output, Input>;

/** A list envelope: the page's items under `K` and the paging fields (see {@link CalendarEnvelope}). */
export type ListEnvelope<K extends string, T> = CalendarEnvelope<K, T>;

/**
 * The schemas a kind of record is described with: `T` is one record, `C` and `U` the create and update
 * inputs, `Q` the list filters, and `K` its route and list key (`venues`, `tags`…).
 */
export interface RecordSchemas<K extends string, T, C, U, Q> {
  /** One record, as the site answers it. */
  readonly record: Schema<T>;
  /** The list envelope. */
  readonly list: Schema<ListEnvelope<K, T>>;
  /** Filters of the list. */
  readonly listQuery: Schema<unknown, Q>;
  /** Fields of a new record. */
  readonly createBody: Schema<unknown, C>;
  /** Fields to change on a record. */
  readonly updateBody: Schema<unknown, U>;
}

/** The operations on a kind of record through its collection and its `{id}` route. */
export type RecordOperations<K extends string, T, C, U, Q> = {
  /** `GET /<kind>`: one page of the list. */
  readonly list: Operation & { readonly query: Schema<unknown, Q>; readonly response: Schema<ListEnvelope<K, T>>; readonly list: PageStyle<K> };
  /** `POST /<kind>`: a new record. */
  readonly create: Operation & { readonly body: Schema<unknown, C>; readonly response: Schema<T> };
  /** `GET /<kind>/{id}`. */
  readonly get: Operation & { readonly params: typeof idParams; readonly response: Schema<T> };
  /** `POST /<kind>/{id}`: changes the given fields. */
  readonly update: Operation & { readonly params: typeof idParams; readonly body: Schema<unknown, U>; readonly response: Schema<T> };
  /** `DELETE /<kind>/{id}`. */
  readonly delete: Operation & { readonly params: typeof idParams; readonly response: Schema<T> };
};

/** A kind of record as its resource needs it: its key and its operations. */
export interface RecordKind<K extends string, T, C, U, Q, O extends RecordOperations<K, T, C, U, Q> = RecordOperations<K, T, C, U, Q>> {
  /** The route segment, list key and operation-id prefix (`venues`, `tags`…). */
  readonly key: K;
  /** Its operations, in the order they are listed. */
  readonly operations: O;
}

/**
 * Describes one operation of a kind of record, with the id `<key>.<verb>`; `parts` are its schemas and
 * flags. It is listed in the public description as `<METHOD> <path>` unless `described` is false.
 */
export function kindOperation<const P extends Omit<Operation, 'id' | 'method' | 'path' | 'specIds'>>(
  key: string,
  verb: string,
  method: Operation['method'],
  path: string,
  parts: P,
  described = true,
): Operation & P {
  return defineOperation({ id: `${key}.${verb}`, method, path, ...parts, specIds: described ? [`${method} ${path}`] : [] });
}

/**
 * Describes the collection and `{id}` operations of a kind of record, named `<key>.<verb>` at `/<key>`
 * and `/<key>/{id}`. Creating has no counterpart in the public description.
 */
export function recordOperations<K extends string, T, C, U, Q>(key: K, schemas: RecordSchemas<K, T, C, U, Q>): RecordOperations<K, T, C, U, Q> {
  const { record, list, listQuery, createBody, updateBody } = schemas;
  const one = `/${key}/{id}`;
  return {
    list: kindOperation(key, 'list', 'GET', `/${key}`, { query: listQuery, response: list, list: calendarPages(key) }),
    create: kindOperation(key, 'create', 'POST', `/${key}`, { body: createBody, response: record }, false),
    get: kindOperation(key, 'get', 'GET', one, { params: idParams, response: record }),
    // Sending the same fields twice leaves the record as once: safe to retry.
    update: kindOperation(key, 'update', 'POST', one, { params: idParams, body: updateBody, response: record, idempotent: true }),
    delete: kindOperation(key, 'delete', 'DELETE', one, { params: idParams, response: record }),
  };
}

/** Describes a kind of record that has only the collection and `{id}` routes (categories, tags). */
export function recordKind<K extends string, T, C, U, Q>(key: K, schemas: RecordSchemas<K, T, C, U, Q>): RecordKind<K, T, C, U, Q> {
  return { key, operations: recordOperations(key, schemas) };
}

/**
 * A namespace of records addressed by id (the categories and tags, and the base of the venues and
 * organizers): list, read, create, change, delete. Reads are public; writes need credentials.
 */
export class RecordResource<K extends string, T, C, U, Q extends { page?: number | undefined }> {
  readonly #http: HttpClient;
  readonly #kind: RecordKind<K, T, C, U, Q>;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient, kind: RecordKind<K, T, C, U, Q>) {
    this.#http = http;
    this.#kind = kind;
  }

  /** Lists the records matching the filters, page by page (`await` for the first page, `for await` for every one). */
  list(query?: Q, options?: RequestOptions): Paginated<T, CalendarPage<T>> {
    // The core's page type of a list cannot be worked out while the kind's key `K` is still a type
    // parameter; for any one key it is this CalendarPage (the list operation's envelope with the items moved).
    return walkList(this.#http, this.#kind.operations.list, { query }, options) as unknown as Paginated<T, CalendarPage<T>>;
  }

  /** Reads one record by id. */
  get(id: number | string, options?: RequestOptions): ApiPromise<T> {
    return this.#http.call(this.#kind.operations.get, { params: { id } }, options);
  }

  /** Creates a record from these fields; its name is required. */
  create(body: C, options?: RequestOptions): ApiPromise<T> {
    return this.#http.call(this.#kind.operations.create, { body }, options);
  }

  /** Changes the given fields of a record. */
  update(id: number | string, body: U, options?: RequestOptions): ApiPromise<T> {
    return this.#http.call(this.#kind.operations.update, { params: { id }, body }, options);
  }

  /**
   * Deletes a record and returns it. Venues and organizers go to the trash (trashing one again answers
   * `<kind>-is-in-trash`, 410); terms have no trash and are removed.
   */
  delete(id: number | string, options?: RequestOptions): ApiPromise<T> {
    return this.#http.call(this.#kind.operations.delete, { params: { id } }, options);
  }
}
