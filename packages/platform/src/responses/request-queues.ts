import type { ListPage } from '@typed-api/core';
import * as z from 'zod/mini';
import { generalAccess } from '../schemas/common.js';
import { requestFields } from '../schemas/request-queues.js';
import { offsetPage } from './common.js';

/** Usage counters of a queue. */
export const queueStats = z.looseObject({
  /** Delete operations done on the queue. */
  deleteCount: z.optional(z.number()),
  /** Times requests were read from the queue's head. */
  headItemReadCount: z.optional(z.number()),
  /** Read operations done on the queue. */
  readCount: z.optional(z.number()),
  /** Storage the queue takes up, in bytes. */
  storageBytes: z.optional(z.number()),
  /** Write operations done on the queue. */
  writeCount: z.optional(z.number()),
});

/** Summary of a request queue, as the list of queues shows it (no console address there). */
export const requestQueueShort = z.looseObject({
  /** ID of the queue. */
  id: z.string(),
  /** Name of the queue; null or absent when it has none. */
  name: z.optional(z.nullable(z.string())),
  /** ID of the user who owns the queue. */
  userId: z.string(),
  /** The owner's username. */
  username: z.optional(z.string()),
  /** ID of the Actor whose run created the queue, if any. */
  actId: z.optional(z.nullable(z.string())),
  /** ID of the run that created the queue, if any. */
  actRunId: z.optional(z.nullable(z.string())),
  /** When the queue was created (ISO 8601 date-time). */
  createdAt: z.string(),
  /** When requests were last added, changed, removed, locked or unlocked (ISO 8601 date-time). */
  modifiedAt: z.string(),
  /** When the queue was last accessed (ISO 8601 date-time). */
  accessedAt: z.string(),
  /** Number of requests in the queue, handled or not. */
  totalRequestCount: z.number().check(z.gte(0)),
  /** Number of requests marked handled. */
  handledRequestCount: z.number().check(z.gte(0)),
  /** Number of requests not yet handled. */
  pendingRequestCount: z.number(),
  /** Whether more than one client has used the queue. */
  hadMultipleClients: z.boolean(),
  /** Counts of operations on the queue and the storage it takes up. */
  stats: z.optional(queueStats),
  /** Who besides the owner may read the queue. */
  generalAccess: z.optional(generalAccess),
});
/** A page of request queue summaries. */
export const requestQueueShortPage = offsetPage(requestQueueShort);

/** A request queue, as reading one shows it: the summary plus its console address. */
export const requestQueue = z.extend(requestQueueShort, {
  /** The address of the queue's page in the platform's web console. */
  consoleUrl: z.string(),
});

/** A request stored in a queue. */
export const queueRequest = z.looseObject({
  /** ID of the request in the queue, the one given back when it was added. */
  id: z.string(),
  ...requestFields,
});

/** What adding a request did. */
export const requestRegistration = z.looseObject({
  /** ID of the request in the queue. */
  requestId: z.string(),
  /** Whether a request with the same unique key was already in the queue. */
  wasAlreadyPresent: z.boolean(),
  /** Whether that earlier request had already been handled. */
  wasAlreadyHandled: z.boolean(),
});

/** The short form of a request used by batch results. */
export const requestDraft = z.looseObject({
  /** ID of the request, when it has one. */
  id: z.optional(z.string()),
  /** Unique key of the request. */
  uniqueKey: z.optional(z.string()),
  /** Address of the request. */
  url: z.optional(z.string()),
  /** HTTP method of the request. */
  method: z.optional(z.string()),
});

/** Result of a batch add. */
export const batchAddResult = z.looseObject({
  /** Requests the batch took in, each with what adding it did. */
  processedRequests: z.array(z.looseObject({ requestId: z.string(), uniqueKey: z.string(), wasAlreadyPresent: z.boolean(), wasAlreadyHandled: z.boolean() })),
  /** Requests that could not be added; they may be sent again. */
  unprocessedRequests: z.array(requestDraft),
});

/** Result of a batch delete. */
export const batchDeleteResult = z.looseObject({
  /** Requests the batch deleted. */
  processedRequests: z.array(requestDraft),
  /** Requests that could not be deleted; they may be sent again. */
  unprocessedRequests: z.array(requestDraft),
});

