// Hand-written: `browserInfo` picks one of the four request-echo operations by the method asked for.
import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { BrowserInfo } from '../responses/tools.js';
import type { BrowserInfoMethod } from '../operations/tools.js';
import { toolsPlans } from '../plans/index.js';

export type { BrowserInfoMethod } from '../operations/tools.js';

/** Inputs of {@link ToolsComposites.browserInfo}. */
export interface BrowserInfoInputs {
  /** Leave the `headers` field out of the answer. */
  skipHeaders?: boolean | undefined;
  /** Include `rawHeaders`, the headers as received, as alternating names and values. */
  rawHeaders?: boolean | undefined;
  /** The method to send (the endpoint answers all four alike). Default `GET`. */
  method?: BrowserInfoMethod | undefined;
}

/** What the tools do beyond one call per method: the request echo by the method asked for. */
export class ToolsComposites {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /**
   * Shows how the server sees your requests (method, client IP and country, body length, headers):
   * handy to check proxies and network setups. The same as `browserInfoGet`, `browserInfoPost`,
   * `browserInfoPut` or `browserInfoDelete`, by `method`.
   */
  browserInfo(inputs?: BrowserInfoInputs, options?: RequestOptions): ApiPromise<BrowserInfo> {
    const { method = 'GET', ...query } = inputs ?? {};
    const name = ({ GET: 'browserInfo', POST: 'browserInfoPost', PUT: 'browserInfoPut', DELETE: 'browserInfoDelete' } as const)[method];
    return this.#http.call(toolsPlans(name), { input: query }, options);
  }
}
