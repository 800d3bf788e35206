// A code block of packages/hosting/README.md, type-checked (never run). Keep it identical to the README.
import type { HostingClient } from '@typed-api/hosting';
declare const hosting: HostingClient, siteId: number, backupRequestId: number, deployId: number;
// #region readme
await hosting.ondemandBackups.waitUntilCompleted(siteId, backupRequestId, {
  onProgress: ({ status, attempts, elapsedMs }) => {
    console.log(`backup ${status}, check ${attempts}, ${elapsedMs} ms`); // creating, completed
  },
});
await hosting.git.waitForDeploy(siteId, deployId, {
  onProgress: ({ status }) => {
    console.log(`deploy ${status}`); // processing, deployed
  },
});
// #endregion
