import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { Operation } from '@typed-api/core/internal';
import { slugParams } from '../schemas/common.js';
import { kindOperation, recordOperations, RecordResource, type RecordKind, type RecordOperations, type RecordSchemas, type Schema } from './records.js';

/** The operations on a kind of linked post (venues, organizers): those by id, and the same by slug. */
export type LinkedPostOperations<K extends string, T, C, U, Q> = RecordOperations<K, T, C, U, Q> & {
  /** `GET /<kind>/by-slug/{slug}`. */
  readonly getBySlug: Operation & { readonly params: typeof slugParams; readonly response: Schema<T> };
  /** `POST /<kind>/by-slug/{slug}`: changes the given fields. */
  readonly updateBySlug: Operation & {
    readonly params: typeof slugParams;
    readonly body: Schema<unknown, U>;
    readonly response: Schema<T>;
  };
  /** `DELETE /<kind>/by-slug/{slug}`: moves the post to the trash. */
  readonly deleteBySlug: Operation & { readonly params: typeof slugParams; readonly response: Schema<T> };
};

/** A kind of post that events link to, as its resource needs it. */
export type LinkedPostKind<K extends string, T, C, U, Q> = RecordKind<K, T, C, U, Q, LinkedPostOperations<K, T, C, U, Q>>;

/**
 * Describes every operation on a kind of linked post, `key` being `venues` or `organizers`: the
 * collection and `{id}` routes, then `by-slug/{slug}` reads, changes and trashing.
 */
export function linkedPostKind<K extends string, T, C, U, Q>(key: K, schemas: RecordSchemas<K, T, C, U, Q>): LinkedPostKind<K, T, C, U, Q> {
  const { record, updateBody } = schemas;
  const bySlug = `/${key}/by-slug/{slug}`;
  return {
    key,
    operations: {
      ...recordOperations(key, schemas),
      getBySlug: kindOperation(key, 'getBySlug', 'GET', bySlug, { params: slugParams, response: record }),
      updateBySlug: kindOperation(key, 'updateBySlug', 'POST', bySlug, { params: slugParams, body: updateBody, response: record, idempotent: true }),
      deleteBySlug: kindOperation(key, 'deleteBySlug', 'DELETE', bySlug, { params: slugParams, response: record }),
    },
  };
}

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
  updateBySlug(slug: string, body: U, options?: RequestOptions): ApiPromise<T> {
    return this.#http.call(this.#operations.updateBySlug, { params: { slug }, body }, options);
  }

  /** Moves the record with this slug to the trash and returns it. */
  deleteBySlug(slug: string, options?: RequestOptions): ApiPromise<T> {
    return this.#http.call(this.#operations.deleteBySlug, { params: { slug } }, options);
  }
}
