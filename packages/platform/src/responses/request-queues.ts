import type { ListPage } from '@typed-api/core';
import type { Known } from '@typed-api/core/internal';
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
/** A page of request queue summaries. */
export const requestQueueShortPage = offsetPage(requestQueueShort);

/** A request queue, as reading one shows it: the summary plus its console address. */
export const requestQueue = z.extend(requestQueueShort, { consoleUrl: z.string() });

/** A request stored in a queue. */
export const queueRequest = z.looseObject({ id: z.string(), ...requestFields });

/** What adding a request did. */
export const requestRegistration = z.looseObject({
  requestId: z.string(),
  wasAlreadyPresent: z.boolean(),
  wasAlreadyHandled: z.boolean(),
});

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

/** Result of a batch delete. */
export const batchDeleteResult = z.looseObject({
  processedRequests: z.array(requestDraft),
  unprocessedRequests: z.array(requestDraft),
});

/** A page of a queue's requests (cursor pagination). */
export const requestPage = z.looseObject({
  items: z.array(queueRequest),
  limit: z.number(),
  cursor: z.optional(z.nullable(z.string())),
  nextCursor: z.optional(z.nullable(z.string())),
});
/** A page of a queue's requests. (An interface, so that a hover shows its name.) */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, not an alias of the same type: a hover shows its name
export interface RequestPage extends ListPage<Known<z.infer<typeof requestPage>>, 'items'> {}

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

/** When a request lock expires. */
export const lockInfo = z.looseObject({ lockExpiresAt: z.string() });

/** How many requests were unlocked. */
export const unlockResult = z.looseObject({ unlockedCount: z.number() });

/** The names of this module's answers, each the type of what its schema gives (written out below). */
export type Answers = {
  /** Summary of a request queue, as lists show it. */
  RequestQueueShort: typeof requestQueueShort;
  /** A request queue. */
  RequestQueue: typeof requestQueue;
  /** A request stored in a queue. */
  QueueRequest: typeof queueRequest;
  /** What adding a request did. */
  RequestRegistration: typeof requestRegistration;
  /** Result of a batch add. */
  BatchAddResult: typeof batchAddResult;
  /** Result of a batch delete. */
  BatchDeleteResult: typeof batchDeleteResult;
  /** The first pending requests of a queue. */
  QueueHead: typeof queueHead;
  /** Head requests locked for this client. */
  LockedHead: typeof lockedHead;
  /** A request lock's new expiry. */
  LockInfo: typeof lockInfo;
  /** How many locks were released. */
  UnlockResult: typeof unlockResult;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.

/** Summary of a request queue, as lists show it. */
export interface RequestQueueShort {
  id: string;
  name?: string | null | undefined;
  userId: string;
  /** The owner's username. */
  username?: string | undefined;
  actId?: string | null | undefined;
  actRunId?: string | null | undefined;
  createdAt: string;
  modifiedAt: string;
  accessedAt: string;
  totalRequestCount: number;
  handledRequestCount: number;
  pendingRequestCount: number;
  hadMultipleClients: boolean;
  stats?: {
    deleteCount?: number | undefined;
    headItemReadCount?: number | undefined;
    readCount?: number | undefined;
    storageBytes?: number | undefined;
    writeCount?: number | undefined;
  } | undefined;
  generalAccess?: 'ANYONE_WITH_ID_CAN_READ' | 'ANYONE_WITH_NAME_CAN_READ' | 'FOLLOW_USER_SETTING' | 'RESTRICTED' | undefined;
}

/** A request queue. */
export interface RequestQueue {
  id: string;
  name?: string | null | undefined;
  userId: string;
  /** The owner's username. */
  username?: string | undefined;
  actId?: string | null | undefined;
  actRunId?: string | null | undefined;
  createdAt: string;
  modifiedAt: string;
  accessedAt: string;
  totalRequestCount: number;
  handledRequestCount: number;
  pendingRequestCount: number;
  hadMultipleClients: boolean;
  stats?: {
    deleteCount?: number | undefined;
    headItemReadCount?: number | undefined;
    readCount?: number | undefined;
    storageBytes?: number | undefined;
    writeCount?: number | undefined;
  } | undefined;
  generalAccess?: 'ANYONE_WITH_ID_CAN_READ' | 'ANYONE_WITH_NAME_CAN_READ' | 'FOLLOW_USER_SETTING' | 'RESTRICTED' | undefined;
  consoleUrl: string;
}

/** A request stored in a queue. */
export interface QueueRequest {
  id: string;
  uniqueKey: string;
  url: string;
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'CONNECT' | 'OPTIONS' | 'TRACE' | 'PATCH' | undefined;
  retryCount?: number | undefined;
  loadedUrl?: string | null | undefined;
  payload?: string | Record<string, unknown> | null | undefined;
  headers?: Record<string, unknown> | null | undefined;
  userData?: Record<string, unknown> | undefined;
  noRetry?: boolean | null | undefined;
  errorMessages?: string[] | null | undefined;
  handledAt?: string | null | undefined;
}

/** What adding a request did. */
export interface RequestRegistration {
  requestId: string;
  wasAlreadyPresent: boolean;
  wasAlreadyHandled: boolean;
}

/** Result of a batch add. */
export interface BatchAddResult {
  processedRequests: {
    requestId: string;
    uniqueKey: string;
    wasAlreadyPresent: boolean;
    wasAlreadyHandled: boolean;
  }[];
  unprocessedRequests: {
    id?: string | undefined;
    uniqueKey?: string | undefined;
    url?: string | undefined;
    method?: string | undefined;
  }[];
}

/** Result of a batch delete. */
export interface BatchDeleteResult {
  processedRequests: {
    id?: string | undefined;
    uniqueKey?: string | undefined;
    url?: string | undefined;
    method?: string | undefined;
  }[];
  unprocessedRequests: {
    id?: string | undefined;
    uniqueKey?: string | undefined;
    url?: string | undefined;
    method?: string | undefined;
  }[];
}

/** The first pending requests of a queue. */
export interface QueueHead {
  limit: number;
  queueModifiedAt: string;
  hadMultipleClients: boolean;
  items: {
    id: string;
    uniqueKey: string;
    url: string;
    method?: string | undefined;
    retryCount?: number | undefined;
  }[];
}

/** Head requests locked for this client. */
export interface LockedHead {
  limit: number;
  queueModifiedAt: string;
  hadMultipleClients: boolean;
  queueHasLockedRequests?: boolean | undefined;
  clientKey?: string | undefined;
  lockSecs: number;
  items: {
    id: string;
    uniqueKey: string;
    url: string;
    method?: string | undefined;
    retryCount?: number | undefined;
    lockExpiresAt: string;
  }[];
}

/** A request lock's new expiry. */
export interface LockInfo {
  lockExpiresAt: string;
}

/** How many locks were released. */
export interface UnlockResult {
  unlockedCount: number;
}
// End of the generated answer types.
