/**
 * The soak's server, run in its own process (`fork`ed by `soak/run.ts`): the platform's fake (its state is the
 * store the soak checks ids against) served over HTTP with the API's published rates enforced (a 429 past
 * them, per resource in a sliding second), behind a thin layer of its own that
 *
 * - answers `GET /v2/request-queues/<failing queue>/requests/<its request>` with 503 while the orchestrator says the route is
 *   failing (it says so over IPC: `{ failing: boolean }`), and forwards it to the fake otherwise;
 * - counts every request by status, and the failing route's requests apart;
 * - answers `GET /__soak/stats` (the counts so far) and `GET /__soak/store` (what the fake stored: the `uid`
 *   of every dataset item, every record key, every queued request's `uniqueKey`), never counted.
 *
 * It tells its parent `{ baseUrl, ids }` once the fake holds the resources the workers use.
 */
import { createServer, request as httpRequest, Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serveHandlers } from '@typed-api/core/testing/node';
import { PlatformClient } from '@typed-api/platform';
import { createPlatformFake } from '@typed-api/platform/testing';
import { SOAK_TOKEN, WALK_ITEMS } from './constants.ts';

/** The resources every worker uses, created before the workers start. */
export interface SoakIds {
  /** The dataset items are pushed to. */
  dataset: string;
  /** The key-value store records are written to. */
  store: string;
  /** The request queue batches are added to. */
  queue: string;
  /**
   * The queue and request whose read (`requestQueues.getRequest`, a resource admitting 400 calls a second) is
   * the failing route: far from its limit, so that the retries a failing call makes wait on the retry budget,
   * not on pacing.
   */
  failing: string;
  failingRequest: string;
  /** A dataset of {@link WALK_ITEMS} items, walked whole. */
  walk: string;
  /** The Actor runs are started of. */
  actor: string;
}

/** Counts of the requests that reached the server (the soak's own routes left out). */
export interface ServerStats {
  requests: number;
  /** Requests by the status answered (`reset` for a connection closed before the answer ended). */
  byStatus: Record<string, number>;
  /** Requests to the failing route, and how many of them were answered 503. */
  failingRequests: number;
  failing503: number;
  /** 429s by route: method and path, the resources' ids named (`{dataset}`…), other ids and keys as `{id}`. */
  rateLimitedBy: Record<string, number>;
}

/** What the fake stored, as the soak checks it. */
export interface StoredIds {
  items: string[];
  records: string[];
  requests: string[];
}


async function prepare(baseUrl: string): Promise<SoakIds> {
  const platform = new PlatformClient({ baseUrl, token: SOAK_TOKEN });
  const dataset = await platform.datasets.getOrCreate({ name: 'soak-pushes' });
  const store = await platform.keyValueStores.getOrCreate({ name: 'soak-records' });
  const queue = await platform.requestQueues.getOrCreate({ name: 'soak-queue' });
  const failing = await platform.requestQueues.getOrCreate({ name: 'soak-failing' });
  const walk = await platform.datasets.getOrCreate({ name: 'soak-walk' });
  for (let offset = 0; offset < WALK_ITEMS; offset += 1000) {
    await platform.datasets.pushItems(walk.id, { items: Array.from({ length: 1000 }, (_, n) => ({ n: offset + n, url: `https://example.com/${String(offset + n)}` })) });
  }
  const actor = await platform.actors.create({ name: 'soak-actor' });
  const request = await platform.requestQueues.addRequest(failing.id, { url: 'https://example.com/failing', uniqueKey: 'failing' });
  return { dataset: dataset.id, store: store.id, queue: queue.id, failing: failing.id, failingRequest: request.requestId, walk: walk.id, actor: actor.id };
}

async function main(): Promise<void> {
  const inner = await serveHandlers([]);
  const fake = createPlatformFake({ baseUrl: inner.url, token: SOAK_TOKEN });
  inner.use(...fake.handlers);
  const ids = await prepare(inner.url);
  // Rates enforced from here on: the set-up above is not the soak's.
  fake.state.settings.enforceRateLimits = true;
  const innerHost = new URL(inner.url).host;
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const stats: ServerStats = { requests: 0, byStatus: {}, failingRequests: 0, failing503: 0, rateLimitedBy: {} };
  const named = (Object.keys(ids) as (keyof SoakIds)[]).map((name): [string, string] => [ids[name], `{${name}}`]);
  // A route's name: its path with the resources' ids named and any other id or key past them as {id}.
  const routeOf = (method: string | undefined, path: string): string => `${method ?? 'GET'} ${path.split('/').map((part, i, parts) => named.find(([id]) => id === part)?.[1] ?? (i > 0 && parts[i - 1] !== 'v2' && /^(?:[a-z]{2,3}\d|w\d)/.test(part) ? '{id}' : part)).join('/')}`;
  let failing = false;
  const count = (status: string): void => {
    stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
  };
  const json = (res: ServerResponse, status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const failingPath = `/v2/request-queues/${ids.failing}/requests/${ids.failingRequest}`;
  const forward = (req: IncomingMessage, res: ServerResponse): void => {
    const out = httpRequest({ host: '127.0.0.1', port: Number(innerHost.split(':')[1]), method: req.method, path: req.url, headers: { ...req.headers, host: innerHost }, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('end', () => {
        count(String(answer.statusCode));
        if (answer.statusCode === 429) {
          const route = routeOf(req.method, (req.url ?? '/').split('?')[0] ?? '/');
          stats.rateLimitedBy[route] = (stats.rateLimitedBy[route] ?? 0) + 1;
        }
      });
    });
    out.on('error', () => {
      res.destroy();
    });
    req.pipe(out);
  };
  const front = createServer({ keepAliveTimeout: 5_000 }, (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/__soak/stats') { json(res, 200, stats); return; }
    if (path === '/__soak/store') { json(res, 200, storedIds(fake.state, ids)); return; }
    stats.requests++;
    res.on('close', () => {
      if (!res.writableFinished) count('reset');
    });
    if (req.method === 'GET' && path === failingPath) {
      stats.failingRequests++;
      if (failing) {
        stats.failing503++;
        count('503');
        req.resume();
        json(res, 503, { error: { type: 'internal-server-error', message: 'Service unavailable (the soak\'s failing route)' } }); return;
      }
    }
    forward(req, res);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  process.on('message', (message: { failing?: boolean }) => {
    if (typeof message.failing === 'boolean') failing = message.failing;
  });
  const stop = (): void => {
    front.closeAllConnections();
    front.close();
    agent.destroy();
    void inner.close().then(() => process.exit(0));
  };
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  process.send?.({ baseUrl: `http://127.0.0.1:${String(port)}`, ids });
}

/** The ids the fake holds: items' `uid`s in push order (a duplicate shows twice), record keys, queued requests' unique keys. */
function storedIds(state: ReturnType<typeof createPlatformFake>['state'], ids: SoakIds): StoredIds {
  const items = (state.datasets.get(ids.dataset)?.items ?? []).map((item) => String(item.uid));
  const records = [...(state.stores.get(ids.store)?.records.keys() ?? [])];
  const requests = [...(state.queues.get(ids.queue)?.requests.values() ?? [])].map((r) => r.uniqueKey);
  return { items, records, requests };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
