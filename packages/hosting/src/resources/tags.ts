import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { Inputs } from '@typed-api/core/internal';
import { addTagsOperation, removeTagsOperation } from '../operations/tags.js';
import type { Site } from '../responses/sites.js';

/** Tags that group sites. */
export class Tags {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Adds tags to a site, `{ tags: [...] }`: existing ones by `tag_id`, new ones by `name` (and `color`); returns the site. */
  add(siteId: number, inputs: Inputs<typeof addTagsOperation>, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(addTagsOperation, { params: { siteId }, input: inputs }, options);
  }

  /** Removes tags from a site by id, `{ tag_ids: [...] }`; returns the site. */
  remove(siteId: number, inputs: Inputs<typeof removeTagsOperation>, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(removeTagsOperation, { params: { siteId }, input: inputs }, options);
  }
}
