import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import { siteParams } from '../schemas/common.js';
import { siteSchema, tagsAddSchema, tagsRemoveSchema, type Site, type TagsAdd } from '../schemas/sites.js';

const addTagsOperation = defineOperation({
  id: 'tags.add',
  method: 'POST',
  path: '/sites/{siteId}/tags',
  params: siteParams,
  body: tagsAddSchema,
  response: siteSchema,
  specIds: ['POST /sites/{id}/tags'],
});
const removeTagsOperation = defineOperation({
  id: 'tags.remove',
  method: 'DELETE',
  path: '/sites/{siteId}/tags',
  params: siteParams,
  body: tagsRemoveSchema,
  response: siteSchema,
  specIds: ['DELETE /sites/{id}/tags'],
});

/** Operations of the `tags` namespace. */
export const tagsOperations = [addTagsOperation, removeTagsOperation] as const;

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
