import { orgParams } from '../schemas/common.js';
import { searchSegmentsQuery, segmentKeyParams } from '../schemas/segments.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Lists the organization's segment keys, page by page. */
export const getSegmentsKeys = defineOperation({
  id: 'segments.listKeys',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/segments/keys',
  params: orgParams,
  query: searchSegmentsQuery,
  response: (r) => r.segmentKeyPageSchema,
  list: cursorListStyle,
  specIds: ['getSegmentsKeys'],
});

/** Lists the organization's segment keys with their ids, page by page. */
export const getSegmentsKeysWithIds = defineOperation({
  id: 'segments.listKeysWithIds',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/segments/keys/ids',
  params: orgParams,
  query: searchSegmentsQuery,
  response: (r) => r.segmentKeyWithIdPageSchema,
  list: cursorListStyle,
  specIds: ['getSegmentsKeysWithIds'],
});

/**
 * Reads where the segment synchronization stands: `Syncing`, `Completed`, `Error` (with `error`) or
 * `NotSynced`.
 */
export const getSegmentsSyncStatus = defineOperation({
  id: 'segments.syncStatus',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/segments/sync',
  params: orgParams,
  response: (r) => r.segmentsSyncStatusSchema,
  // The server answers with the bare status, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getSegmentsSyncStatus'],
});

/**
 * Starts a synchronization of the segments with the git provider (nothing new starts while one runs); see
 * `segments.waitForSync`.
 */
export const syncSegments = defineOperation({
  id: 'segments.sync',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/segments/sync',
  params: orgParams,
  responseType: 'none',
  specIds: ['syncSegments'],
});

/** Lists the segments (the values) of one segment key, page by page. */
export const getSegments = defineOperation({
  id: 'segments.listValues',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/segments/{segmentKey}/values',
  params: segmentKeyParams,
  query: searchSegmentsQuery,
  response: (r) => r.segmentPageSchema,
  list: cursorListStyle,
  specIds: ['getSegments'],
});
