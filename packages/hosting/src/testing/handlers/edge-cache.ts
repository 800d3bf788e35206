import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as edgeCache from '../../operations/edge-cache.js';
import { envelope } from '../dialect.js';
import type { FakeContext, FakeSite } from '../state.js';

/** The edge cache of a site: its state, the switch, purges and defensive mode. */
export function edgeCacheHandlers({ state }: FakeContext): FakeHandlers<typeof edgeCache> {
  const site = (path: { siteId: number }): FakeSite => state().sites.require(path.siteId);
  return {
    'edgeCache.get': ({ path }) => {
      const { edgeCacheActive, record } = site(path);
      const until = record.edgeCacheDefensiveModeUntil;
      // The status names the end of defensive mode in unix seconds; the fake only ever stores those.
      return { active: edgeCacheActive, defensive_mode: { active: record.edgeCacheDefensiveMode === true, active_until: typeof until === 'number' ? until : null } };
    },
    'edgeCache.toggle': ({ path }) => {
      const found = site(path);
      found.edgeCacheActive = !found.edgeCacheActive;
      found.record.edgeCache = found.edgeCacheActive ? 'enabled' : 'disabled';
      return envelope(null);
    },
    'edgeCache.purge': ({ path }) => {
      if (!site(path).edgeCacheActive) fail(422, 'Edge cache is not enabled on this site');
      return envelope(null);
    },
    'edgeCache.setDefensiveMode': ({ path, inputs }) => {
      const found = site(path);
      if (!found.edgeCacheActive) fail(422, 'Edge cache must be enabled to use defensive mode');
      if (!inputs.duration) fail(400, 'duration is required');
      return Object.assign(found.record, { edgeCacheDefensiveMode: true, edgeCacheDefensiveModeUntil: 1_900_000_000 });
    },
  };
}
