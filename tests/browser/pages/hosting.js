/* global window */
// Runs in the browser: one call and one paginated walk with the built hosting package.
import { HostingClient } from '@typed-api/hosting';

const { baseUrl, clientId, clientSecret } = window.__config;
const hosting = new HostingClient({ baseUrl, clientId, clientSecret, maxRetries: 1, timeoutMs: 10_000 });
window.__run = async () => {
  const call = await hosting.sites.get(1);
  const walk = [];
  for await (const site of hosting.sites.list({ per_page: 1 })) walk.push(site.id);
  return { call: { id: call.id, name: call.name }, walk };
};
