// The conformance suite of tests/support/limit-store-conformance.ts, run against a real Redis server over
// each client the store takes: node-redis, ioredis, and @upstash/redis through a local REST stand-in.
import { afterAll, beforeAll, describe } from 'vitest';
import { Redis as HttpRedis } from '@upstash/redis';
import { Redis as Ioredis } from 'ioredis';
import { createClient } from 'redis';
import type { LimitStore } from '@typed-api/core';
import { redisStore } from '@typed-api/redis-store';
import { limitStoreConformance, type StoreHarness } from '../../../tests/support/limit-store-conformance.js';
import { redisUnavailable, startRedisServer, type RedisServer } from '../../../tests/support/redis-server.js';
import { startRedisRest, type RedisRest } from './rest-stand-in.js';

const missing = redisUnavailable();
let server!: RedisServer;
let rest!: RedisRest;
const closers: (() => Promise<unknown>)[] = [];
let accounts = 0;

beforeAll(async () => {
  if (missing) return;
  server = await startRedisServer();
  rest = await startRedisRest(server.url);
});
afterAll(async () => {
  if (missing) return;
  for (const close of closers) await close().catch(() => undefined);
  await rest.close();
  await server.close();
});

/** A harness whose stores each use their own client of `kind`, over one account per call. */
function harness(connect: () => LimitStore['name'] extends string ? (account: string) => LimitStore : never): () => StoreHarness {
  return () => {
    const account = `conformance-${String(accounts++)}`;
    return {
      stores: (count) => Array.from({ length: count }, () => connect()(account)),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    };
  };
}

describe.skipIf(missing !== undefined)('on a real Redis server', () => {
  limitStoreConformance(
    'node-redis',
    harness(() => (account) => {
      const client = createClient({ url: server.url });
      void client.connect();
      closers.push(() => client.close());
      return redisStore({ client, account });
    }),
  );
  limitStoreConformance(
    'ioredis',
    harness(() => (account) => {
      const client = new Ioredis(server.url);
      closers.push(() => client.quit());
      return redisStore({ client, account });
    }),
  );
  limitStoreConformance(
    'HTTP',
    harness(() => (account) => redisStore({ client: new HttpRedis({ url: rest.url, token: rest.token, enableTelemetry: false }), account })),
  );
});