/** A page of a queue's requests (cursor pagination). */
export const requestPage = z.looseObject({
  /** The requests on this page. */
  items: z.array(queueRequest),
  /** Most requests this page could hold, as the server applied it. */
  limit: z.number(),
  /** Cursor of this page. */
  cursor: z.optional(z.nullable(z.string())),
  /** Cursor to pass to read the next page. */
  nextCursor: z.optional(z.nullable(z.string())),
});
/** A page of a queue's requests. (An interface, so that a hover shows its name.) */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, not an alias of the same type: a hover shows its name
export interface RequestPage extends ListPage<RequestList, 'items'> {}

/** A request at the head of a queue. */
export const headRequest = z.looseObject({
  /** ID of the request. */
  id: z.string(),
  /** Unique key of the request. */
  uniqueKey: z.string(),
  /** Address of the request. */
  url: z.string(),
  /** HTTP method of the request. */
  method: z.optional(z.string()),
  /** How many times processing of the request has been retried. */
  retryCount: z.optional(z.number()),
});

/** The first pending requests of a queue. */
export const queueHead = z.looseObject({
  /** Most requests this answer could hold. */
  limit: z.number(),
  /** When the queue was last changed (ISO 8601 date-time). */
  queueModifiedAt: z.string(),
  /** Whether more than one client has used the queue. */
  hadMultipleClients: z.boolean(),
  /** The first pending requests of the queue. */
  items: z.array(headRequest),
});

/** Head requests locked for this client. */
export const lockedHead = z.looseObject({
  /** Most requests this answer could hold. */
  limit: z.number(),
  /** When the queue was last changed (ISO 8601 date-time). */
  queueModifiedAt: z.string(),
  /** Whether more than one client has used the queue. */
  hadMultipleClients: z.boolean(),
  /** Whether any client, this one or another, holds locks on requests of the queue. */
  queueHasLockedRequests: z.optional(z.boolean()),
  /** The client key the requests were locked for. */
  clientKey: z.optional(z.string()),
  /** How long the locks last, in seconds. */
  lockSecs: z.number(),
  /** The requests now locked, each with when its lock expires. */
  items: z.array(z.looseObject({ ...headRequest.shape, lockExpiresAt: z.string() })),
});

/** When a request lock expires. */
export const lockInfo = z.looseObject({
  /** When the lock ends and other clients may take the request again, as an ISO 8601 date-time. */
  lockExpiresAt: z.string(),
});

/** How many requests were unlocked. */
export const unlockResult = z.looseObject({
  /** The number of requests whose locks this client held and gave up. */
  unlockedCount: z.number(),
});

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
  /** One page of a queue's requests, as the API sends it. */
  RequestList: typeof requestPage;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.

/** Summary of a request queue, as lists show it. */
export interface RequestQueueShort {
  /**
   * ID of the queue.
   *
   * Text.
   */
  id: string;
  /**
   * Name of the queue; null or absent when it has none.
   *
   * Text. May be `null`. Not always present.
   */
  name?: string | null | undefined;
  /**
   * ID of the user who owns the queue.
   *
   * Text.
   */
  userId: string;
  /**
   * The owner's username.
   *
   * Text. Not always present.
   */
  username?: string | undefined;
  /**
   * ID of the Actor whose run created the queue, if any.
   *
   * Text. May be `null`. Not always present.
   */
  actId?: string | null | undefined;
  /**
   * ID of the run that created the queue, if any.
   *
   * Text. May be `null`. Not always present.
   */
  actRunId?: string | null | undefined;
  /**
   * When the queue was created (ISO 8601 date-time).
   *
   * Text.
   */
  createdAt: string;
  /**
   * When requests were last added, changed, removed, locked or unlocked (ISO 8601 date-time).
   *
   * Text.
   */
  modifiedAt: string;
  /**
   * When the queue was last accessed (ISO 8601 date-time).
   *
   * Text.
   */
  accessedAt: string;
  /**
   * Number of requests in the queue, handled or not.
   *
   * A number at least 0.
   */
  totalRequestCount: number;
  /**
   * Number of requests marked handled.
   *
   * A number at least 0.
   */
  handledRequestCount: number;
  /**
   * Number of requests not yet handled.
   *
   * A number.
   */
  pendingRequestCount: number;
  /**
   * Whether more than one client has used the queue.
   *
   * `true` or `false`.
   */
  hadMultipleClients: boolean;
  /**
   * Counts of operations on the queue and the storage it takes up.
   *
   * An object. Not always present.
   */
  stats?: {
    /**
     * Delete operations done on the queue.
     *
     * A number. Not always present.
     */
    deleteCount?: number | undefined;
    /**
     * Times requests were read from the queue's head.
     *
     * A number. Not always present.
     */
    headItemReadCount?: number | undefined;
    /**
     * Read operations done on the queue.
     *
     * A number. Not always present.
     */
    readCount?: number | undefined;
    /**
     * Storage the queue takes up, in bytes.
     *
     * A number. Not always present.
     */
    storageBytes?: number | undefined;
    /**
     * Write operations done on the queue.
     *
     * A number. Not always present.
     */
    writeCount?: number | undefined;
  } | undefined;
  /**
   * Who besides the owner may read the queue.
   *
   * One of `'ANYONE_WITH_ID_CAN_READ'`, `'ANYONE_WITH_NAME_CAN_READ'`, `'FOLLOW_USER_SETTING'` or `'RESTRICTED'`. Not always present.
   */
  generalAccess?: 'ANYONE_WITH_ID_CAN_READ' | 'ANYONE_WITH_NAME_CAN_READ' | 'FOLLOW_USER_SETTING' | 'RESTRICTED' | undefined;
}

