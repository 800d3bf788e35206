import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import {
  activatePluginsOperation,
  deactivatePluginsOperation,
  deletePluginsOperation,
  installPluginsOperation,
  listPluginsOperation,
  updatePluginsOperation,
} from '../operations/plugins.js';
import type { Acknowledgement } from '../responses/common.js';
import type { Plugin } from '../responses/plugins.js';
import type { PluginInstallItem, PluginUpdateItem } from '../schemas/plugins.js';

const slugs = (names: readonly string[]): { plugins: { path: string }[] } => ({ plugins: names.map((path) => ({ path })) });

/**
 * WordPress plugins of a site. Changes are queued jobs: the call returns an acknowledgement and the
 * outcome arrives through the plugin webhooks (or shows in `list()` later).
 */
export class Plugins {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Plugins installed on a site. */
  list(siteId: number, options?: RequestOptions): ApiPromise<Plugin[]> {
    return this.#http.call(listPluginsOperation, { params: { siteId } }, options);
  }

  /** Installs and activates plugins, by slug or https URL of a zip; the latest version without `version`. */
  install(siteId: number, plugins: PluginInstallItem[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(installPluginsOperation, { params: { siteId }, body: { plugins } }, options);
  }

  /** Updates plugins to the given (or latest) version. */
  update(siteId: number, plugins: PluginUpdateItem[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(updatePluginsOperation, { params: { siteId }, body: { plugins } }, options);
  }

  /** Activates plugins by slug. */
  activate(siteId: number, slugList: string[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(activatePluginsOperation, { params: { siteId }, body: slugs(slugList) }, options);
  }

  /** Deactivates plugins by slug. */
  deactivate(siteId: number, slugList: string[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deactivatePluginsOperation, { params: { siteId }, body: slugs(slugList) }, options);
  }

  /** Deletes plugins by slug. */
  delete(siteId: number, slugList: string[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deletePluginsOperation, { params: { siteId }, body: slugs(slugList) }, options);
  }
}
