// Hand-written: a wait composes repeated reads of one backup.
import { type WaitOptions, waitUntil } from '@typed-api/core';
import type { OndemandBackupsMethods } from '../functions/ondemandBackups.js';
import type { OndemandBackup } from '../responses/backups.js';

/** Options of {@link OndemandBackupsComposites.waitForCompletion}: poll timing, deadline, signal and `onProgress`. */
export type WaitForBackupOptions = WaitOptions<OndemandBackup>;

/** What the on-request backups do beyond one call: waiting for a backup to be made. */
export class OndemandBackupsComposites {
  /**
   * Polls a backup until it leaves `creating` and returns it (normally `completed`). Bounded by
   * `timeoutMs` (a `WaitTimeoutError`, whose `lastValue` is the backup as last read) and cancellable with
   * `signal`. `onProgress` gets the backup's `status` (`creating`, then `completed`) after each check.
   */
  waitForCompletion(siteId: number, backupRequestId: number | `${number}`, options: WaitForBackupOptions = {}): Promise<OndemandBackup> {
    return waitUntil(
      (signal) => this.get(siteId, backupRequestId, { signal }),
      (backup) => backup.status !== 'creating',
      options,
    );
  }
}

// The class's own generated methods, which the namespace's class (its subclass) defines.
export interface OndemandBackupsComposites extends Pick<OndemandBackupsMethods, 'get'> {}
