import * as z from 'zod/mini';
import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import { jsonObject, type JsonObject } from '../schemas/common.js';

const browserInfoQuery = z.object({ skipHeaders: z.optional(z.boolean()), rawHeaders: z.optional(z.boolean()) });
/** What the server saw of a request: method, client address and country, body size and headers. */
const browserInfoResponse = z.looseObject({
  method: z.string(),
  clientIp: z.nullable(z.string()),
  countryCode: z.nullable(z.string()),
  bodyLength: z.number(),
  headers: z.optional(z.record(z.string(), z.union([z.string(), z.array(z.string())]))),
  rawHeaders: z.optional(z.array(z.string())),
});
/** What the server saw of a request. */
export type BrowserInfo = z.infer<typeof browserInfoResponse>;

/** The methods the request-echo endpoint answers. */
export type BrowserInfoMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

function browserInfoOperation<M extends BrowserInfoMethod>(method: M, id: string) {
  return defineOperation({
    id,
    method,
    path: '/browser-info',
    query: browserInfoQuery,
    response: browserInfoResponse,
    // The answer is the bare object, without the usual envelope.
    payload: 'body',
    specIds: [`tools_browser_info_${method.toLowerCase()}`],
  });
}

const browserInfoGet = browserInfoOperation('GET', 'tools.browserInfo');
const browserInfoPost = browserInfoOperation('POST', 'tools.browserInfoPost');
const browserInfoPut = browserInfoOperation('PUT', 'tools.browserInfoPut');
const browserInfoDelete = browserInfoOperation('DELETE', 'tools.browserInfoDelete');

const encodeAndSign = defineOperation({
  id: 'tools.encodeAndSign',
  method: 'POST',
  path: '/tools/encode-and-sign',
  body: jsonObject,
  response: z.looseObject({ encoded: z.string() }),
  specIds: ['tools_encode_and_sign_post'],
});
const decodeAndVerify = defineOperation({
  id: 'tools.decodeAndVerify',
  method: 'POST',
  path: '/tools/decode-and-verify',
  body: z.object({ encoded: z.string() }),
  response: z.looseObject({ decoded: z.unknown(), encodedByUserId: z.nullable(z.string()), isVerifiedUser: z.boolean() }),
  specIds: ['tools_decode_and_verify_post'],
});

/** Every operation of the `tools` namespace. */
export const toolOperations = [browserInfoGet, browserInfoPost, browserInfoPut, browserInfoDelete, encodeAndSign, decodeAndVerify] as const;

/** Options of {@link ToolsResource.browserInfo}. */
export interface BrowserInfoOptions {
  /** Leave the `headers` field out of the answer. */
  skipHeaders?: boolean | undefined;
  /** Include `rawHeaders`, the headers as received, as alternating names and values. */
  rawHeaders?: boolean | undefined;
  /** The method to send (the endpoint answers all four alike). Default `GET`. */
  method?: BrowserInfoMethod | undefined;
}

/** Result of {@link ToolsResource.decodeAndVerify}. */
export type DecodedObject = z.infer<typeof decodeAndVerify.response>;

/** Small utilities of the API: a request echo and signed encoding of objects. */
export class ToolsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /**
   * Shows how the server sees your requests (method, client IP and country, body length, headers):
   * handy to check proxies and network setups.
   */
  browserInfo(options?: BrowserInfoOptions, requestOptions?: RequestOptions): ApiPromise<BrowserInfo> {
    const { method = 'GET', ...query } = options ?? {};
    const op = { GET: browserInfoGet, POST: browserInfoPost, PUT: browserInfoPut, DELETE: browserInfoDelete }[method];
    return this.#http.call(op, { query }, requestOptions);
  }

  /** Encodes an object and signs it with your account, so that another party can check who made it. */
  encodeAndSign(value: JsonObject, options?: RequestOptions): ApiPromise<{ encoded: string }> {
    return this.#http.call(encodeAndSign, { body: value }, options);
  }

  /** Decodes a value made by {@link ToolsResource.encodeAndSign} and tells who signed it. */
  decodeAndVerify(encoded: string, options?: RequestOptions): ApiPromise<DecodedObject> {
    return this.#http.call(decodeAndVerify, { body: { encoded } }, options);
  }
}
