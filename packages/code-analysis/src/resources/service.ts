import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { getConfigurationStatus, health, listLanguagesWithTools } from '../operations/service.js';
import type { ConfigurationStatus, Health, LanguageWithTools } from '../responses/service.js';

/** The service itself: health, configuration state and the languages its tools analyse (none needs a key). */
export class ServiceResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Checks that the server is up; resolves to its message. */
  health(requestOptions?: RequestOptions): ApiPromise<Health> {
    return this.#http.call(health, {}, requestOptions);
  }

  /** Reads how far the installation is configured. */
  configurationStatus(requestOptions?: RequestOptions): ApiPromise<ConfigurationStatus> {
    return this.#http.call(getConfigurationStatus, {}, requestOptions);
  }

  /** Lists the languages of the available tools, with their file extensions and specific files. */
  listLanguages(requestOptions?: RequestOptions): ApiPromise<LanguageWithTools[]> {
    return this.#http.call(listLanguagesWithTools, {}, requestOptions);
  }
}
