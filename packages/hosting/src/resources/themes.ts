import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { Inputs } from '@typed-api/core/internal';
import { activateThemeOperation, deleteThemesOperation, installThemesOperation, listThemesOperation, updateThemesOperation } from '../operations/themes.js';
import type { Acknowledgement } from '../responses/common.js';
import type { Theme } from '../responses/plugins.js';

/**
 * WordPress themes of a site. Changes are queued jobs, like plugin changes, and take the list the API
 * takes, `{ themes: [{ path }, …] }`, where `path` is the theme's slug.
 */
export class Themes {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Themes installed on a site. */
  list(siteId: number, options?: RequestOptions): ApiPromise<Theme[]> {
    return this.#http.call(listThemesOperation, { params: { siteId } }, options);
  }

  /** Installs themes: `{ themes: [{ path, version? }] }`, each `path` a slug or an https URL of a zip; the latest version without `version`. */
  install(siteId: number, inputs: Inputs<typeof installThemesOperation>, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(installThemesOperation, { params: { siteId }, input: inputs }, options);
  }

  /** Updates themes to the given (or latest) version: `{ themes: [{ path, version? }] }`, by slug. */
  update(siteId: number, inputs: Inputs<typeof updateThemesOperation>, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(updateThemesOperation, { params: { siteId }, input: inputs }, options);
  }

  /** Makes a theme the active one, by slug: `{ themes: [{ path: 'minimal' }] }`. */
  activate(siteId: number, inputs: Inputs<typeof activateThemeOperation>, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(activateThemeOperation, { params: { siteId }, input: inputs }, options);
  }

  /** Deletes themes by slug: `{ themes: [{ path }] }`. */
  delete(siteId: number, inputs: Inputs<typeof deleteThemesOperation>, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteThemesOperation, { params: { siteId }, input: inputs }, options);
  }
}
