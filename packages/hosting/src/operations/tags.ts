import { siteParams } from '../schemas/common.js';
import { tagsAddSchema, tagsRemoveSchema } from '../schemas/sites.js';
import { defineOperation } from '../define.js';

/**
 * Adds tags to a site, `{ tags: [...] }`: existing ones by `tag_id`, new ones by `name` (and `color`);
 * returns the site.
 */
export const addTagsOperation = defineOperation({
  id: 'tags.add',
  method: 'POST',
  path: '/sites/{siteId}/tags',
  params: siteParams,
  body: tagsAddSchema,
  response: (r) => r.siteSchema,
  specIds: ['POST /sites/{id}/tags'],
});
/** Removes tags from a site by id, `{ tag_ids: [...] }`; returns the site. */
export const removeTagsOperation = defineOperation({
  id: 'tags.remove',
  method: 'DELETE',
  path: '/sites/{siteId}/tags',
  params: siteParams,
  body: tagsRemoveSchema,
  response: (r) => r.siteSchema,
  specIds: ['DELETE /sites/{id}/tags'],
});

/** Operations of the `tags` namespace. */
export const tagsOperations = [addTagsOperation, removeTagsOperation] as const;
