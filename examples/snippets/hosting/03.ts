// A code block of packages/hosting/README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
import type { HostingClient } from '@typed-api/hosting';
declare const hosting: HostingClient, siteId: number, signal: AbortSignal;
// #region readme
const backup = await hosting.ondemandBackups.create(siteId, { backup_type: 'db' }); // status 'creating', id null
const done = await hosting.ondemandBackups.waitUntilCompleted(siteId, backup.requestId!, { timeoutMs: 10 * 60_000 });

const { deploy_id } = await hosting.git.deploy(siteId);
const deploy = await hosting.git.waitForDeploy(siteId, deploy_id, { signal }); // state 'deployed' on success
// #endregion
