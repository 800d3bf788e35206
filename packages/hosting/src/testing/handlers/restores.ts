import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as restores from '../../operations/restores.js';
import { envelope } from '../dialect.js';
import type { FakeContext } from '../state.js';

/** Restores of a site's scheduled backups (onto it or onto another site); they complete at once. */
export function restoresHandlers({ state }: FakeContext): FakeHandlers<typeof restores> {
  return {
    'restores.create': ({ path, inputs }) => {
      const s = state();
      const site = s.sites.require(path.siteId);
      const target = inputs.restore_on_site_id === undefined ? site : s.sites.require(inputs.restore_on_site_id);
      const fsId = inputs.filesystem_id === undefined ? undefined : String(inputs.filesystem_id);
      const dbId = inputs.database_id === undefined ? undefined : String(inputs.database_id);
      if (fsId === undefined && dbId === undefined) fail(400, 'filesystem_id or database_id is required');
      if (fsId !== undefined && !site.backups.fs.some((b) => b.id === fsId)) fail(404, 'Filesystem backup not found');
      if (dbId !== undefined && !site.backups.db.some((b) => b.id === dbId)) fail(404, 'Database backup not found');
      target.maintenanceMode = true;
      target.restores.push({
        id: s.nextId++,
        status: 'completed',
        logMessages: ['Restore finished'],
        filesystemId: fsId ?? null,
        databaseId: dbId ?? null,
        fromSiteId: target === site ? null : site.record.id,
        error: null,
      });
      return envelope(null);
    },
    'restores.get': ({ path }) => {
      const restore = state()
        .sites.require(path.siteId)
        .restores.find((x) => x.id === path.restoreId);
      if (!restore) fail(404, 'Restore not found');
      return restore;
    },
  };
}
