// Hand-written: backup downloads (streamed SQL or bzip2), restores that check their backups and put the target in
// maintenance mode, and on-demand backups that complete after some reads, at most 3 of a type per site; a restore's
// read is the core's (collectionHandlers).
import { collectionHandlers, fail, type FakeHandlers } from '@typed-api/core/testing';
import { HttpResponse } from 'msw';
import type * as backups from '../../operations/backups.js';
import type * as ondemandBackups from '../../operations/ondemand-backups.js';
import * as restores from '../../operations/restores.js';
import * as responses from '../../responses/index.js';
import type { FakeConfig } from '../config.js';
import { chunkedBody, envelope } from '../dialect.js';
import type { FakeContext, FakeOndemandBackup, FakeSite } from '../state.js';

/** On-demand backups of one type a site may keep at once. */
const PER_TYPE_LIMIT = 3;

/** A backup file as the API streams it: an SQL dump for a database backup, a bzip2 archive for the files. */
function backupDownload(type: string, size: number): Response {
  const body =
    type === 'db'
      ? chunkedBody('-- database dump\n', 'INSERT INTO wp_options VALUES (1, "siteurl", "https://example.com");\n', size)
      : chunkedBody('BZh91AY&SY', '\u0001\u0002\u0003\u0004', size);
  return new HttpResponse(body, {
    status: 200,
    headers: { 'content-type': type === 'db' ? 'application/sql' : 'application/x-bzip2', 'content-length': String(size) },
  });
}

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

/** The scheduled backups of a site, their downloads and restores, and backups made on request. */
export function backupsHandlers({ state, config }: FakeContext): FakeHandlers<typeof backups & typeof restores & typeof ondemandBackups> {
  const site = (path: { siteId: number }): FakeSite => state().sites.require(path.siteId);
  const ondemand = (siteId: number): FakeOndemandBackup[] => [...state().ondemandBackups.values()].filter((b) => b.record.siteId === siteId);
  /** An on-demand backup of the site by its request id, or by its id once completed. */
  const find = (path: { siteId: number; backupId: number | string }): FakeOndemandBackup => {
    const id = String(path.backupId);
    return ondemand(path.siteId).find((b) => String(b.record.requestId) === id || b.record.id === id) ?? fail(404, 'Backup not found');
  };
  return {
    ...collectionHandlers(restores.restoresOperations, responses, {
      what: 'Restore',
      records: (path) => state().sites.require(Number(path.siteId)).restores,
      page: (all) => all,
    }),
    'backups.list': ({ path }) => {
      const { fs, db } = site(path).backups;
      return db.map((entry, i) => ({
        timestamp: entry.backup_timestamp.replace(/[ :]/g, '-').slice(0, 16),
        siteId: path.siteId,
        databaseBackupId: Number(entry.id),
        filesystemBackupId: fs[i] ? Number(fs[i].id) : null,
      }));
    },
    'backups.listFilesystem': ({ path }) => site(path).backups.fs,
    'backups.listDatabase': ({ path }) => site(path).backups.db,
    'backups.download': ({ path }) => {
      const { fs, db } = site(path).backups;
      const entry = [...fs, ...db].find((b) => b.id === String(path.backupId)) ?? fail(404, 'Backup not found');
      return backupDownload(entry.type, config.downloadBytes);
    },
    'restores.create': ({ path, inputs }) => {
      const s = state();
      const from = site(path);
      const target = inputs.restore_on_site_id === undefined ? from : s.sites.require(inputs.restore_on_site_id);
      const fsId = inputs.filesystem_id === undefined ? undefined : String(inputs.filesystem_id);
      const dbId = inputs.database_id === undefined ? undefined : String(inputs.database_id);
      if (fsId === undefined && dbId === undefined) fail(400, 'filesystem_id or database_id is required');
      if (fsId !== undefined && !from.backups.fs.some((b) => b.id === fsId)) fail(404, 'Filesystem backup not found');
      if (dbId !== undefined && !from.backups.db.some((b) => b.id === dbId)) fail(404, 'Database backup not found');
      target.maintenanceMode = true;
      const restore = { id: s.nextId++, status: 'completed', logMessages: ['Restore finished'], error: null };
      target.restores.push({ ...restore, filesystemId: fsId ?? null, databaseId: dbId ?? null, fromSiteId: target === from ? null : from.record.id });
      return envelope(null);
    },
    'ondemandBackups.list': ({ path }) => ondemand(path.siteId).map((b) => b.record),
    'ondemandBackups.create': ({ path, inputs }) => {
      const s = state();
      const type = inputs.backup_type;
      const sameType = ondemand(path.siteId).filter((b) => b.record.type === type && b.record.status !== 'deleting');
      const limit = `The site already has ${String(PER_TYPE_LIMIT)} ${type} on-demand backups; delete one before creating another`;
      if (sameType.length >= PER_TYPE_LIMIT) fail(422, limit);
      const requestId = s.nextId++;
      const seconds = Math.floor(config.now() / 1000);
      const record = {
        id: null,
        requestId,
        siteId: path.siteId,
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
