import { tagSchemas } from '../schemas/term.js';
import { recordOperations } from './records.js';

/** Every tag operation, by verb: the collection and `{id}` routes. */
export const tagOperations = recordOperations('tags', {
  ...tagSchemas,
  record: (r) => r.termSchema,
  list: (r) => r.tagListSchema,
});

/** `GET /tags`: one page of the tag list. */
export const listTags = tagOperations.list;
/** `POST /tags`: creates a tag. */
export const createTag = tagOperations.create;
/** `GET /tags/{id}`: reads one tag. */
export const getTag = tagOperations.get;
/** `POST /tags/{id}`: changes the given fields of a tag. */
export const updateTag = tagOperations.update;
/** `DELETE /tags/{id}`: deletes a tag for good (terms have no trash). */
export const deleteTag = tagOperations.delete;
