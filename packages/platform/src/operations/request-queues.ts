import * as z from 'zod/mini';
import { listPages, requestPages } from '../pages.js';
import { resourceId, storageListQuery } from '../schemas/common.js';
import { newRequest, queueUpdate, requestToAdd, requestToDelete, requestUpdateBody } from '../schemas/request-queues.js';
import { BATCH_SIZE, RAISED_RATE_PER_SECOND } from '../constants.js';
import { createStorageQuery } from '../schemas/storages.js';
import { defineOperation } from '../define.js';

const queueParams = z.object({ queueId: resourceId });
const requestParams = z.object({ queueId: resourceId, requestId: resourceId });
/** Who works on the queue: 1 to 32 characters, as the description says (only the lower bound is checked here). */
const clientKey = z.optional(z.string().check(z.minLength(1)));
const lockSecs = z.int();
/** Whether a request goes to the head of the queue; the flag as a boolean, or as the API's own `'true'` / `'false'` text. */
const forefront = z.optional(z.union([z.boolean(), z.enum(['true', 'false'])]));

/** Lists your request queues, page by page. */
export const listQueues = defineOperation({ id: 'requestQueues.list', method: 'GET', path: '/request-queues', query: storageListQuery, response: (r) => r.requestQueueShortPage, list: listPages, specIds: ['requestQueues_get'] });
/** Creates a queue, or returns the existing one of that `name` (without one, a new unnamed queue). */
export const createQueue = defineOperation({ id: 'requestQueues.create', method: 'POST', path: '/request-queues', query: createStorageQuery, response: (r) => r.requestQueue, specIds: ['requestQueues_post'] });
/** Gets the queue. */
export const getQueue = defineOperation({ id: 'requestQueues.get', method: 'GET', path: '/request-queues/{queueId}', params: queueParams, response: (r) => r.requestQueue, specIds: ['requestQueue_get'] });
/** Renames the queue (`name: null` removes the name) or changes its access. */
export const updateQueue = defineOperation({ id: 'requestQueues.update', method: 'PUT', path: '/request-queues/{queueId}', params: queueParams, body: queueUpdate, response: (r) => r.requestQueue, specIds: ['requestQueue_put'] });
/** Deletes the queue. */
export const deleteQueue = defineOperation({ id: 'requestQueues.delete', method: 'DELETE', path: '/request-queues/{queueId}', params: queueParams, responseType: 'none', specIds: ['requestQueue_delete'] });
/**
 * Adds a request: its fields, with `forefront` and `clientKey` beside them. One with a `uniqueKey` already
 * present is not added twice (see `wasAlreadyPresent`).
 */
export const addRequest = defineOperation({
  id: 'requestQueues.addRequest',
  ratePerSecond: RAISED_RATE_PER_SECOND,
  method: 'POST',
  path: '/request-queues/{queueId}/requests',
  params: queueParams,
  query: z.object({ clientKey, forefront }),
  body: requestToAdd,
  response: (r) => r.requestRegistration,
  idempotent: 'the request carries its uniqueKey and the queue keeps one request per key, so a repeat adds nothing',
  specIds: ['requestQueue_requests_post'],
});
/** Lists the requests of the queue, page by page (cursor pagination); `filter` picks locked or pending ones. */
export const listRequests = defineOperation({
  id: 'requestQueues.listRequests',
  method: 'GET',
  path: '/request-queues/{queueId}/requests',
  params: queueParams,
  query: z.object({ clientKey, limit: z.optional(z.int()), cursor: z.optional(z.string()), filter: z.optional(z.array(z.enum(['locked', 'pending']))) }),
  response: (r) => r.requestPage,
  list: requestPages,
  specIds: ['requestQueue_requests_get'],
});
/** Gets one request. A missing one throws `record-not-found`. */
export const getRequest = defineOperation({ id: 'requestQueues.getRequest', ratePerSecond: RAISED_RATE_PER_SECOND, method: 'GET', path: '/request-queues/{queueId}/requests/{requestId}', params: requestParams, response: (r) => r.queueRequest, specIds: ['requestQueue_request_get'] });
/**
 * Updates a request: its new fields, with `forefront` and `clientKey` beside them. Set `handledAt` to mark it
 * handled.
 */
