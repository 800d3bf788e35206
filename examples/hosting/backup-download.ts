import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { HostingClient, type OndemandBackup } from '@typed-api/hosting';
import { check, type Scenario } from '../scenario.ts';

/**
 * Creates an on-demand database backup, waits for it with progress, and streams the download to a
 * file without holding it in memory. Deletes the backup afterwards (a site keeps at most 3 per type).
 */
export const backupDownload: Scenario = {
  title: 'hosting: on-demand backup, wait for it, stream the download to a file',
  api: 'hosting',
  async run({ targets: { hosting: target }, step, logger }) {
    const hosting = new HostingClient({ baseUrl: target.baseUrl, clientId: target.clientId, clientSecret: target.clientSecret, logger });
    const { siteId } = target;

    // The API queues the backup: it answers at once with status `creating` and a request id to poll with.
    const backup = await hosting.ondemandBackups.create(siteId, { backup_type: 'db' });
    check(backup.requestId !== undefined, 'the backup has a request id to poll');
    step(`backup requested (request ${String(backup.requestId)}, ${backup.status})`);

    // Poll with growing intervals until it is no longer `creating`; onProgress shows progress.
    const done: OndemandBackup = await hosting.ondemandBackups.waitForCompletion(siteId, backup.requestId, {
      timeoutMs: 30 * 60_000,
      intervalMs: target.pollIntervalMs,
      onProgress: ({ attempts, elapsedMs }) => {
        step(`  check ${String(attempts)}: still working… (${String(Math.round(elapsedMs / 1000))} s)`);
      },
    });
    check(done.status === 'completed' && done.id !== null, `the backup completed (status ${done.status})`);
    step(`backup ${done.id} completed`);

    // Stream the download straight to disk.
    const dir = await mkdtemp(join(tmpdir(), 'typed-api-backup-'));
    const file = join(dir, `site-${String(siteId)}.sql`);
    try {
      const stream = await hosting.ondemandBackups.download(siteId, done.id);
      // The SDK returns the standard (DOM) ReadableStream; Node's stream helpers type theirs apart.
      await pipeline(Readable.fromWeb(stream as NodeReadableStream<Uint8Array>), createWriteStream(file));
      const { size } = await stat(file);
      step(`downloaded ${(size / 1024).toFixed(0)} KiB to ${file}`);
      check(size > 0, 'the download is not empty');
    } finally {
      await rm(dir, { recursive: true, force: true });
      await hosting.ondemandBackups.delete(siteId, done.id);
      step('removed the file and deleted the backup');
    }
  },
};
