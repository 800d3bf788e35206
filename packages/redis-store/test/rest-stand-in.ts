// A local stand-in for a Redis REST endpoint (the protocol `@upstash/redis` speaks), in front of a real Redis
// server: `POST /` with a JSON array `[command, ...args]` and a bearer token; the answer is `{ result }` (its
// strings base64-encoded when the request asks with `Upstash-Encoding: base64`) or `{ error }` with status
// 400. `POST /pipeline` takes an array of commands and answers an array of those objects (the client batches
// the commands of one tick so). Enough of the protocol for the store's scripts; every command is passed to
// the real server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';

/** A running stand-in: its URL and token, and how to stop it. */
export interface RedisRest {
  url: string;
  token: string;
  close(): Promise<void>;
}

/** Encodes every string of a reply in base64, as the protocol does when asked. */
function encoded(value: unknown): unknown {
  if (typeof value === 'string') return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(encoded);
  return value;
}

/** Starts the stand-in on a free loopback port, in front of the Redis server at `redisUrl`. */
export async function startRedisRest(redisUrl: string, token = 'test-token'): Promise<RedisRest> {
  // No reconnection delay worth the name, and no queue while the server is down: a command then fails at once.
  const redis = createClient({ url: redisUrl, disableOfflineQueue: true, socket: { reconnectStrategy: () => 50 } });
  redis.on('error', () => undefined);
  await redis.connect();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const reply = (status: number, payload: unknown): void => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== `Bearer ${token}`) {
        reply(401, { error: 'Unauthorized' });
        return;
      }
      let command: unknown;
      try {
        command = JSON.parse(body);
      } catch {
        reply(400, { error: 'ERR the body is not JSON' });
        return;
      }
      const base64 = String(request.headers['upstash-encoding'] ?? '').toLowerCase() === 'base64';
      const run = (parts: unknown): Promise<{ result?: unknown; error?: string }> =>
        Array.isArray(parts) && parts.length > 0
          ? redis.sendCommand(parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part)))).then(
              (result) => ({ result: base64 ? encoded(result) : result }),
              (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
            )
          : Promise.resolve({ error: 'ERR a command must be a non-empty array' });
      if (request.url === '/pipeline') {
        if (Array.isArray(command)) {
          void Promise.all(command.map(run)).then((answers) => {
            reply(200, answers);
          });
        } else reply(400, { error: 'ERR a pipeline must be an array of commands' });
        return;
      }
      void run(command).then((answer) => {
        reply(answer.error === undefined ? 200 : 400, answer);
      });
    });
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    token,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      await redis.close().catch(() => undefined);
    },
  };
}
