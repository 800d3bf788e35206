// A code block of packages/platform/README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
import type { PlatformClient } from '@typed-api/platform';
declare const platform: PlatformClient, storeId: string, datasetId: string;
// #region readme
const firstPage = await platform.actors.list({ limit: 50 });
for await (const { key, size } of platform.keyValueStores.listKeys(storeId)) console.log(key, size);
const csv = await platform.datasets.exportItems(datasetId, { format: 'csv' }); // a ReadableStream
// #endregion
