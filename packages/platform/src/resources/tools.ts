import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { Inputs } from '@typed-api/core/internal';
import type { BrowserInfo, DecodedObject } from '../responses/tools.js';
import { browserInfoDelete, browserInfoGet, browserInfoPost, browserInfoPut, decodeAndVerify, encodeAndSign, type BrowserInfoMethod } from '../operations/tools.js';

export type { BrowserInfoMethod } from '../operations/tools.js';

/** Options of {@link ToolsResource.browserInfo}. */
export interface BrowserInfoOptions {
  /** Leave the `headers` field out of the answer. */
  skipHeaders?: boolean | undefined;
  /** Include `rawHeaders`, the headers as received, as alternating names and values. */
  rawHeaders?: boolean | undefined;
  /** The method to send (the endpoint answers all four alike). Default `GET`. */
  method?: BrowserInfoMethod | undefined;
}

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

  /**
   * Encodes `value` (a JSON object) and signs it with your account, so that another party can check who
   * made it: `encodeAndSign({ value: { order: 7 } })`.
   */
  encodeAndSign(inputs: Inputs<typeof encodeAndSign>, requestOptions?: RequestOptions): ApiPromise<{ encoded: string }> {
    return this.#http.call(encodeAndSign, { input: inputs }, requestOptions);
  }

  /** Decodes the `encoded` text made by {@link ToolsResource.encodeAndSign} and tells who signed it: `decodeAndVerify({ encoded })`. */
  decodeAndVerify(inputs: Inputs<typeof decodeAndVerify>, requestOptions?: RequestOptions): ApiPromise<DecodedObject> {
    return this.#http.call(decodeAndVerify, { body: inputs }, requestOptions);
  }
}
