import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as ondemandBackups from '../../operations/ondemand-backups.js';
import type { FakeConfig } from '../config.js';
import type { FakeContext, FakeOndemandBackup, HostingFakeState } from '../state.js';
import { backupDownload } from './backups.js';

/** On-demand backups of one type a site may keep at once. */
const PER_TYPE_LIMIT = 3;

/** Moves a creating backup along: it completes after the configured number of reads. */
function advance(backup: FakeOndemandBackup, config: FakeConfig): void {
  if (backup.record.status !== 'creating') return;
  backup.polls++;
  if (backup.polls < config.backupPollsToComplete) return;
  const seconds = Math.floor(config.now() / 1000);
  Object.assign(backup.record, {
    status: 'completed',
    id: String(backup.record.requestId),
    completed: seconds,
    bytes: String(config.downloadBytes),
    backupTimestamp: new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' '),
  });
}

function siteBackups(s: HostingFakeState, siteId: number): FakeOndemandBackup[] {
  return [...s.ondemandBackups.values()].filter((b) => b.record.siteId === siteId);
}

/** Backups made on request: created, polled until complete, downloaded and deleted. */
export function ondemandBackupsHandlers({ state, config }: FakeContext): FakeHandlers<typeof ondemandBackups> {
  /** A backup of the site by its request id, or by its id once completed. */
  const find = (path: { siteId: number; backupId: number | string }): FakeOndemandBackup => {
    const s = state();
    const site = s.sites.require(path.siteId);
    const id = String(path.backupId);
    const backup = siteBackups(s, site.record.id).find((b) => String(b.record.requestId) === id || b.record.id === id);
    if (!backup) fail(404, 'Backup not found');
    return backup;
  };
  return {
    'ondemandBackups.list': ({ path }) => {
      const s = state();
      return siteBackups(s, s.sites.require(path.siteId).record.id).map((b) => b.record);
    },
    'ondemandBackups.create': ({ path, inputs }) => {
      const s = state();
      const site = s.sites.require(path.siteId);
      const type = inputs.backup_type;
      const sameType = siteBackups(s, site.record.id).filter((b) => b.record.type === type && b.record.status !== 'deleting');
      if (sameType.length >= PER_TYPE_LIMIT) fail(422, `The site already has ${String(PER_TYPE_LIMIT)} ${type} on-demand backups; delete one before creating another`);
      const requestId = s.nextId++;
      const seconds = Math.floor(config.now() / 1000);
      const record = {
        id: null,
        requestId,
        siteId: site.record.id,
        completed: null,
        status: 'creating',
        type,
        bytes: null,
        requested: seconds,
        backupTimestamp: null,
        createdBy: `Site Owner (${s.account.email})`,
        removedIn: '30 days from now',
        deleteAt: seconds + 30 * 86_400,
      };
      s.ondemandBackups.set(requestId, { record, polls: 0 });
      return record;
    },
    'ondemandBackups.get': ({ path }) => {
      const backup = find(path);
      advance(backup, config);
      return backup.record;
    },
    'ondemandBackups.download': ({ path }) => {
      const backup = find(path);
      if (backup.record.status !== 'completed') fail(422, 'The backup is not completed yet');
      // A raw answer: the download is a byte stream (SQL or bzip2), not JSON.
      return backupDownload(backup.record.type, config.downloadBytes);
    },
    'ondemandBackups.delete': ({ path }) => {
      const backup = find(path);
      if (backup.record.status !== 'completed') fail(422, 'Only completed backups can be deleted');
      backup.record.status = 'deleting';
      return backup.record;
    },
  };
}