export const updateRequest = defineOperation({
  id: 'requestQueues.updateRequest',
  ratePerSecond: RAISED_RATE_PER_SECOND,
  method: 'PUT',
  path: '/request-queues/{queueId}/requests/{requestId}',
  params: requestParams,
  query: z.object({ clientKey, forefront }),
  body: requestUpdateBody,
  response: (r) => r.requestRegistration,
  specIds: ['requestQueue_request_put'],
});
/** Deletes a request; `clientKey` names the client that may hold its lock. */
export const deleteRequest = defineOperation({
  id: 'requestQueues.deleteRequest',
  ratePerSecond: RAISED_RATE_PER_SECOND,
  method: 'DELETE',
  path: '/request-queues/{queueId}/requests/{requestId}',
  params: requestParams,
  query: z.object({ clientKey }),
  responseType: 'none',
  specIds: ['requestQueue_request_delete'],
});
/** Adds up to {@link BATCH_SIZE} requests in one call, given as `requests`, in a body of at most 9 MiB. */
export const batchAdd = defineOperation({
  id: 'requestQueues.batchAddRequests',
  ratePerSecond: RAISED_RATE_PER_SECOND,
  method: 'POST',
  path: '/request-queues/{queueId}/requests/batch',
  params: queueParams,
  query: z.object({ clientKey, forefront }),
  body: z.array(newRequest).check(z.minLength(1), z.maxLength(BATCH_SIZE)),
  bodyKey: 'requests',
  // The most the API takes in one request body (9 MiB; more is refused with `request-too-large`). A
  // literal: bundlers keep a description whose arguments compute anything.
  maxBodyBytes: 9_437_184,
  response: (r) => r.batchAddResult,
  idempotent: 'every request carries its uniqueKey and the queue ignores keys it already holds, so a batch sent twice adds nothing twice',
  specIds: ['requestQueue_requests_batch_post'],
});
/** Deletes up to {@link BATCH_SIZE} requests in one call, given as `requests` (each by `id` or `uniqueKey`). */
export const batchDelete = defineOperation({
  id: 'requestQueues.batchDeleteRequests',
  ratePerSecond: RAISED_RATE_PER_SECOND,
  method: 'DELETE',
  path: '/request-queues/{queueId}/requests/batch',
  params: queueParams,
  query: z.object({ clientKey }),
  body: z.array(requestToDelete).check(z.minLength(1), z.maxLength(BATCH_SIZE)),
  bodyKey: 'requests',
  response: (r) => r.batchDeleteResult,
  specIds: ['requestQueue_requests_batch_delete'],
});
/** Gets the first pending requests without locking them: at most `limit`, as the client `clientKey` sees them. */
export const getHead = defineOperation({
  id: 'requestQueues.getHead',
  method: 'GET',
  path: '/request-queues/{queueId}/head',
  params: queueParams,
  query: z.object({ limit: z.optional(z.int()), clientKey }),
  response: (r) => r.queueHead,
  specIds: ['requestQueue_head_get'],
});
/** Takes up to `limit` (≤ 25) pending requests from the head and locks them for `lockSecs` for this client. */
export const lockHead = defineOperation({
  id: 'requestQueues.lockHead',
  method: 'POST',
  path: '/request-queues/{queueId}/head/lock',
  params: queueParams,
  query: z.object({ lockSecs, limit: z.optional(z.int().check(z.lte(25))), clientKey }),
  response: (r) => r.lockedHead,
  specIds: ['requestQueue_head_lock_post'],
});
/** Extends the lock of a request this client holds. */
export const prolongLock = defineOperation({
  id: 'requestQueues.prolongLock',
  method: 'PUT',
  path: '/request-queues/{queueId}/requests/{requestId}/lock',
  params: requestParams,
  query: z.object({ lockSecs, clientKey, forefront }),
  response: (r) => r.lockInfo,
  specIds: ['requestQueue_request_lock_put'],
});
/**
 * Releases the lock of a request this client (`clientKey`) holds; `forefront` puts the request at the head of
 * the queue.
 */
export const deleteLock = defineOperation({
  id: 'requestQueues.deleteLock',
  method: 'DELETE',
  path: '/request-queues/{queueId}/requests/{requestId}/lock',
  params: requestParams,
  query: z.object({ clientKey, forefront }),
  responseType: 'none',
  specIds: ['requestQueue_request_lock_delete'],
});
/** Releases every lock the client `clientKey` holds in the queue. */
export const unlockRequests = defineOperation({
  id: 'requestQueues.unlockRequests',
  method: 'POST',
  path: '/request-queues/{queueId}/requests/unlock',
  params: queueParams,
  query: z.object({ clientKey }),
  response: (r) => r.unlockResult,
  specIds: ['requestQueue_requests_unlock_post'],
});

/** Every operation of the `requestQueues` namespace. */
export const requestQueueOperations = [
  listQueues, createQueue, getQueue, updateQueue, deleteQueue,
  addRequest, listRequests, getRequest, updateRequest, deleteRequest, batchAdd, batchDelete,
  getHead, lockHead, prolongLock, deleteLock, unlockRequests,
] as const;
