import type { ListPage } from '@typed-api/core';
import * as z from 'zod/mini';
import type { HostingList } from './common.js';
import { siteSchema, type Site } from './sites.js';

/** A person's access to one site. */
export const collaboratorSchema = z.looseObject({
  id: z.number(),
  email: z.string(),
  created: z.optional(z.string()),
  updated: z.optional(z.string()),
  accountId: z.optional(z.number()),
  siteId: z.optional(z.number()),
  /** e.g. `active`. */
  state: z.optional(z.string()),
  wpUsername: z.optional(z.nullable(z.string())),
  name: z.optional(z.nullable(z.string())),
  siteName: z.optional(z.string()),
  roles: z.optional(z.array(z.string())),
});
/** A person's access to one site. */
export type Collaborator = z.infer<typeof collaboratorSchema>;

/** Collaborator records (of the account, or of one site). */
export const collaboratorListSchema = z.array(collaboratorSchema);

/** What the account-level access change returns. */
export const accountLevelAccessResultSchema = z.looseObject({
  email: z.string(),
  add_to_all_new: z.optional(z.boolean()),
  create_site: z.optional(z.boolean()),
});
/** What the account-level access change returns. */
export type AccountLevelAccessResult = z.infer<typeof accountLevelAccessResultSchema>;

/** The sites of one collaborator. */
export const collaboratorSitesSchema = z.looseObject({
  name: z.optional(z.nullable(z.string())),
  email: z.string(),
  sites: z.array(siteSchema),
});
/** The sites of one collaborator. */
export type CollaboratorSites = z.infer<typeof collaboratorSitesSchema>;

/** The paged envelope of a collaborator's sites (the sites sit inside `data.sites`). */
export const collaboratorSitesEnvelopeSchema = z.looseObject({
  message: z.string(),
  data: collaboratorSitesSchema,
  page: z.optional(
    z.looseObject({ currentPage: z.number(), nextPage: z.nullable(z.number()), lastPage: z.number(), perPage: z.number(), totalItems: z.number() }),
  ),
});

/**
 * The body of a page of a collaborator's sites as the walk reads it: the envelope with the sites lifted
 * from `data.sites` into `data`, beside the collaborator's `name` and `email`.
 */
export interface CollaboratorSitesList extends HostingList<Site> {
  /** The collaborator's name. */
  name?: string | null | undefined;
  /** The collaborator's email address. */
  email: string;
}

/** One page of a collaborator's sites: the sites as `items`, with the paging fields and the collaborator's name and email. */
export type CollaboratorSitesPage = ListPage<CollaboratorSitesList, 'data'>;
