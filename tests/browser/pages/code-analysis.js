/* global window */
// Runs in the browser: one call and one paginated walk with the built code-analysis package.
import { CodeAnalysisClient } from '@typed-api/code-analysis';

const { baseUrl, apiToken } = window.__config;
const analysis = new CodeAnalysisClient({ baseUrl, apiToken, maxRetries: 1, timeoutMs: 10_000 });
window.__run = async () => {
  const call = await analysis.version.get();
  const walk = [];
  for await (const repo of analysis.repositories.list('gh', 'acme')) walk.push(repo.repository.name);
  return { call: { version: call }, walk };
};
