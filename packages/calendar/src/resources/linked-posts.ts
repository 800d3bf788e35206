import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { LinkedPostKind, LinkedPostOperations } from '../operations/linked-posts.js';
import { RecordResource } from './records.js';

/**
 * A namespace of posts that events link to (venues, organizers): addressed by id or by slug, deleted
 * to the trash. Reads are public; writes need credentials.
 */
export class LinkedPostResource<K extends string, T, C, U, Q extends { page?: number | undefined }> extends RecordResource<K, T, C, U, Q> {
  readonly #http: HttpClient;
  readonly #operations: LinkedPostOperations<K, T, C, U, Q>;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient, kind: LinkedPostKind<K, T, C, U, Q>) {
    super(http, kind);
    this.#http = http;
    this.#operations = kind.operations;
  }

  /** Reads one record by slug. */
  getBySlug(slug: string, options?: RequestOptions): ApiPromise<T> {
    return this.#http.call(this.#operations.getBySlug, { params: { slug } }, options);
  }

  /** Changes the given fields of the record with this slug. */
  updateBySlug(slug: string, inputs: U, options?: RequestOptions): ApiPromise<T> {
    return this.#http.call(this.#operations.updateBySlug, { params: { slug }, body: inputs }, options);
  }

  /** Moves the record with this slug to the trash and returns it. */
  deleteBySlug(slug: string, options?: RequestOptions): ApiPromise<T> {
    return this.#http.call(this.#operations.deleteBySlug, { params: { slug } }, options);
  }
}
