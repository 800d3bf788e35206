import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { acknowledgementSchema, siteParams, type Acknowledgement } from '../schemas/common.js';
import {
  pluginInstallSchema,
  pluginSchema,
  pluginSlugsSchema,
  pluginUpdateSchema,
  type Plugin,
  type PluginInstallItem,
  type PluginUpdateItem,
} from '../schemas/plugins.js';

const job = { params: siteParams, payload: 'body', response: acknowledgementSchema } as const;

const listOperation = defineOperation({
  id: 'plugins.list',
  method: 'GET',
  path: '/sites/{siteId}/plugins',
  params: siteParams,
  response: z.array(pluginSchema),
  specIds: ['GET /sites/{id}/plugins'],
});
const installOperation = defineOperation({
  id: 'plugins.install',
  method: 'POST',
  path: '/sites/{siteId}/plugins',
  body: pluginInstallSchema,
  ...job,
  specIds: ['POST /sites/{id}/plugins'],
});
const updateOperation = defineOperation({
  id: 'plugins.update',
  method: 'PUT',
  path: '/sites/{siteId}/plugins',
  body: pluginUpdateSchema,
  ...job,
  specIds: ['PUT /sites/{id}/plugins'],
});
const activateOperation = defineOperation({
  id: 'plugins.activate',
  method: 'PUT',
  path: '/sites/{siteId}/plugins/activate',
  body: pluginSlugsSchema,
  ...job,
  specIds: ['PUT /sites/{id}/plugins/activate'],
});
const deactivateOperation = defineOperation({
  id: 'plugins.deactivate',
  method: 'PUT',
  path: '/sites/{siteId}/plugins/deactivate',
  body: pluginSlugsSchema,
  ...job,
  specIds: ['PUT /sites/{id}/plugins/deactivate'],
});
const deleteOperation = defineOperation({
  id: 'plugins.delete',
  method: 'DELETE',
  path: '/sites/{siteId}/plugins',
  body: pluginSlugsSchema,
  ...job,
  specIds: ['DELETE /sites/{id}/plugins'],
});

/** Operations of the `plugins` namespace. */
export const pluginsOperations = [listOperation, installOperation, updateOperation, activateOperation, deactivateOperation, deleteOperation] as const;

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
    return this.#http.call(listOperation, { params: { siteId } }, options);
  }

  /** Installs and activates plugins, by slug or https URL of a zip; the latest version without `version`. */
  install(siteId: number, plugins: PluginInstallItem[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(installOperation, { params: { siteId }, body: { plugins } }, options);
  }

  /** Updates plugins to the given (or latest) version. */
  update(siteId: number, plugins: PluginUpdateItem[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(updateOperation, { params: { siteId }, body: { plugins } }, options);
  }

  /** Activates plugins by slug. */
  activate(siteId: number, slugList: string[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(activateOperation, { params: { siteId }, body: slugs(slugList) }, options);
  }

  /** Deactivates plugins by slug. */
  deactivate(siteId: number, slugList: string[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deactivateOperation, { params: { siteId }, body: slugs(slugList) }, options);
  }

  /** Deletes plugins by slug. */
  delete(siteId: number, slugList: string[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteOperation, { params: { siteId }, body: slugs(slugList) }, options);
  }
}
