// Hand-written: what the handle of one store does beyond one call per method (reached by ID or through a
// run, a scope): helpers that compose calls, and their by-ID forms.
import type { KeyValueStoresCreateInputs, KeyValueStoresGetRecordInputs, KeyValueStoresListKeysInputs } from '../functions/keyValueStores.js';
import type { KeyValueStoreHandle } from '../handles/keyValueStores.js';
import { ValidationError, type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import type { Inputs, Operation } from '@typed-api/core/internal';
import { decodeBody } from '../internal.js';
import { idScope, ScopedHandle } from '../scope.js';
import { create } from '../functions/keyValueStores.js';
import { get as getStore, getRecord, listKeys, recordExists, setRecord, setRecordViaPost } from '../plans/keyValueStores.js';
import type { KeyValueRecord } from '../schemas/storages.js';
import type { KeyValueStore } from '../responses/storages.js';
import { checkRecordKey, publicUrl, signingSecret, signRecordKey, storagePublicUrl, type StorageSignatureOptions } from '../signing.js';

/**
 * Options of `createKeysPublicUrl`: the options of a key list (paging, prefix,
 * collection), which go into the URL, and how long the signature lasts.
 */
export type KeysPublicUrlInputs = Omit<KeyValueStoresListKeysInputs, 'signature'> & StorageSignatureOptions;

/** A record value: anything JSON, a string, bytes, a Blob, or a stream of bytes. */
export type RecordValue = unknown;

/** Inputs of `setRecord` and `setRecordViaPost`: the record's value and its content type. */
export interface SetRecordInputs {
  /** The record: anything JSON (sent as JSON), a string (as text), bytes, a Blob or a stream of bytes (as they are). */
  value: RecordValue;
  /** Content type to store. Default: JSON for objects, arrays, numbers, booleans and null; `text/plain; charset=utf-8` for strings; `application/octet-stream` for bytes and streams. */
  contentType?: string | undefined;
}

function encodeRecord(value: RecordValue, contentType: string | undefined): { body: BodyInit; contentType: string } {
  if (typeof value === 'string') return { body: value, contentType: contentType ?? 'text/plain; charset=utf-8' };
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return { body: value as BodyInit, contentType: contentType ?? 'application/octet-stream' };
  if (typeof Blob !== 'undefined' && value instanceof Blob) return { body: value, contentType: contentType ?? (value.type || 'application/octet-stream') };
  if (typeof ReadableStream !== 'undefined' && value instanceof ReadableStream) return { body: value as ReadableStream<Uint8Array>, contentType: contentType ?? 'application/octet-stream' };
  return { body: JSON.stringify(value), contentType: contentType ?? 'application/json; charset=utf-8' };
}

/**
 * The inputs of a record write as the operation takes them: the value encoded by {@link encodeRecord},
 * its content type, and any other key as given, for the engine to refuse. Inputs that are not an object
 * go to the engine as they are, which refuses them with the expected order of the arguments; missing
 * inputs, or a missing value, are refused here (a write without a body would store nothing useful).
 */
function recordInputs(op: Operation, inputs: SetRecordInputs): unknown {
  const given: unknown = inputs;
  if (given !== undefined && (typeof given !== 'object' || given === null || Array.isArray(given))) return given;
  const { value, contentType, ...rest } = (given ?? {}) as Partial<SetRecordInputs>;
  if (value === undefined) {
    const others = Object.keys(rest);
    throw new ValidationError(`Invalid arguments for ${op.id}`, [
      { path: ['inputs', 'value'], code: 'invalid_type', message: `is required: the record goes in { value, contentType? }${others.length > 0 ? ` (got ${others.join(', ')})` : ''}` },
    ]);
  }
  const encoded = encodeRecord(value, contentType);
  return { ...rest, value: encoded.body, contentType: encoded.contentType };
}

/**
 * What the handle of one key-value store does beyond one call per method (see `KeyValueStoreHandle`):
 * public URLs, records decoded or encoded by their content type, and an existence check.
 */
export class KeyValueStoreHandleComposites extends ScopedHandle {
  /**
   * Builds a URL of the store's key list that works without a token. It gets the store first: when the
   * answer carries the store's URL-signing secret (only tokens that may write to the store see it), the URL
   * gets a `signature`, valid for `expiresInSecs` seconds or, without it, for good; otherwise the URL is
   * returned unsigned. The other options go into the URL as given.
   */
  createKeysPublicUrl(inputs: KeysPublicUrlInputs = {}, options?: RequestOptions): Promise<string> {
    return storagePublicUrl(this.http.baseUrl, listKeys, 'storeId', inputs, () => this.send(getStore, {}, options));
  }

  /**
   * Builds a URL of one record that works without a token. It gets the store first: when the answer
   * carries the store's URL-signing secret, the URL gets a `signature` for this key (it does not expire);
   * otherwise the URL is returned unsigned. The record need not exist yet.
   */
  async getRecordPublicUrl(key: string, options?: RequestOptions): Promise<string> {
    checkRecordKey(key);
    const store = await this.send(getStore, {}, options);
    const secret = signingSecret(store);
    const signature = secret === undefined ? undefined : await signRecordKey(secret, key);
    return publicUrl(this.http.baseUrl, getRecord, { storeId: store.id, recordKey: key }, undefined, signature);
  }

  /**
   * Reads a record as stored: JSON is parsed, text comes as a string, anything else as an `ArrayBuffer`,
   * together with the stored content type. A missing record throws `record-not-found`. It sends
   * `attachment=true`, without which the server may alter an HTML record; `{ attachment: false }` asks for the record as the server serves it to browsers.
   */
  getRecord<T = unknown>(key: string, inputs?: KeyValueStoresGetRecordInputs, options?: RequestOptions): ApiPromise<KeyValueRecord<T>> {
    return this.send(getRecord, { params: { recordKey: key }, input: inputs }, options).map((bytes, response) => {
      const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
      return { key, value: decodeBody(bytes, contentType) as T, contentType };
    });
  }

  /** True when the record exists (without downloading it). */
  recordExists(key: string, options?: RequestOptions): Promise<boolean> {
    return this.send(recordExists, { params: { recordKey: key } }, options).then(
      () => true,
      (error: unknown) => {
        if (error instanceof Error && 'status' in error && error.status === 404) return false;
        throw error;
      },
    );
  }

  /**
   * Writes a record: its `value` (JSON values, strings, bytes, Blobs and streams are accepted) and,
   * optionally, the `contentType` to store it with (see {@link SetRecordInputs.contentType} for the default).
   */
  setRecord(key: string, inputs: SetRecordInputs, options?: RequestOptions): ApiPromise<undefined> {
    const input = recordInputs(this.scope.operation(setRecord), inputs) as Inputs<typeof setRecord>;
    return this.send(setRecord, { params: { recordKey: key }, input }, options);
  }

  /**
   * Writes a record like `setRecord`, sent as POST: the API's twin of the PUT
   * call, for networks or proxies that let only GET and POST through.
   */
  setRecordViaPost(key: string, inputs: SetRecordInputs, options?: RequestOptions): ApiPromise<undefined> {
    const input = recordInputs(this.scope.operation(setRecordViaPost), inputs) as Inputs<typeof setRecordViaPost>;
    return this.send(setRecordViaPost, { params: { recordKey: key }, input }, options);
  }
}

/** A run's default key-value store: every store method the API repeats under a run (all but `recordExists`). */
export type RunKeyValueStore = Omit<KeyValueStoreHandle, 'recordExists'>;

/**
 * What the key-value-stores namespace does beyond one call per method, by the store's ID (or
 * `username~name`): the helpers of `KeyValueStoreHandle` (public URLs, records decoded or encoded
 * by their content type, existence checks), and the official client's names.
 */
export class KeyValueStoresComposites {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  #one(storeId: string): KeyValueStoreHandleComposites {
    return new KeyValueStoreHandleComposites(this.#http, idScope('storeId', storeId));
  }

  /** Same as `create`: the name the official client uses. */
  getOrCreate(inputs?: KeyValueStoresCreateInputs, options?: RequestOptions): ApiPromise<KeyValueStore> {
    return create(this.#http, inputs, options);
  }

  /** A URL of the store's keys that works without a token (see `createKeysPublicUrl`). */
  createKeysPublicUrl(storeId: string, inputs?: KeysPublicUrlInputs, options?: RequestOptions): Promise<string> {
    return this.#one(storeId).createKeysPublicUrl(inputs, options);
  }

  /** A URL of one record that works without a token (see `getRecordPublicUrl`). */
  getRecordPublicUrl(storeId: string, recordKey: string, options?: RequestOptions): Promise<string> {
    return this.#one(storeId).getRecordPublicUrl(recordKey, options);
  }

  /** Reads a record decoded by its content type; `T` is the shape of a JSON record (see `getRecord`). */
  getRecord<T = unknown>(storeId: string, recordKey: string, inputs?: KeyValueStoresGetRecordInputs, options?: RequestOptions): ApiPromise<KeyValueRecord<T>> {
    return this.#one(storeId).getRecord<T>(recordKey, inputs, options);
  }

  /** True when the record exists, without downloading it. */
  recordExists(storeId: string, recordKey: string, options?: RequestOptions): Promise<boolean> {
    return this.#one(storeId).recordExists(recordKey, options);
  }

  /** Writes a record, encoded by its value and content type (see `setRecord`). */
  setRecord(storeId: string, recordKey: string, inputs: SetRecordInputs, options?: RequestOptions): ApiPromise<undefined> {
    return this.#one(storeId).setRecord(recordKey, inputs, options);
  }

  /** Writes a record like `setRecord`, sent as POST (see `setRecordViaPost`). */
  setRecordViaPost(storeId: string, recordKey: string, inputs: SetRecordInputs, options?: RequestOptions): ApiPromise<undefined> {
    return this.#one(storeId).setRecordViaPost(recordKey, inputs, options);
  }
}