/** A request queue. */
export interface RequestQueue {
  /**
   * ID of the queue.
   *
   * Text.
   */
  id: string;
  /**
   * Name of the queue; null or absent when it has none.
   *
   * Text. May be `null`. Not always present.
   */
  name?: string | null | undefined;
  /**
   * ID of the user who owns the queue.
   *
   * Text.
   */
  userId: string;
  /**
   * The owner's username.
   *
   * Text. Not always present.
   */
  username?: string | undefined;
  /**
   * ID of the Actor whose run created the queue, if any.
   *
   * Text. May be `null`. Not always present.
   */
  actId?: string | null | undefined;
  /**
   * ID of the run that created the queue, if any.
   *
   * Text. May be `null`. Not always present.
   */
  actRunId?: string | null | undefined;
  /**
   * When the queue was created (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  createdAt: string;
  /**
   * When requests were last added, changed, removed, locked or unlocked (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  modifiedAt: string;
  /**
   * When the queue was last accessed (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  accessedAt: string;
  /**
   * Number of requests in the queue, handled or not.
   *
   * A number at least 0.
   */
  totalRequestCount: number;
  /**
   * Number of requests marked handled.
   *
   * A number at least 0.
   */
  handledRequestCount: number;
  /**
   * Number of requests not yet handled.
   *
   * A number.
   */
  pendingRequestCount: number;
  /**
   * Whether more than one client has used the queue.
   *
   * `true` or `false`.
   */
  hadMultipleClients: boolean;
  /**
   * Counts of operations on the queue and the storage it takes up.
   *
   * An object. Not always present.
   */
  stats?: {
    /**
     * Delete operations done on the queue.
     *
     * A number. Not always present.
     */
    deleteCount?: number | undefined;
    /**
     * Times requests were read from the queue's head.
     *
     * A number. Not always present.
     */
    headItemReadCount?: number | undefined;
    /**
     * Read operations done on the queue.
     *
     * A number. Not always present.
     */
    readCount?: number | undefined;
    /**
     * Storage the queue takes up, in bytes.
     *
     * A number. Not always present.
     */
    storageBytes?: number | undefined;
    /**
     * Write operations done on the queue.
     *
     * A number. Not always present.
     */
    writeCount?: number | undefined;
  } | undefined;
  /**
   * Who besides the owner may read the queue.
   *
   * One of `'ANYONE_WITH_ID_CAN_READ'`, `'ANYONE_WITH_NAME_CAN_READ'`, `'FOLLOW_USER_SETTING'` or `'RESTRICTED'`. Not always present.
   */
  generalAccess?: 'ANYONE_WITH_ID_CAN_READ' | 'ANYONE_WITH_NAME_CAN_READ' | 'FOLLOW_USER_SETTING' | 'RESTRICTED' | undefined;
  /**
   * The address of the queue's page in the platform's web console.
   *
   * Text: an absolute web address.
   */
  consoleUrl: string;
}

