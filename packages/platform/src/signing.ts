// Signatures of public storage URLs, as the platform checks them. Web Crypto only (no `node:` import), so
// that signing works on every runtime the package supports.
import { ValidationError } from '@typed-api/core';
import { appendQuery, buildPath, checkCallInputs, invalidArguments, resolveUrl, segmentProblem, type Operation } from '@typed-api/core/internal';
import { platformEncoders } from './encoders.js';
import { getRecord } from './plans/keyValueStores.js';
import { platformWire } from './wire.js';

/** The only version of the signature format the API knows. */
const SIGNATURE_VERSION = 0;

/** Digits of the short form of an HMAC: `0-9`, then `a-z`, then `A-Z`. */
const BASE62 = '0123456789abcdefghijklmnopqrstuvwxyz' + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** How many leading bytes of the HMAC the short form keeps (the first 30 hex digits). */
const KEPT_BYTES = 15;

/**
 * The short form of HMAC-SHA256 that the platform puts in URLs: the MAC of `message` under `secretKey`
 * (both UTF-8), cut to its first 15 bytes, read as one big-endian number and written in base 62.
 */
export async function shortHmac(secretKey: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secretKey), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  let value = 0n;
  for (const byte of mac.subarray(0, KEPT_BYTES)) value = (value << 8n) | BigInt(byte);
  if (value === 0n) return '0';
  let digits = '';
  while (value > 0n) {
    digits = BASE62.charAt(Number(value % 62n)) + digits;
    value /= 62n;
  }
  return digits;
}

/** Base64url without padding of an ASCII text. */
function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Options of the signing of a storage-content URL (items or keys): how long the signature stays valid. */
export interface StorageSignatureOptions {
  /** Seconds from now until the signature stops working (a positive integer); without it, it never expires. */
  expiresInSecs?: number | undefined;
}

/**
 * The `signature` of a public URL of a whole storage (a dataset's items, a store's keys): base64url of
 * `version.expiresAt.mac`, where `expiresAt` is the expiry in epoch milliseconds (`0` for never) and `mac`
 * is {@link shortHmac} of `version.expiresAt.resourceId` under the storage's URL-signing secret.
 */
export async function signStorageContent(secretKey: string, resourceId: string, options: StorageSignatureOptions = {}): Promise<string> {
  const { expiresInSecs } = options;
  checkExpiry(expiresInSecs);
  const expiresAt = expiresInSecs === undefined ? 0 : Date.now() + expiresInSecs * 1000;
  const prefix = `${String(SIGNATURE_VERSION)}.${String(expiresAt)}`;
  const mac = await shortHmac(secretKey, `${prefix}.${resourceId}`);
  return base64Url(`${prefix}.${mac}`);
}

/** The `signature` of a public URL of one record: {@link shortHmac} of the record's key under the store's URL-signing secret (it does not expire). */
export function signRecordKey(secretKey: string, key: string): Promise<string> {
  return shortHmac(secretKey, key);
}

/** Throws a {@link ValidationError} unless `expiresInSecs` is absent or a positive whole number. */
export function checkExpiry(expiresInSecs: unknown): void {
  if (expiresInSecs === undefined || (typeof expiresInSecs === 'number' && Number.isInteger(expiresInSecs) && expiresInSecs > 0)) return;
  throw new ValidationError('Invalid public URL options', [{ path: ['expiresInSecs'], code: 'too_small', message: `must be a positive whole number of seconds (got ${typeof expiresInSecs === 'number' ? String(expiresInSecs) : typeof expiresInSecs})` }]);
}

/** Throws a {@link ValidationError} when `key` is not a valid record key: the rule of a record call's `recordKey`, checked before anything is sent. */
export function checkRecordKey(key: string): void {
  const problem = segmentProblem(getRecord.rules.path?.recordKey ?? {}, key);
  if (problem) throw invalidArguments('keyValueStores.getRecordPublicUrl', [{ path: ['params', 'recordKey'], ...problem }]);
}

/**
 * Checks the query options of a public URL by the rules of the operation the URL calls (so a typo is
 * caught, as in a call), and returns them as that operation sends them.
 */
export function publicQuery(operation: Operation, query: Record<string, unknown>): Record<string, unknown> | undefined {
  return checkCallInputs(operation, query, { encoders: platformEncoders }).query as Record<string, unknown> | undefined;
}

/**
 * The absolute URL of a GET of `operation` under the client's base URL: its path filled with `params`,
 * the (validated) query encoded as the client encodes it, and `signature` when there is one.
 */
export function publicUrl(baseUrl: string, operation: Operation, params: Record<string, string>, query: Record<string, unknown> | undefined, signature: string | undefined): string {
  const url = resolveUrl(baseUrl, `${platformWire.prefix ?? ''}${buildPath(operation.path, params)}`);
  appendQuery(url.searchParams, query, platformWire.queryEncoding);
  if (signature !== undefined) url.searchParams.set('signature', signature);
  return url.href;
}

/** The URL-signing secret a storage's answer carries (only to tokens that may write to it), if any. */
export function signingSecret(storage: { urlSigningSecretKey?: unknown }): string | undefined {
  const secret = storage.urlSigningSecretKey;
  return typeof secret === 'string' && secret !== '' ? secret : undefined;
}

/**
 * A URL of a storage's content (a dataset's items, a store's keys) that works without a token: the options
 * are checked first (the expiry, then the query by `operation`'s input rules), then `load` reads the storage;
 * when its answer carries the signing secret the URL is signed, valid for `expiresInSecs` or for good.
 */
export async function storagePublicUrl(
  baseUrl: string,
  operation: Operation,
  idParam: string,
  options: StorageSignatureOptions & object,
  load: () => PromiseLike<{ id: string; urlSigningSecretKey?: unknown }>,
): Promise<string> {
  const { expiresInSecs, ...rest } = options;
  checkExpiry(expiresInSecs);
  const query = publicQuery(operation, rest);
  const storage = await load();
  const secret = signingSecret(storage);
  const signature = secret === undefined ? undefined : await signStorageContent(secret, storage.id, { expiresInSecs });
  return publicUrl(baseUrl, operation, { [idParam]: storage.id }, query, signature);
}
