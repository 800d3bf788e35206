import type { ListPage } from '@typed-api/core';
import * as z from 'zod/mini';
import { generalAccess } from '../schemas/common.js';
import { requestFields } from '../schemas/request-queues.js';
import { offsetPage } from './common.js';

/** Usage counters of a queue. */
export const queueStats = z.looseObject({
  deleteCount: z.optional(z.number()),
  headItemReadCount: z.optional(z.number()),
  readCount: z.optional(z.number()),
  storageBytes: z.optional(z.number()),
  writeCount: z.optional(z.number()),
});

/** Summary of a request queue, as the list of queues shows it (no console address there). */
export const requestQueueShort = z.looseObject({
  id: z.string(),
  name: z.optional(z.nullable(z.string())),
  userId: z.string(),
  /** The owner's username. */
  username: z.optional(z.string()),
  actId: z.optional(z.nullable(z.string())),
  actRunId: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
  modifiedAt: z.string(),
  accessedAt: z.string(),
  totalRequestCount: z.number().check(z.gte(0)),
  handledRequestCount: z.number().check(z.gte(0)),
  pendingRequestCount: z.number(),
  hadMultipleClients: z.boolean(),
  stats: z.optional(queueStats),
  generalAccess: z.optional(generalAccess),
});
/** Summary of a request queue, as lists show it. */
export type RequestQueueShort = z.infer<typeof requestQueueShort>;
/** A page of request queue summaries. */
export const requestQueueShortPage = offsetPage(requestQueueShort);

/** A request queue, as reading one shows it: the summary plus its console address. */
export const requestQueue = z.extend(requestQueueShort, { consoleUrl: z.string() });
/** A request queue. */
export type RequestQueue = z.infer<typeof requestQueue>;

/** A request stored in a queue. */
export const queueRequest = z.looseObject({ id: z.string(), ...requestFields });
/** A request stored in a queue. */
export type QueueRequest = z.infer<typeof queueRequest>;

/** What adding a request did. */
export const requestRegistration = z.looseObject({
  requestId: z.string(),
  wasAlreadyPresent: z.boolean(),
  wasAlreadyHandled: z.boolean(),
});
/** What adding a request did. */
export type RequestRegistration = z.infer<typeof requestRegistration>;

/** The short form of a request used by batch results. */
export const requestDraft = z.looseObject({
  id: z.optional(z.string()),
  uniqueKey: z.optional(z.string()),
  url: z.optional(z.string()),
  method: z.optional(z.string()),
});

/** Result of a batch add. */
export const batchAddResult = z.looseObject({
  processedRequests: z.array(z.looseObject({ requestId: z.string(), uniqueKey: z.string(), wasAlreadyPresent: z.boolean(), wasAlreadyHandled: z.boolean() })),
  unprocessedRequests: z.array(requestDraft),
});
/** Result of a batch add. */
export type BatchAddResult = z.infer<typeof batchAddResult>;

/** Result of a batch delete. */
export const batchDeleteResult = z.looseObject({
  processedRequests: z.array(requestDraft),
  unprocessedRequests: z.array(requestDraft),
});
/** Result of a batch delete. */
export type BatchDeleteResult = z.infer<typeof batchDeleteResult>;

/** A page of a queue's requests (cursor pagination). */
export const requestPage = z.looseObject({
  items: z.array(queueRequest),
  limit: z.number(),
  cursor: z.optional(z.nullable(z.string())),
  nextCursor: z.optional(z.nullable(z.string())),
});
/** A page of a queue's requests. */
export type RequestPage = ListPage<z.infer<typeof requestPage>, 'items'>;

/** A request at the head of a queue. */
export const headRequest = z.looseObject({
  id: z.string(),
  uniqueKey: z.string(),
  url: z.string(),
  method: z.optional(z.string()),
  retryCount: z.optional(z.number()),
});

/** The first pending requests of a queue. */
export const queueHead = z.looseObject({
  limit: z.number(),
  queueModifiedAt: z.string(),
  hadMultipleClients: z.boolean(),
  items: z.array(headRequest),
});
/** The first pending requests of a queue. */
export type QueueHead = z.infer<typeof queueHead>;

/** Head requests locked for this client. */
export const lockedHead = z.looseObject({
  limit: z.number(),
  queueModifiedAt: z.string(),
  hadMultipleClients: z.boolean(),
  queueHasLockedRequests: z.optional(z.boolean()),
  clientKey: z.optional(z.string()),
  lockSecs: z.number(),
  items: z.array(z.looseObject({ ...headRequest.shape, lockExpiresAt: z.string() })),
});
/** Head requests locked for this client. */
export type LockedHead = z.infer<typeof lockedHead>;

/** When a request lock expires. */
export const lockInfo = z.looseObject({ lockExpiresAt: z.string() });
/** A request lock's new expiry. */
export type LockInfo = z.infer<typeof lockInfo>;

/** How many requests were unlocked. */
export const unlockResult = z.looseObject({ unlockedCount: z.number() });
/** How many locks were released. */
export type UnlockResult = z.infer<typeof unlockResult>;
