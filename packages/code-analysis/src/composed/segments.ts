// Hand-written: a wait composes repeated reads of the synchronization status.
import { poll, type PollOptions } from '@typed-api/core';
import type { SegmentsMethods } from '../functions/segments.js';
import type { SegmentsSyncStatus } from '../responses/segments.js';

/** Options of {@link SegmentsComposites.waitForSync}: the wait's options, with the status in `onProgress`, and each poll's `headers`. */
export type WaitForSegmentsSyncOptions = PollOptions<SegmentsSyncStatus>;

/** True when a segment synchronization has ended, well (`Completed`) or not (`Error`). */
export function isSegmentsSyncFinished(status: SegmentsSyncStatus): boolean {
  return status.status === 'Completed' || status.status === 'Error';
}

/** What the segments namespace does beyond one call per method: waiting for a synchronization to end. */
export class SegmentsComposites {
  /**
   * Polls the synchronization status until it is `Completed` or `Error` and returns it (check `status`
   * to tell them apart). Call it after `segments.sync`: a `NotSynced` organization is waited on (until
   * `timeoutMs`, WaitTimeoutError). Cancelled by `signal` (AbortError). `onProgress` sees each reading, its
   * status the synchronization's (`Syncing`, `Completed`…).
   */
  async waitForSync(provider: string, organization: string, options?: WaitForSegmentsSyncOptions): Promise<SegmentsSyncStatus> {
    return poll((callOptions) => this.syncStatus(provider, organization, callOptions), isSegmentsSyncFinished, options);
  }
}

// The class's own generated methods, which the namespace's class (its subclass) defines.
export interface SegmentsComposites extends Pick<SegmentsMethods, 'syncStatus'> {}
