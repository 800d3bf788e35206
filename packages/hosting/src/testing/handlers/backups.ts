import { fail, type FakeHandlers } from '@typed-api/core/testing';
import { HttpResponse } from 'msw';
import type * as backups from '../../operations/backups.js';
import { chunkedBody } from '../dialect.js';
import type { FakeContext, FakeSite } from '../state.js';

/** A backup file as the API streams it: an SQL dump for a database backup, a bzip2 archive for the files. */
export function backupDownload(type: string, size: number): Response {
  const body =
    type === 'db'
      ? chunkedBody('-- database dump\n', 'INSERT INTO wp_options VALUES (1, "siteurl", "https://example.com");\n', size)
      : chunkedBody('BZh91AY&SY', '\u0001\u0002\u0003\u0004', size);
  return new HttpResponse(body, {
    status: 200,
    headers: { 'content-type': type === 'db' ? 'application/sql' : 'application/x-bzip2', 'content-length': String(size) },
  });
}

/** The scheduled backups of a site and their downloads. */
export function backupsHandlers({ state, config }: FakeContext): FakeHandlers<typeof backups> {
  const site = (path: { siteId: number }): FakeSite => state().sites.require(path.siteId);
  return {
    'backups.list': ({ path }) => {
      const found = site(path);
      const { fs, db } = found.backups;
      return db.map((entry, i) => {
        const files = fs[i];
        return {
          timestamp: entry.backup_timestamp.replace(/[ :]/g, '-').slice(0, 16),
          siteId: found.record.id,
          databaseBackupId: Number(entry.id),
          filesystemBackupId: files ? Number(files.id) : null,
        };
      });
    },
    'backups.listFilesystem': ({ path }) => site(path).backups.fs,
    'backups.listDatabase': ({ path }) => site(path).backups.db,
    'backups.download': ({ path }) => {
      const { fs, db } = site(path).backups;
      const entry = [...fs, ...db].find((b) => b.id === String(path.backupId));
      if (!entry) fail(404, 'Backup not found');
      // A raw answer: the download is a byte stream (SQL or bzip2), not JSON.
      return backupDownload(entry.type, config.downloadBytes);
    },
  };
}
