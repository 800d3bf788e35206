// A code block of packages/platform/README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
import type { PlatformClient, Run } from '@typed-api/platform';
declare const platform: PlatformClient, run: Run, taskId: string;
// #region readme
const storages = platform.runs.storages(run.id); // the run's default dataset, store and queue
await storages.dataset.pushItems([{ url: 'https://example.com' }]);
for await (const { key } of storages.keyValueStore.listKeys()) console.log(key);

const lastOk = platform.actors.lastRun('me~my-actor', { status: 'SUCCEEDED' }); // also tasks.lastRun
const items = await lastOk.dataset.listItems<{ url: string }>().toArray();
await platform.tasks.lastRun(taskId).abort(); // get, abort, metamorph, reboot, log
// #endregion
