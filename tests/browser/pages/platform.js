/* global window */
// Runs in the browser: one call and one paginated walk with the built platform package.
import { PlatformClient } from '@typed-api/platform';

const { baseUrl, token } = window.__config;
const platform = new PlatformClient({ baseUrl, token, maxRetries: 1, timeoutMs: 10_000 });
window.__run = async () => {
  const dataset = await platform.datasets.create({ name: 'browser' });
  await platform.datasets.pushItems(dataset.id, { items: Array.from({ length: 25 }, (_, n) => ({ n })) });
  const call = await platform.datasets.get(dataset.id);
  const walk = [];
  for await (const item of platform.datasets.listItems(dataset.id)) walk.push(item.n);
  return { call: { id: call.id, name: call.name, same: call.id === dataset.id }, walk };
};
