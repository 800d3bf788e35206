import { type ApiPromise, type HttpClient, type Paginated, poll, type PollOptions, type RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import { getSegments, getSegmentsKeys, getSegmentsKeysWithIds, getSegmentsSyncStatus, syncSegments } from '../operations/segments.js';
import type { Segment, SegmentKeyWithId, SegmentsSyncStatus } from '../responses/segments.js';
import type { OrganizationRef } from '../schemas/common.js';
import type { searchSegmentsQuery } from '../schemas/segments.js';
import type { CursorPage } from '../wire.js';

/** Options of the segment lists: a search, where to start and the page size (1 to 100). */
export type ListSegmentsOptions = z.input<typeof searchSegmentsQuery>;

/** Options of {@link SegmentsResource.waitForSync}: the wait's options, with the status in `onProgress`, and each poll's `headers`. */
export type WaitForSegmentsSyncOptions = PollOptions<SegmentsSyncStatus>;

/** True when a segment synchronization has ended, well (`Completed`) or not (`Error`). */
export function isSegmentsSyncFinished(status: SegmentsSyncStatus): boolean {
  return status.status === 'Completed' || status.status === 'Error';
}

/**
 * Segments of an organization: groups of repositories by key and value (on GitHub, the repositories'
 * custom properties), synchronized from the git provider. Repository lists filter by segment ids.
 */
export class SegmentsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists the organization's segment keys, page by page. */
  listKeys(org: OrganizationRef, options: ListSegmentsOptions = {}, requestOptions?: RequestOptions): Paginated<string, CursorPage<string>> {
    return walkList(this.#http, getSegmentsKeys, { params: org, query: options }, requestOptions);
  }

  /** Lists the organization's segment keys with their ids, page by page. */
  listKeysWithIds(org: OrganizationRef, options: ListSegmentsOptions = {}, requestOptions?: RequestOptions): Paginated<SegmentKeyWithId, CursorPage<SegmentKeyWithId>> {
    return walkList(this.#http, getSegmentsKeysWithIds, { params: org, query: options }, requestOptions);
  }

  /** Lists the segments (the values) of one segment key, page by page. */
  listValues(org: OrganizationRef, segmentKey: string, options: ListSegmentsOptions = {}, requestOptions?: RequestOptions): Paginated<Segment, CursorPage<Segment>> {
    return walkList(this.#http, getSegments, { params: { ...org, segmentKey }, query: options }, requestOptions);
  }

  /** Starts a synchronization of the segments with the git provider (nothing new starts while one runs); see {@link SegmentsResource.waitForSync}. */
  sync(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(syncSegments, { params: org }, requestOptions);
  }

  /** Reads where the segment synchronization stands: `Syncing`, `Completed`, `Error` (with `error`) or `NotSynced`. */
  syncStatus(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<SegmentsSyncStatus> {
    return this.#http.call(getSegmentsSyncStatus, { params: org }, requestOptions);
  }

  /**
   * Polls the synchronization status until it is `Completed` or `Error` and returns it (check `status`
   * to tell them apart). Call it after {@link SegmentsResource.sync}: a `NotSynced` organization is
   * waited on (until `timeoutMs`, WaitTimeoutError). Cancelled by `signal` (AbortError). `onProgress` sees
   * each reading, its status the synchronization's (`Syncing`, `Completed`…).
   */
  async waitForSync(org: OrganizationRef, options?: WaitForSegmentsSyncOptions): Promise<SegmentsSyncStatus> {
    return poll((callOptions) => this.syncStatus(org, callOptions), isSegmentsSyncFinished, options);
  }
}
