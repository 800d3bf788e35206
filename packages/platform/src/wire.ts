import { bearerAuth, type Dialect } from '@typed-api/core';
import { gzipJson } from '@typed-api/core/compression';
import { unwrapData, type PreparedRequest } from '@typed-api/core/internal';
import { localPacing } from '@typed-api/core/pacing';
import type { PlatformClientOptions } from './client.js';
import { DEFAULT_RATE_PER_SECOND, GLOBAL_RATE_PER_MINUTE } from './constants.js';
import { parsePlatformError } from './errors.js';
import { SDK } from './sdk.js';
import { platformEncoders } from './encoders.js';

/** The package's response-schema module: what operations read their response schemas from. */
export type Responses = typeof import('./responses/index.js');


/**
 * How the platform API speaks: every path under `/v2`, payloads in a `{ data }` envelope, errors as
 * `{ error: { type, message } }`, arrays as comma lists and booleans as `true`/`false` in queries; the
 * `token` option is sent as a bearer token (without one, requests are anonymous), and JSON bodies from
 * 1 KiB up go gzip-compressed (see `compressRequests`). Response schemas are
 * imported on first use, when responses are validated. The API publishes its rates, so clients pace
 * themselves by them unless told otherwise (operations with a raised rate name it themselves).
 */
export const platformWire: Dialect<PlatformClientOptions> = {
  api: 'platform',
  sdk: SDK,
  options: ['token', 'methodOverride'],
  prefix: '/v2',
  unwrap: unwrapData,
  responses: () => import('./responses/index.js'),
  parseError: parsePlatformError,
  queryEncoding: { arrays: 'comma', booleans: 'true-false' },
  encoders: platformEncoders,
  rates: { perResource: DEFAULT_RATE_PER_SECOND, global: GLOBAL_RATE_PER_MINUTE },
  pacing: localPacing,
  // The API takes compressed request bodies: the description documents `Content-Encoding` (br, gzip,
  // deflate) on item pushes and record writes ("To save bandwidth and speed up your upload, you can send
  // the request payload compressed and set the `Content-Encoding` header accordingly"), and the seed's
  // error table answers a coding it does not take with 415 `unsupported-content-encoding` on any route.
  compression: gzipJson,
  auth: (options) => (options.token ? bearerAuth(options.token) : undefined),
};

/** Sends PUT, DELETE, PATCH and HEAD as POST with the real method in the `method` query parameter. */
export function overrideMethod(request: PreparedRequest): void {
  if (request.method === 'GET' || request.method === 'POST') return;
  request.url.searchParams.set('method', request.method);
  request.method = 'POST';
}

/** The dialect of a client with these options: with `methodOverride`, methods other than GET and POST go as a POST. */
export function platformDialect(options: PlatformClientOptions): Dialect<PlatformClientOptions> {
  return options.methodOverride ? { ...platformWire, prepare: overrideMethod } : platformWire;
}