/** A request stored in a queue. */
export interface QueueRequest {
  /**
   * ID of the request in the queue, the one given back when it was added.
   *
   * Text.
   */
  id: string;
  /**
   * Key that identifies the request; requests with equal keys count as the same request.
   *
   * Text.
   */
  uniqueKey: string;
  /**
   * Address the request points to.
   *
   * Text.
   */
  url: string;
  /**
   * HTTP method of the request.
   *
   * One of `'GET'`, `'HEAD'`, `'POST'`, `'PUT'`, `'DELETE'`, `'CONNECT'`, `'OPTIONS'`, `'TRACE'` or `'PATCH'`. Not always present.
   */
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'CONNECT' | 'OPTIONS' | 'TRACE' | 'PATCH' | undefined;
  /**
   * How many times processing of the request has been retried.
   *
   * A whole number. Not always present.
   */
  retryCount?: number | undefined;
  /**
   * The address actually loaded, after any redirects.
   *
   * Text. May be `null`. Not always present.
   */
  loadedUrl?: string | null | undefined;
  /**
   * Body sent with the request, as for POST or PUT.
   *
   * Text or an object of values by key, each any value. May be `null`. Not always present.
   */
  payload?: string | Record<string, unknown> | null | undefined;
  /**
   * HTTP headers sent with the request.
   *
   * An object of values by key, each any value. May be `null`. Not always present.
   */
  headers?: Record<string, unknown> | null | undefined;
  /**
   * Any custom data kept with the request.
   *
   * An object of values by key, each any value. Not always present.
   */
  userData?: Record<string, unknown> | undefined;
  /**
   * Whether the request should not be tried again when processing it fails.
   *
   * `true` or `false`. May be `null`. Not always present.
   */
  noRetry?: boolean | null | undefined;
  /**
   * Errors recorded by failed attempts to process the request.
   *
   * A list, each text. May be `null`. Not always present.
   */
  errorMessages?: string[] | null | undefined;
  /**
   * When the request was marked handled (ISO 8601); null or absent while it is not.
   *
   * Text: a date and time in ISO 8601 form. May be `null`. Not always present.
   */
  handledAt?: string | null | undefined;
}

/** What adding a request did. */
export interface RequestRegistration {
  /**
   * ID of the request in the queue.
   *
   * Text.
   */
  requestId: string;
  /**
   * Whether a request with the same unique key was already in the queue.
   *
   * `true` or `false`.
   */
  wasAlreadyPresent: boolean;
  /**
   * Whether that earlier request had already been handled.
   *
   * `true` or `false`.
   */
  wasAlreadyHandled: boolean;
}

/** Result of a batch add. */
export interface BatchAddResult {
  /**
   * Requests the batch took in, each with what adding it did.
   *
   * A list, each an object.
   */
  processedRequests: {
    /** Text. */
    requestId: string;
    /** Text. */
    uniqueKey: string;
    /** `true` or `false`. */
    wasAlreadyPresent: boolean;
    /** `true` or `false`. */
    wasAlreadyHandled: boolean;
  }[];
  /**
   * Requests that could not be added; they may be sent again.
   *
   * A list, each an object.
   */
  unprocessedRequests: {
    /**
     * ID of the request, when it has one.
     *
     * Text. Not always present.
     */
    id?: string | undefined;
    /**
     * Unique key of the request.
     *
     * Text. Not always present.
     */
    uniqueKey?: string | undefined;
    /**
     * Address of the request.
     *
     * Text. Not always present.
     */
    url?: string | undefined;
    /**
     * HTTP method of the request.
     *
     * Text. The description lists `'GET'`, `'HEAD'`, `'POST'`, `'PUT'`, `'DELETE'`, `'CONNECT'`, `'OPTIONS'`, `'TRACE'` or `'PATCH'`. Not always present.
     */
    method?: string | undefined;
  }[];
}

/** Result of a batch delete. */
export interface BatchDeleteResult {
  /**
   * Requests the batch deleted.
   *
   * A list, each an object.
   */
  processedRequests: {
    /**
     * ID of the request, when it has one.
     *
     * Text. Not always present.
     */
    id?: string | undefined;
    /**
     * Unique key of the request.
     *
     * Text. Not always present.
     */
    uniqueKey?: string | undefined;
    /**
     * Address of the request.
     *
     * Text. Not always present.
     */
    url?: string | undefined;
    /**
     * HTTP method of the request.
     *
     * Text. Not always present.
     */
    method?: string | undefined;
  }[];
  /**
   * Requests that could not be deleted; they may be sent again.
   *
   * A list, each an object.
   */
  unprocessedRequests: {
    /**
     * ID of the request, when it has one.
     *
     * Text. Not always present.
     */
    id?: string | undefined;
    /**
     * Unique key of the request.
     *
     * Text. Not always present.
     */
    uniqueKey?: string | undefined;
    /**
     * Address of the request.
     *
     * Text. Not always present.
     */
    url?: string | undefined;
    /**
     * HTTP method of the request.
     *
     * Text. The description lists `'GET'`, `'HEAD'`, `'POST'`, `'PUT'`, `'DELETE'`, `'CONNECT'`, `'OPTIONS'`, `'TRACE'` or `'PATCH'`. Not always present.
     */
    method?: string | undefined;
  }[];
}

