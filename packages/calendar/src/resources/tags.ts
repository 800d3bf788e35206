import type { HttpClient } from '@typed-api/core';
import type { Operation } from '@typed-api/core/internal';
import { tagSchemas, type TagCreate, type TagListQuery, type TagUpdate, type Term } from '../schemas/term.js';
import { recordKind, RecordResource } from './records.js';

const tags = recordKind('tags', tagSchemas);

/** Every tag operation. */
export const tagOperations: readonly Operation[] = Object.values<Operation>(tags.operations);

/**
 * Tags: the event tags, flat. Lists hide empty ones unless `hide_empty: false`; deleting removes a tag
 * for good (terms have no trash, and no slug routes). Reads are public; writes need credentials.
 */
export class Tags extends RecordResource<'tags', Term, TagCreate, TagUpdate, TagListQuery> {
  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    super(http, tags);
  }
}
