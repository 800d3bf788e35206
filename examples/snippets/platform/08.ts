// A code block of packages/platform/README.md, type-checked (never run). Keep it identical to the README.
import { PlatformClient, RetryBudgetError } from '@typed-api/platform';
declare const datasetId: string, items: Record<string, unknown>[];
// #region readme
const platform = new PlatformClient({ baseUrl: 'https://api.example.com', token: process.env.TOKEN });
await Promise.all(items.map((item) => platform.datasets.pushItems(datasetId, item))); // paced: 400/s
console.log(platform.rateLimit?.resource(`datasets/${datasetId}`));
// { resource: 'datasets/…', limit: 400, limitSeen: 400, tokens: 0, calls: 2000, waited: 1600, waitedMs: … }

try {
  await platform.datasets.get(datasetId);
} catch (err) {
  if (err instanceof RetryBudgetError) console.log('the server is failing; not retried:', err.cause);
}
// #endregion