/** The first pending requests of a queue. */
export interface QueueHead {
  /**
   * Most requests this answer could hold.
   *
   * A number.
   */
  limit: number;
  /**
   * When the queue was last changed (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  queueModifiedAt: string;
  /**
   * Whether more than one client has used the queue.
   *
   * `true` or `false`.
   */
  hadMultipleClients: boolean;
  /**
   * The first pending requests of the queue.
   *
   * A list, each an object.
   */
  items: {
    /**
     * ID of the request.
     *
     * Text.
     */
    id: string;
    /**
     * Unique key of the request.
     *
     * Text.
     */
    uniqueKey: string;
    /**
     * Address of the request.
     *
     * Text.
     */
    url: string;
    /**
     * HTTP method of the request.
     *
     * Text. The description lists `'GET'`, `'HEAD'`, `'POST'`, `'PUT'`, `'DELETE'`, `'CONNECT'`, `'OPTIONS'`, `'TRACE'` or `'PATCH'`. Not always present.
     */
    method?: string | undefined;
    /**
     * How many times processing of the request has been retried.
     *
     * A number. Not always present.
     */
    retryCount?: number | undefined;
  }[];
}

/** Head requests locked for this client. */
export interface LockedHead {
  /**
   * Most requests this answer could hold.
   *
   * A number.
   */
  limit: number;
  /**
   * When the queue was last changed (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  queueModifiedAt: string;
  /**
   * Whether more than one client has used the queue.
   *
   * `true` or `false`.
   */
  hadMultipleClients: boolean;
  /**
   * Whether any client, this one or another, holds locks on requests of the queue.
   *
   * `true` or `false`. Not always present.
   */
  queueHasLockedRequests?: boolean | undefined;
  /**
   * The client key the requests were locked for.
   *
   * Text. Not always present.
   */
  clientKey?: string | undefined;
  /**
   * How long the locks last, in seconds.
   *
   * A number.
   */
  lockSecs: number;
  /**
   * The requests now locked, each with when its lock expires.
   *
   * A list, each an object.
   */
  items: {
    /**
     * ID of the request.
     *
     * Text.
     */
    id: string;
    /**
     * Unique key of the request.
     *
     * Text.
     */
    uniqueKey: string;
    /**
     * Address of the request.
     *
     * Text.
     */
    url: string;
    /**
     * HTTP method of the request.
     *
     * Text. The description lists `'GET'`, `'HEAD'`, `'POST'`, `'PUT'`, `'DELETE'`, `'CONNECT'`, `'OPTIONS'`, `'TRACE'` or `'PATCH'`. Not always present.
     */
    method?: string | undefined;
    /**
     * How many times processing of the request has been retried.
     *
     * A number. Not always present.
     */
    retryCount?: number | undefined;
    /** Text: a date and time in ISO 8601 form. */
    lockExpiresAt: string;
  }[];
}

/** A request lock's new expiry. */
export interface LockInfo {
  /**
   * When the lock ends and other clients may take the request again, as an ISO 8601 date-time.
   *
   * Text: a date and time in ISO 8601 form.
   */
  lockExpiresAt: string;
}

/** How many locks were released. */
export interface UnlockResult {
  /**
   * The number of requests whose locks this client held and gave up.
   *
   * A number.
   */
  unlockedCount: number;
}

/** One page of a queue's requests, as the API sends it. */
export interface RequestList {
  /**
   * The requests on this page.
   *
   * A list, each a `QueueRequest`.
   */
  items: QueueRequest[];
  /**
   * Most requests this page could hold, as the server applied it.
   *
   * A number.
   */
  limit: number;
  /**
   * Cursor of this page.
   *
   * Text. May be `null`. Not always present.
   */
  cursor?: string | null | undefined;
  /**
   * Cursor to pass to read the next page.
   *
   * Text. May be `null`. Not always present.
   */
  nextCursor?: string | null | undefined;
}
// End of the generated answer types.
