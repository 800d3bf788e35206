import { categorySchemas } from '../schemas/term.js';
import { recordOperations } from './records.js';

/** Every category operation, by verb: the collection and `{id}` routes. */
export const categoryOperations = recordOperations('categories', {
  ...categorySchemas,
  record: (r) => r.termSchema,
  list: (r) => r.categoryListSchema,
});

/** `GET /categories`: one page of the category list. */
export const listCategories = categoryOperations.list;
/** `POST /categories`: creates a category. */
export const createCategory = categoryOperations.create;
/** `GET /categories/{id}`: reads one category. */
export const getCategory = categoryOperations.get;
/** `POST /categories/{id}`: changes the given fields of a category. */
export const updateCategory = categoryOperations.update;
/** `DELETE /categories/{id}`: deletes a category for good (terms have no trash). */
export const deleteCategory = categoryOperations.delete;
