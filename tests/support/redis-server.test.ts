import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { redisCommand, redisUnavailable, startRedisServer, type RedisServer } from './redis-server.ts';

// The real server the Redis tests run against: it starts on a free loopback port with nothing persisted,
// answers, stops (and refuses connections then), and starts again empty on the same port.

const unavailable = redisUnavailable();

describe.skipIf(unavailable !== undefined)(`a real Redis server${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let server: RedisServer;

  beforeAll(async () => {
    server = await startRedisServer();
  });

  afterAll(async () => {
    await server.close();
  });

  test('answers on loopback, keeps nothing across a restart, and refuses connections while stopped', async () => {
    expect(server.url).toBe(`redis://127.0.0.1:${String(server.port)}`);
    expect(await redisCommand(server.port, 'SET typed-api:probe 1')).toBe('+OK');
    expect(await redisCommand(server.port, 'GET typed-api:probe')).toBe('$1');
    expect(await redisCommand(server.port, 'CONFIG GET save')).toBe('*2');
    await server.stop();
    await expect(redisCommand(server.port, 'PING')).rejects.toThrow(/ECONNREFUSED/);
    await server.start();
    expect(await redisCommand(server.port, 'GET typed-api:probe')).toBe('$-1');
  });
});
