// What the Redis store does beyond the conformance suite: its keys, its scripts surviving a flush, and clients
// that keep working (paced by their own memory) while the server is stopped, then share again once it is back.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Redis as HttpRedis } from '@upstash/redis';
import { Redis as Ioredis } from 'ioredis';
import { createClient } from 'redis';
import * as z from 'zod/mini';
import { HttpClient, LimitStoreError } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/describe';
import { KEY_VERSION, redisStore } from '@typed-api/redis-store';
import { redisUnavailable, startRedisServer, type RedisServer } from '../../../tests/support/redis-server.js';
import { startRedisRest, type RedisRest } from './rest-stand-in.js';

const missing = redisUnavailable();
let server!: RedisServer;
let admin!: ReturnType<typeof createClient>;
let rest!: RedisRest;

beforeAll(async () => {
  if (missing) return;
  server = await startRedisServer();
  rest = await startRedisRest(server.url);
  admin = createClient({ url: server.url, socket: { reconnectStrategy: () => 20 } });
  admin.on('error', () => undefined);
  await admin.connect();
});
afterAll(async () => {
  if (missing) return;
  await admin.close().catch(() => undefined);
  await rest.close();
  await server.close();
});

const op = defineOperation({ id: 'things.get', method: 'GET', path: '/things/{id}', params: z.object({ id: z.string() }) });
const take = (key: string, lease: string) => ({ leaseMs: 60_000, giveBacks: [], limitsSeen: [], takes: [{ buckets: [{ key, limit: 5, windowMs: 1_000 }], leases: [lease] }] });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Redis clients the store takes: node-redis, ioredis, and `@upstash/redis` through the REST stand-in. */
type Kind = 'node-redis' | 'ioredis' | 'HTTP';

/** A Redis client of `kind` that reconnects quickly, and how to let it go (whatever the server's state). */
async function redisClient(kind: Kind): Promise<{ client: Parameters<typeof redisStore>[0]['client']; close(): Promise<void> }> {
  if (kind === 'ioredis') {
    const io = new Ioredis(server.url, { retryStrategy: () => 50 });
    io.on('error', () => undefined);
    return {
      client: io,
      close: () => {
        io.disconnect();
        return Promise.resolve();
      },
    };
  }
  if (kind === 'HTTP') return { client: new HttpRedis({ url: rest.url, token: rest.token, enableTelemetry: false }), close: () => Promise.resolve() };
  const node = createClient({ url: server.url, socket: { reconnectStrategy: () => 50 } });
  node.on('error', () => undefined);
  await node.connect();
  // Let go at once: a graceful close would wait for commands queued while the server was away.
  return {
    client: node,
    close: () => {
      node.destroy();
      return Promise.resolve();
    },
  };
}

/**
 * A client of a fake API (answering `{}` and counting what it sends) whose pacing is in Redis, over its own
 * connection. `hold(promise)` makes the fake answer only once the promise settles, so a test can look at Redis
 * while a call is in flight and its lease is held.
 */
async function pacedClient(
  options: Omit<Parameters<typeof redisStore>[0], 'client'>,
  kind: Kind = 'node-redis',
): Promise<{ api: HttpClient; redis: { close(): Promise<void> }; sent: () => number; hold: (until: Promise<void> | undefined) => void }> {
  const redis = await redisClient(kind);
  let sent = 0;
  let held: Promise<void> | undefined;
  const api = new HttpClient({
    baseUrl: 'https://api.test',
    rates: { perResource: 50 },
    limitStore: redisStore({ client: redis.client, ...options }),
    fetch: () => {
      sent++;
      return Promise.resolve(held).then(() => new Response('{}'));
    },
  });
  const hold = (until: Promise<void> | undefined): void => {
    held = until;
  };
  return { api, redis, sent: () => sent, hold };
}

