import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { acknowledgementSchema, siteParams, type Acknowledgement } from '../schemas/common.js';
import { pluginInstallItemSchema, pluginSchema, pluginSlugItemSchema, pluginUpdateItemSchema, type PluginInstallItem, type PluginUpdateItem } from '../schemas/plugins.js';

/** A theme installed on a site (same fields as a plugin). */
export const themeSchema = pluginSchema;
/** A theme installed on a site. */
export type Theme = z.infer<typeof themeSchema>;

const job = { params: siteParams, payload: 'body', response: acknowledgementSchema } as const;
const listOf = <T extends z.ZodMiniType>(item: T) => z.object({ themes: z.array(item).check(z.minLength(1)) });

const listOperation = defineOperation({
  id: 'themes.list',
  method: 'GET',
  path: '/sites/{siteId}/themes',
  params: siteParams,
  response: z.array(themeSchema),
  specIds: ['GET /sites/{id}/themes'],
});
const installOperation = defineOperation({ id: 'themes.install', method: 'POST', path: '/sites/{siteId}/themes', body: listOf(pluginInstallItemSchema), ...job, specIds: ['POST /sites/{id}/themes'] });
const updateOperation = defineOperation({ id: 'themes.update', method: 'PUT', path: '/sites/{siteId}/themes', body: listOf(pluginUpdateItemSchema), ...job, specIds: ['PUT /sites/{id}/themes'] });
const activateOperation = defineOperation({
  id: 'themes.activate',
  method: 'PUT',
  path: '/sites/{siteId}/themes/activate',
  body: listOf(pluginSlugItemSchema),
  ...job,
  specIds: ['PUT /sites/{id}/themes/activate'],
});
const deleteOperation = defineOperation({ id: 'themes.delete', method: 'DELETE', path: '/sites/{siteId}/themes', body: listOf(pluginSlugItemSchema), ...job, specIds: ['DELETE /sites/{id}/themes'] });

/** Operations of the `themes` namespace. */
export const themesOperations = [listOperation, installOperation, updateOperation, activateOperation, deleteOperation] as const;

const slugs = (names: readonly string[]): { themes: { path: string }[] } => ({ themes: names.map((path) => ({ path })) });

/** WordPress themes of a site. Changes are queued jobs, like plugin changes. */
export class Themes {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Themes installed on a site. */
  list(siteId: number, options?: RequestOptions): ApiPromise<Theme[]> {
    return this.#http.call(listOperation, { params: { siteId } }, options);
  }

  /** Installs themes by slug or https URL of a zip; the latest version without `version`. */
  install(siteId: number, themes: PluginInstallItem[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(installOperation, { params: { siteId }, body: { themes } }, options);
  }

  /** Updates themes to the given (or latest) version. */
  update(siteId: number, themes: PluginUpdateItem[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(updateOperation, { params: { siteId }, body: { themes } }, options);
  }

  /** Makes a theme the active one, by slug. */
  activate(siteId: number, slug: string, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(activateOperation, { params: { siteId }, body: slugs([slug]) }, options);
  }

  /** Deletes themes by slug. */
  delete(siteId: number, slugList: string[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteOperation, { params: { siteId }, body: slugs(slugList) }, options);
  }
}
