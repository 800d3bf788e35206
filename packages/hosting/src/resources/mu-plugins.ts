import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import {
  createMuPluginOperation,
  deleteMuPluginOperation,
  getMuPluginOperation,
  listMuPluginsOperation,
  refreshMuPluginOperation,
} from '../operations/mu-plugins.js';
import type { Acknowledgement, HostingPage } from '../responses/common.js';
import type { MuPlugin } from '../responses/plugins.js';
import type { MuPluginCreate } from '../schemas/plugins.js';

/** Must-use plugins of the account: single PHP files installed on its sites. To change the path, delete and create. */
export class MuPlugins {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The account's must-use plugins, page by page. */
  list(query: { page?: number; per_page?: number } = {}, options?: RequestOptions): Paginated<MuPlugin, HostingPage<MuPlugin>> {
    return walkList(this.#http, listMuPluginsOperation, { query }, options);
  }

  /** One must-use plugin. */
  get(muPluginId: number, options?: RequestOptions): ApiPromise<MuPlugin> {
    return this.#http.call(getMuPluginOperation, { params: { muPluginId } }, options);
  }

  /** Adds a must-use plugin from an https URL of one `.php` file, on existing and/or future sites. */
  create(body: MuPluginCreate, options?: RequestOptions): ApiPromise<MuPlugin> {
    return this.#http.call(createMuPluginOperation, { body }, options);
  }

  /** Fetches the file again from its path and updates it on every site. */
  refresh(muPluginId: number, options?: RequestOptions): ApiPromise<MuPlugin> {
    return this.#http.call(refreshMuPluginOperation, { params: { muPluginId } }, options);
  }

  /** Removes a must-use plugin from every site. */
  delete(muPluginId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteMuPluginOperation, { params: { muPluginId } }, options);
  }
}