describe.skipIf(missing !== undefined)('the Redis store', () => {
  test('keeps one account under one hash tag and a versioned prefix, every key expiring', async () => {
    const store = redisStore({ client: admin, account: 'acct-7', prefix: 'sdk:' });
    await store.exchange({ ...take('r:things/1 5', 'x.1'), limitsSeen: [{ key: 'r:things/1 5', limit: 3 }] });
    await store.budget({ ratio: 0.2, reserve: 5, windowMs: 10_000 }, 3, 1);
    const keys = (await admin.keys('sdk:*')).sort();
    expect(keys).toEqual([`sdk:${KEY_VERSION}:{acct-7}:b:r:things/1 5`, `sdk:${KEY_VERSION}:{acct-7}:calls`, `sdk:${KEY_VERSION}:{acct-7}:l:r:things/1 5`, `sdk:${KEY_VERSION}:{acct-7}:retries`]);
    for (const key of keys) {
      const ttl = await admin.pTTL(key);
      expect(ttl, key).toBeGreaterThan(0);
      expect(ttl, key).toBeLessThanOrEqual(600_000);
    }
    // One slot for the account: the cluster routes every key of it to one node, and a script may touch them all.
    const slots = await Promise.all(keys.map((key) => admin.sendCommand(['CLUSTER', 'KEYSLOT', key]).catch(() => undefined)));
    if (slots[0] !== undefined) expect(new Set(slots).size).toBe(1);
  });

  test.each(['node-redis', 'ioredis', 'HTTP'] as const)('over %s, runs its scripts again after the server forgot them (SCRIPT FLUSH, a restart)', async (kind) => {
    const redis = await redisClient(kind);
    try {
      const store = redisStore({ client: redis.client, account: `flushed-${kind}` });
      expect((await store.exchange(take('r:a 5', 'f.1')))[0]?.granted).toBe(1);
      await admin.sendCommand(['SCRIPT', 'FLUSH']);
      expect((await store.exchange(take('r:a 5', 'f.2')))[0]?.granted).toBe(1);
      await admin.sendCommand(['SCRIPT', 'FLUSH']);
      expect((await store.budget({ ratio: 0, reserve: 1, windowMs: 10_000 }, 0, 1)).granted).toBe(1);
    } finally {
      await redis.close();
    }
  });

  test('refuses a client it cannot use, and an account name that would break the hash tag', () => {
    expect(() => redisStore({ client: {} as never })).toThrow(/node-redis client.*ioredis client.*HTTP client/);
    expect(() => redisStore({ client: admin, account: 'a{b}' })).toThrow(/account must be letters/);
    expect(() => redisStore({ client: admin, timeoutMs: 0 })).toThrow(/timeoutMs must be a positive number/);
  });

  test.each(['node-redis', 'ioredis', 'HTTP'] as const)('over %s, a client paces by its own memory within the timeout when the server stops, and shares again when it is back', async (kind) => {
    // A timeout wide enough for a loaded machine: the first calls must reach the store in time.
    const { api, redis, sent, hold } = await pacedClient({ account: `outage-${kind}`, timeoutMs: 1_000 }, kind);
    try {
      await api.call(op, { params: { id: '1' } });
      expect(api.rateLimit?.store()).toMatchObject({ store: 'redis', pacing: 'shared', errors: 0 });
      await server.stop();
      // Each call is bounded by the store's timeout (plus a scheduling margin), whatever the Redis client does
      // meanwhile. The clients that queue commands while they reconnect (node-redis, ioredis) time out: one
      // late answer is taken for a slow store, the second in a row for one that is away. The HTTP client
      // gets an error at once, and the store is away from the first.
      for (const id of ['1', '2']) {
        const started = performance.now();
        await api.call(op, { params: { id } });
        expect(performance.now() - started).toBeLessThan(1_000 + 500);
      }
      expect(api.rateLimit?.store()).toMatchObject({ pacing: 'local', fallbacks: 1 });
      await api.call(op, { params: { id: '2' } });
      expect(sent()).toBe(4);
      await server.start();
      // The store is asked again once the pause after a failure (2 s) is over, and the client reconnected.
      let state = api.rateLimit?.store();
      for (let i = 0; i < 40 && (state?.pacing !== 'shared' || state.storeCalls < 3); i++) {
        await wait(100);
        await api.call(op, { params: { id: '3' } });
        state = api.rateLimit?.store();
      }
      expect(state).toMatchObject({ pacing: 'shared' });
      // Look at Redis while a call is in flight: its lease keeps the bucket's key alive however slow this
      // machine is (once answered, the key lapses one window later, and a loaded run may look after that).
      let answer!: () => void;
      hold(new Promise<void>((resolve) => (answer = resolve)));
      const before = sent();
      const inFlight = api.call(op, { params: { id: '4' } });
      while (sent() === before) await wait(10);
      const keys = await admin.keys(`typed-api:v1:{outage-${kind}}:b:*`);
      answer();
      await inFlight;
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      await redis.close().catch(() => undefined);
    }
  });

  test('made to fail closed, a client refuses calls while the server is away', async () => {
    const { api, redis, sent } = await pacedClient({ account: 'closed', timeoutMs: 300, failClosed: true });
    try {
      await server.stop();
      // A call the store does not answer in time is refused; the second in a row marks the store away.
      await expect(api.call(op, { params: { id: '1' } })).rejects.toBeInstanceOf(LimitStoreError);
      await expect(api.call(op, { params: { id: '2' } })).rejects.toBeInstanceOf(LimitStoreError);
      expect(sent()).toBe(0);
      expect(api.rateLimit?.store().pacing).toBe('refusing');
    } finally {
      await server.start();
      await redis.close().catch(() => undefined);
    }
  });
});
