// A code block of README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
declare const baseUrl: string, clientId: string, clientSecret: string, siteId: number;
// #region readme
import { HostingClient } from '@typed-api/hosting';

const hosting = new HostingClient({ baseUrl, clientId, clientSecret }); // tokens are fetched and renewed for you
const backup = await hosting.ondemandBackups.create(siteId, { backup_type: 'db' }); // 'fs' or 'db'
const done = await hosting.ondemandBackups.waitUntilCompleted(siteId, backup.requestId!, { timeoutMs: 10 * 60_000 });
// #endregion
