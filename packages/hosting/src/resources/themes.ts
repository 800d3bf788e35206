import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { activateThemeOperation, deleteThemesOperation, installThemesOperation, listThemesOperation, updateThemesOperation } from '../operations/themes.js';
import type { Acknowledgement } from '../responses/common.js';
import type { Theme } from '../responses/plugins.js';
import type { PluginInstallItem, PluginUpdateItem } from '../schemas/plugins.js';

const slugs = (names: readonly string[]): { themes: { path: string }[] } => ({ themes: names.map((path) => ({ path })) });

/** WordPress themes of a site. Changes are queued jobs, like plugin changes. */
export class Themes {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Themes installed on a site. */
  list(siteId: number, options?: RequestOptions): ApiPromise<Theme[]> {
    return this.#http.call(listThemesOperation, { params: { siteId } }, options);
  }

  /** Installs themes by slug or https URL of a zip; the latest version without `version`. */
  install(siteId: number, themes: PluginInstallItem[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(installThemesOperation, { params: { siteId }, body: { themes } }, options);
  }

  /** Updates themes to the given (or latest) version. */
  update(siteId: number, themes: PluginUpdateItem[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(updateThemesOperation, { params: { siteId }, body: { themes } }, options);
  }

  /** Makes a theme the active one, by slug. */
  activate(siteId: number, slug: string, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(activateThemeOperation, { params: { siteId }, body: slugs([slug]) }, options);
  }

  /** Deletes themes by slug. */
  delete(siteId: number, slugList: string[], options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteThemesOperation, { params: { siteId }, body: slugs(slugList) }, options);
  }
}
