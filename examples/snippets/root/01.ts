// A code block of README.md, type-checked (never run). Keep it identical to the README.
 
// #region readme
import { isPlatformError, PlatformClient } from '@typed-api/platform';

const platform = new PlatformClient({ baseUrl: process.env.PLATFORM_BASE_URL!, token: process.env.PLATFORM_TOKEN });
const run = await platform.actors.call('me~my-actor', { input: { startUrls: [] } }); // start, then wait for the end
for await (const item of platform.datasets.listItems<{ url: string }>(run.defaultDatasetId)) console.log(item.url);
try {
  await platform.requestQueues.getRequest('queue-id', 'request-id');
} catch (err) {
  if (isPlatformError(err, 'record-not-found')) console.log('gone');
  else throw err;
}
// #endregion
