// A code block of packages/platform/README.md, type-checked (never run). Keep it identical to the README.
 
// #region readme
import { PlatformClient } from '@typed-api/platform';

const platform = new PlatformClient({ baseUrl: 'https://api.example.com', token: process.env.PLATFORM_TOKEN });
const run = await platform.actors.start('me~my-actor', { startUrls: [] }, { memory: 1024 });
const done = await platform.runs.waitForFinish(run.id, { timeoutMs: 10 * 60_000 });
for await (const item of platform.datasets.listItems<{ url: string }>(done.defaultDatasetId)) console.log(item.url);
// #endregion
