import * as z from 'zod/mini';
import { generalAccess } from './common.js';
import type { RequestQueuesBatchAddRequestsInputs, RequestQueuesBatchDeleteRequestsInputs } from '../functions/requestQueues.js';

/** HTTP methods a stored request may use. */
export const requestMethod = z.enum(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'CONNECT', 'OPTIONS', 'TRACE', 'PATCH']);
/** HTTP method of a stored request. */
export type RequestMethod = z.infer<typeof requestMethod>;

/** Fields that can change on a queue. */
export const queueUpdate = z.object({
  /** New name for the queue. */
  name: z.optional(z.nullable(z.string())),
  /** Who besides the owner may read the queue. */
  generalAccess: z.optional(generalAccess),
});
/** Fields that can change on a queue. */
export type QueueUpdate = z.input<typeof queueUpdate>;

/** The fields of a stored request, read and written alike (its `id` aside). */
export const requestFields = {
  /** Key that identifies the request; requests with equal keys count as the same request. */
  uniqueKey: z.string(),
  /** Address the request points to. */
  url: z.string(),
  /** HTTP method of the request. */
  method: z.optional(requestMethod),
  /** How many times processing of the request has been retried. */
  retryCount: z.optional(z.int()),
  /** The address actually loaded, after any redirects. */
  loadedUrl: z.optional(z.nullable(z.string())),
  /** Body sent with the request, as for POST or PUT. */
  payload: z.optional(z.nullable(z.union([z.string(), z.record(z.string(), z.unknown())]))),
  /** HTTP headers sent with the request. */
  headers: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  /** Any custom data kept with the request. */
  userData: z.optional(z.record(z.string(), z.unknown())),
  /** Whether the request should not be tried again when processing it fails. */
  noRetry: z.optional(z.nullable(z.boolean())),
  /** Errors recorded by failed attempts to process the request. */
  errorMessages: z.optional(z.nullable(z.array(z.string()))),
  /** When the request was marked handled (ISO 8601); null or absent while it is not. */
  handledAt: z.optional(z.nullable(z.string())),
};

/** A request to add in a batch: no `id` yet. */
export const newRequest = z.looseObject(requestFields);
/** A request to add to a queue (the generated, documented type of a batch's items). */
export type NewRequest = RequestQueuesBatchAddRequestsInputs['requests'][number];

/**
 * The body of one request added on its own: the fields the API documents and no other, so that a
 * misspelt field, or a request option put among the inputs, is refused rather than stored.
 */
export const requestToAdd = z.object(requestFields);

/**
 * The body of a request update: the fields the API documents, and the request's `id` where the caller
 * has it (a request read from the queue, spread; the path names the request, so the body needs none).
 */
export const requestUpdateBody = z.extend(z.object({ id: z.optional(z.string()) }), requestFields);
/** The fields of a request update (its `id` optional: the request is picked by the `requestId` given first). */
export type RequestUpdate = z.input<typeof requestUpdateBody>;

/** Which request to delete in a batch: by id or by unique key. */
export const requestToDelete = z.union([
  z.looseObject({ id: z.string().check(z.minLength(1)) }),
  z.looseObject({ uniqueKey: z.string().check(z.minLength(1)) }),
]);
/** Which request to delete in a batch (the generated, documented type of a batch's items). */
export type RequestToDelete = RequestQueuesBatchDeleteRequestsInputs['requests'][number];

/** The requests a batch helper adds, each checked as one batch call takes it (loaded by the helper on first use). */
export const newRequestList = z.array(newRequest);
/** The requests a batch helper deletes, each naming its request by `id` or `uniqueKey`. */
export const requestToDeleteList = z.array(requestToDelete);

