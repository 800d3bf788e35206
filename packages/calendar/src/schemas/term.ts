import { openEnum } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { envelopeFields, idSchema, pageQuery } from './common.js';

/** An event category or tag. */
export const termSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.optional(z.string()),
  taxonomy: z.optional(z.string()),
  description: z.optional(z.string()),
  parent: z.optional(z.number()),
  count: z.optional(z.number()),
  url: z.optional(z.string()),
  /** Links to the term itself, its collection and its parent (an object on current servers). */
  urls: z.optional(z.union([z.record(z.string(), z.string()), z.array(z.string())])),
});
/** An event category or tag. */
export type Term = z.infer<typeof termSchema>;

/** The list envelope of categories. */
export const categoryListSchema = z.looseObject({ categories: z.optional(z.array(termSchema)), ...envelopeFields });
/** The list envelope of tags. */
export const tagListSchema = z.looseObject({ tags: z.optional(z.array(termSchema)), ...envelopeFields });

const termQueryFields = {
  ...pageQuery,
  /** Only terms whose name or slug contains this text. */
  search: z.optional(z.string()),
  /** Leave out these term ids. */
  exclude: z.optional(z.array(idSchema)),
  /** Only these term ids. */
  include: z.optional(z.array(idSchema)),
  /** Sort direction: `asc` or `desc` (any other text is passed on for the site to judge). */
  order: z.optional(openEnum(['asc', 'desc'])),
  /** Sort key: one of the known term attributes, or another the site understands. */
  orderby: z.optional(openEnum(['id', 'include', 'name', 'slug', 'term_group', 'description', 'count'])),
  /** Hide terms no event uses (the server's default is true). */
  hide_empty: z.optional(z.boolean()),
  /** Only terms of this event (post id). */
  post: z.optional(idSchema),
  /** Same as `post`. */
  event: z.optional(idSchema),
  /** Only the term with this slug. */
  slug: z.optional(z.string()),
};

/** Filters of the category list. */
export const categoryListQuery = z.object({
  ...termQueryFields,
  /** Only direct children of this category. */
  parent: z.optional(idSchema),
});
/** Filters of the category list. */
export type CategoryListQuery = z.input<typeof categoryListQuery>;

/** Filters of the tag list. */
export const tagListQuery = z.object(termQueryFields);
/** Filters of the tag list. */
export type TagListQuery = z.input<typeof tagListQuery>;

const termWriteFields = {
  /** A longer text about the term. */
  description: z.optional(z.string()),
  /** The URL-friendly name; derived from `name` when omitted. */
  slug: z.optional(z.string()),
};

/** Fields of a new category. */
export const categoryCreateBody = z.object({
  /** The category's name. */
  name: z.string().check(z.minLength(1)),
  ...termWriteFields,
  /** The parent category id. */
  parent: z.optional(z.int().check(z.nonnegative())),
});
/** Fields of a new category. */
export type CategoryCreate = z.input<typeof categoryCreateBody>;

/** Fields to change on a category; none is required (name and parent are not checked here: the site judges them). */
export const categoryUpdateBody = z.object({
  /** The category's new name. */
  name: z.optional(z.string()),
  ...termWriteFields,
  /** The new parent category id (`0` for none). */
  parent: z.optional(z.int()),
});
/** Fields to change on a category. */
export type CategoryUpdate = z.input<typeof categoryUpdateBody>;

/** Fields of a new tag. */
export const tagCreateBody = z.object({
  /** The tag's name. */
  name: z.string().check(z.minLength(1)),
  ...termWriteFields,
});
/** Fields of a new tag. */
export type TagCreate = z.input<typeof tagCreateBody>;

/** Fields to change on a tag; none is required (the name is not checked here: the site judges it). */
export const tagUpdateBody = z.object({
  /** The tag's new name. */
  name: z.optional(z.string()),
  ...termWriteFields,
});
/** Fields to change on a tag. */
export type TagUpdate = z.input<typeof tagUpdateBody>;
