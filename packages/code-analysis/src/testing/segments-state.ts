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

/** The segments the fake starts with: `gh/acme` synchronized, with keys `team` (two segments) and `tier` (two segments). */
export function seedSegments(): FakeSegmentsState {
  const keys: FakeSegmentKey[] = [
    {
      id: 301,
      key: 'team',
      values: [
        { id: 3011, name: 'team', value: 'platform', description: 'Services the platform team owns' },
        { id: 3012, name: 'team', value: 'payments', description: 'Billing and checkout' },
      ],
    },
    {
      id: 302,
      key: 'tier',
      values: [
        { id: 3021, name: 'tier', value: 'critical', description: 'Customer-facing production services' },
        { id: 3022, name: 'tier', value: 'internal' },
      ],
    },
  ];
  return { organizations: new Map([['gh/acme', { status: 'Completed', readsLeft: 0, keys, remote: copySegmentKeys(keys) }]]) };
}
