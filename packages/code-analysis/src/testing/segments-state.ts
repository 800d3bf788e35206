import { definedOf } from '@typed-api/core/testing';
import type { Segment } from '../responses/segments.js';

/** A segment key and its segments (values). */
export interface FakeSegmentKey {
  /** Numeric id of the key. */
  id: number;
  /** The key, e.g. `team`. */
  key: string;
  /** Its segments. */
  values: Segment[];
}

/** The segments of one organization and where their synchronization stands. */
export interface FakeOrganizationSegments {
  /** `NotSynced`, `Syncing`, `Completed` or `Error`. */
  status: 'NotSynced' | 'Syncing' | 'Completed' | 'Error';
  /** The error of a failed synchronization. */
  error?: string | undefined;
  /** Status reads left before a running synchronization ends. */
  readsLeft: number;
  /** The segments the service knows (what the lists show). */
  keys: FakeSegmentKey[];
  /** The segments on the git provider: a synchronization copies them into `keys`. */
  remote: FakeSegmentKey[];
  /** When set, the next synchronization ends in `Error` with this message. */
  nextError?: string | undefined;
}

/** The segments of every organization (`segments` namespace), by organization key. */
export interface FakeSegmentsState {
  /** Per organization key (`provider/organization`); an organization without an entry has never synchronized. */
  organizations: Map<string, FakeOrganizationSegments>;
}

/** A deep copy of segment keys (what a synchronization takes from the provider). */
export function copySegmentKeys(keys: readonly FakeSegmentKey[]): FakeSegmentKey[] {
  return keys.map((k) => ({ ...k, values: k.values.map((v) => ({ ...v })) }));
}

/** A segment key and its segments, each given as its id, value and description. */
function segmentKey(id: number, key: string, values: readonly [number, string, string?][]): FakeSegmentKey {
  const segment = ([valueId, value, description]: readonly [number, string, string?]) => ({ id: valueId, name: key, value, ...definedOf({ description }) });
  return { id, key, values: values.map(segment) };
}

/** The segments the fake starts with: `gh/acme` synchronized, with keys `team` (two segments) and `tier` (two segments). */
export function seedSegments(): FakeSegmentsState {
  const keys = [
    segmentKey(301, 'team', [
      [3011, 'platform', 'Services the platform team owns'],
      [3012, 'payments', 'Billing and checkout'],
    ]),
    segmentKey(302, 'tier', [[3021, 'critical', 'Customer-facing production services'], [3022, 'internal']]),
  ];
  return { organizations: new Map([['gh/acme', { status: 'Completed', readsLeft: 0, keys, remote: copySegmentKeys(keys) }]]) };
}
