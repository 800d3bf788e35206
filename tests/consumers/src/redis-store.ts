// @typed-api/redis-store with a client of the shape `@upstash/redis` has (no Redis package needed to compile).
import { HostingClient } from '@typed-api/hosting';
import { redisStore } from '@typed-api/redis-store';

const client = {
  evalsha: (sha: string, keys: string[], args: unknown[]): Promise<unknown> => Promise.resolve([sha, keys, args]),
  eval: (script: string, keys: string[], args: unknown[]): Promise<unknown> => Promise.resolve([script, keys, args]),
};
const hosting = new HostingClient({
  baseUrl: 'https://hosting.test',
  clientId: 'id',
  clientSecret: 'secret',
  rateLimit: { perResource: 10 },
  limitStore: redisStore({ client, account: 'acme', timeoutMs: 250 }),
});
console.log(hosting.rateLimit?.store().pacing);
