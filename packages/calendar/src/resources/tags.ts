import type { HttpClient } from '@typed-api/core';
import { tagOperations } from '../operations/tags.js';
import type { Term } from '../responses/terms.js';
import type { TagCreate, TagListQuery, TagUpdate } from '../schemas/term.js';
import { RecordResource } from './records.js';

/**
 * Tags: the event tags, flat. Lists hide empty ones unless `hide_empty: false`; deleting removes a tag
 * for good (terms have no trash, and no slug routes). Reads are public; writes need credentials.
 */
export class Tags extends RecordResource<'tags', Term, TagCreate, TagUpdate, TagListQuery> {
  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    super(http, { key: 'tags', operations: tagOperations });
  }
}
