import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { addTagsOperation, removeTagsOperation } from '../operations/tags.js';
import type { Site } from '../responses/sites.js';
import type { TagsAdd } from '../schemas/sites.js';

/** Tags that group sites. */
export class Tags {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Adds tags to a site: existing ones by `tag_id`, new ones by `name`; returns the site. */
  add(siteId: number, tags: TagsAdd, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(addTagsOperation, { params: { siteId }, body: { tags } }, options);
  }

  /** Removes tags from a site by id; returns the site. */
  remove(siteId: number, tagIds: number[], options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(removeTagsOperation, { params: { siteId }, body: { tag_ids: tagIds } }, options);
  }
}
