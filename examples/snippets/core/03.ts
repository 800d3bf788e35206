// A code block of packages/core/README.md, type-checked (never run). Keep it identical to the README.
 
// #region readme
import { waitUntil } from '@typed-api/core';
import { HostingClient } from '@typed-api/hosting';

const { HOSTING_BASE_URL, HOSTING_CLIENT_ID, HOSTING_CLIENT_SECRET } = process.env;
const hosting = new HostingClient({ baseUrl: HOSTING_BASE_URL!, clientId: HOSTING_CLIENT_ID, clientSecret: HOSTING_CLIENT_SECRET });
const siteId = 123;
const { requestId } = await hosting.ondemandBackups.create(siteId, { backup_type: 'db' });
const backup = await waitUntil((signal) => hosting.ondemandBackups.get(siteId, requestId!, { signal }), (b) => b.status !== 'creating', {
  intervalMs: 1_000,
  timeoutMs: 5 * 60_000,
  onProgress: ({ attempts, elapsedMs }) => { console.log(`check ${String(attempts)} after ${String(elapsedMs)} ms`); },
});
console.log(backup.status); // completed
// #endregion
