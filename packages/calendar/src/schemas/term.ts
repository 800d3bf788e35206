import * as z from 'zod/mini';
import { checked, openEnum } from '@typed-api/core/schema';
import { idSchema, pageQuery } from './common.js';

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

const termWriteFields = {
  /** A longer text about the term. */
  description: z.optional(z.string()),
  /** The URL-friendly name; derived from `name` when omitted. */
  slug: z.optional(z.string()),
};

/** What one kind of term adds to the shared list filters, create fields and update fields. */
interface TermExtras<Q extends z.core.$ZodShape, C extends z.core.$ZodShape, U extends z.core.$ZodShape> {
  /** Extra list filters. */
  query: Q;
  /** Extra fields of a new term. */
  create: C;
  /** Extra fields to change. */
  update: U;
}

/**
 * The request schemas of a kind of term (categories, tags): `extras` are the fields only this kind has.
 * A new term needs a non-empty `name`, while an update checks no name (the site judges it). (Every term
 * reads as `termSchema`, in `responses/`.)
 */
export function termSchemas<Q extends z.core.$ZodShape, C extends z.core.$ZodShape, U extends z.core.$ZodShape>(extras: TermExtras<Q, C, U>) {
  return {
    /** Filters of the list. */
    listQuery: z.object({ ...termQueryFields, ...extras.query }),
    /** Fields of a new term. */
    createBody: z.object({
      /** The term's name, as the calendar shows it. */
      name: checked(z.string(), z.minLength(1)),
      ...termWriteFields,
      ...extras.create,
    }),
    /** Fields to change; none is required. */
    updateBody: z.object({
      /** The term's new name; leave it out to keep the current one. */
      name: z.optional(z.string()),
      ...termWriteFields,
      ...extras.update,
    }),
  };
}

/** The request schemas of categories: terms in a tree, so they filter by and write a parent. */
export const categorySchemas = termSchemas({
  query: {
    /** Only direct children of this category. */
    parent: z.optional(idSchema),
  },
  create: {
    /** The parent category id. */
    parent: z.optional(checked(z.int(), z.nonnegative())),
  },
  update: {
    /** The new parent category id (`0` for none; not checked here: the site judges it). */
    parent: z.optional(z.int()),
  },
});
/** The request schemas of tags: flat terms, with no parent. */
export const tagSchemas = termSchemas({ query: {}, create: {}, update: {} });
