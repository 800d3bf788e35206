import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { listEnvelope } from './common.js';

/** A page of an organization's segment keys. */
export const segmentKeyPageSchema = listEnvelope(z.string());

/** A segment key and its id. */
export const segmentKeyWithIdSchema = z.looseObject({ id: z.number(), key: z.string() });
/** A segment key with its id. */
export type SegmentKeyWithId = z.output<typeof segmentKeyWithIdSchema>;

/** A page of an organization's segment keys with their ids. */
export const segmentKeyWithIdPageSchema = listEnvelope(segmentKeyWithIdSchema);

/** A segment of an organization: one value of a segment key (on GitHub, of a repository custom property). */
export const segmentEntrySchema = z.looseObject({ id: z.number(), name: z.string(), value: z.optional(z.string()), description: z.optional(z.string()) });
/** A segment: its id, name, value and description. */
export type Segment = z.output<typeof segmentEntrySchema>;

/** A page of the segments of a segment key. */
export const segmentPageSchema = listEnvelope(segmentEntrySchema);

/** The state of an organization's segment synchronization with the git provider. */
export const segmentsSyncStatusSchema = z.looseObject({
  /** `Syncing`, `Completed`, `Error` or `NotSynced` (the API may add more). */
  status: openEnum(['Syncing', 'Completed', 'Error', 'NotSynced']),
  /** What went wrong, when the status is `Error`. */
  error: z.optional(z.string()),
});
/** Where the segment synchronization stands, and its error if it failed. */
export type SegmentsSyncStatus = z.output<typeof segmentsSyncStatusSchema>;
