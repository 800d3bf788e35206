// A code block of README.md, type-checked (never run). Keep it identical to the README.
 
// #region readme
import { HostingClient } from '@typed-api/hosting';

const { HOSTING_BASE_URL, HOSTING_CLIENT_ID, HOSTING_CLIENT_SECRET } = process.env;
const hosting = new HostingClient({ baseUrl: HOSTING_BASE_URL!, clientId: HOSTING_CLIENT_ID, clientSecret: HOSTING_CLIENT_SECRET }); // tokens are fetched and renewed for you
const siteId = 123;
const backup = await hosting.ondemandBackups.create(siteId, { backup_type: 'db' }); // 'fs' or 'db'
const done = await hosting.ondemandBackups.waitUntilCompleted(siteId, backup.requestId!, { timeoutMs: 10 * 60_000 });
console.log(done.status); // completed
// #endregion
