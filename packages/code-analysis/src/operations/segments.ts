import { orgParams } from '../schemas/common.js';
import { searchSegmentsQuery, segmentKeyParams } from '../schemas/segments.js';
import { cursorListStyle, defineOperation } from '../wire.js';

/** Lists an organization's segment keys, a page at a time. */
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

/** Lists an organization's segment keys with their ids, a page at a time. */
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

/** Reads the state of the organization's segment synchronization. */
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

/** Starts a synchronization of the organization's segments with the git provider. */
export const syncSegments = defineOperation({
  id: 'segments.sync',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/segments/sync',
  params: orgParams,
  responseType: 'none',
  specIds: ['syncSegments'],
});

/** Lists the segments (values) of one segment key, a page at a time. */
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
