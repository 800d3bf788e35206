import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { Inputs } from '@typed-api/core/internal';
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

/**
 * WordPress plugins of a site. Changes are queued jobs: the call returns an acknowledgement and the
 * outcome arrives through the plugin webhooks (or shows in `list()` later). Each change takes the list
 * the API takes, `{ plugins: [{ path }, …] }`, where `path` is the plugin's slug.
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

  /**
   * Installs and activates plugins: `{ plugins: [{ path, version? }] }`, each `path` a slug or an https URL
   * of a zip; the latest version without `version`.
   */
  install(siteId: number, inputs: Inputs<typeof installPluginsOperation>, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(installPluginsOperation, { params: { siteId }, input: inputs }, options);
  }

  /** Updates plugins to the given (or latest) version: `{ plugins: [{ path, version? }] }`, by slug. */
  update(siteId: number, inputs: Inputs<typeof updatePluginsOperation>, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(updatePluginsOperation, { params: { siteId }, input: inputs }, options);
  }

  /** Activates plugins by slug: `{ plugins: [{ path: 'hello-dolly' }] }`. */
  activate(siteId: number, inputs: Inputs<typeof activatePluginsOperation>, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(activatePluginsOperation, { params: { siteId }, input: inputs }, options);
  }

  /** Deactivates plugins by slug: `{ plugins: [{ path }] }`. */
  deactivate(siteId: number, inputs: Inputs<typeof deactivatePluginsOperation>, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deactivatePluginsOperation, { params: { siteId }, input: inputs }, options);
  }

  /** Deletes plugins by slug: `{ plugins: [{ path }] }`. */
  delete(siteId: number, inputs: Inputs<typeof deletePluginsOperation>, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deletePluginsOperation, { params: { siteId }, input: inputs }, options);
  }
}
