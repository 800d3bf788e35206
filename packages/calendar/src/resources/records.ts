import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type { RecordKind } from '../operations/records.js';
import type { CalendarPage } from '../wire.js';

/**
 * A namespace of records addressed by id (the categories and tags, and the base of the venues and
 * organizers): list, read, create, change, delete. Reads are public; writes need credentials. Every
 * method takes the record's id first (when it has one), then one object of inputs (the list filters or
 * the record's fields), then the request options.
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
  list(inputs?: Q, options?: RequestOptions): Paginated<T, CalendarPage<T>> {
    // The core's page type of a list cannot be worked out while the kind's key `K` is still a type
    // parameter; for any one key it is this CalendarPage (the list operation's envelope with the items moved).
    return walkList(this.#http, this.#kind.operations.list, { query: inputs }, options) as unknown as Paginated<T, CalendarPage<T>>;
  }

  /** Reads one record by id. */
  get(id: number | string, options?: RequestOptions): ApiPromise<T> {
    return this.#http.call(this.#kind.operations.get, { params: { id } }, options);
  }

  /** Creates a record from these fields; its name is required. */
  create(inputs: C, options?: RequestOptions): ApiPromise<T> {
    return this.#http.call(this.#kind.operations.create, { body: inputs }, options);
  }

  /** Changes the given fields of a record. */
  update(id: number | string, inputs: U, options?: RequestOptions): ApiPromise<T> {
    return this.#http.call(this.#kind.operations.update, { params: { id }, body: inputs }, options);
  }

  /**
   * Deletes a record and returns it. Venues and organizers go to the trash (trashing one again answers
   * `<kind>-is-in-trash`, 410); terms have no trash and are removed.
   */
  delete(id: number | string, options?: RequestOptions): ApiPromise<T> {
    return this.#http.call(this.#kind.operations.delete, { params: { id } }, options);
  }
}
