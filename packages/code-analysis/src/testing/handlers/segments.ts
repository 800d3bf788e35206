// Hand-written: the synchronization of segments and its status walk (Syncing for two reads, then Completed or
// Error), and the lists of keys and values it fills in.
import { fail, type FakeHandlers, type FakeRequest } from '@typed-api/core/testing';
import type * as ops from '../../operations/segments.js';
import { orgRecord, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import { copySegmentKeys, type FakeOrganizationSegments } from '../segments-state.js';

/** Status reads a synchronization takes before it ends. */
const SYNC_READS = 2;

/**
 * The fake's `segments` namespace: an organization's segment keys and values, and their synchronization
 * with the git provider. A synchronization copies the provider's segments (`remote`) into the lists; it
 * runs for two status reads, then ends `Completed` (or `Error` when `nextError` is set).
 */
export function segmentsHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;

  /** The segments of the call's organization (a 404 when it is unknown); created, never synchronized, on first use. */
  const segmentsOf = (call: FakeRequest): FakeOrganizationSegments =>
    orgRecord(state, call, state.segments.organizations, () => ({ status: 'NotSynced', readsLeft: 0, keys: [], remote: [] }));
  const matches = (call: { readonly inputs: { readonly search?: string | undefined } }, ...texts: (string | undefined)[]) => {
    const search = call.inputs.search?.toLowerCase();
    return search === undefined || texts.some((t) => t?.toLowerCase().includes(search));
  };

  return {
    'segments.listKeys': (call) => listBody(state, call, segmentsOf(call).keys.filter((k) => matches(call, k.key)).map((k) => k.key)),
    'segments.listKeysWithIds': (call) => listBody(state, call, segmentsOf(call).keys.filter((k) => matches(call, k.key)).map((k) => ({ id: k.id, key: k.key }))),
    'segments.listValues': (call) => {
      const key = segmentsOf(call).keys.find((k) => k.key === call.params.segmentKey);
      if (!key) fail(404, `Segment key ${call.params.segmentKey ?? ''} not found`);
      return listBody(state, call, key.values.filter((v) => matches(call, v.value, v.description)));
    },
    'segments.sync': (call) => {
      const segments = segmentsOf(call);
      // 202: a synchronization is already running; 204: one has started.
      if (segments.status === 'Syncing') return call.reply(undefined, { status: 202 });
      Object.assign(segments, { status: 'Syncing', error: undefined, readsLeft: SYNC_READS });
      return undefined;
    },
    'segments.syncStatus': (call) => {
      const segments = segmentsOf(call);
      const shown = segments.error === undefined ? { status: segments.status } : { status: segments.status, error: segments.error };
      if (segments.status === 'Syncing' && --segments.readsLeft <= 0) {
        if (segments.nextError === undefined) {
          Object.assign(segments, { status: 'Completed', keys: copySegmentKeys(segments.remote) });
        } else {
          Object.assign(segments, { status: 'Error', error: segments.nextError, nextError: undefined });
        }
      }
      return shown;
    },
  };
}
