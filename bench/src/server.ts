/**
 * The local HTTP server every peer talks to: node:http on 127.0.0.1, fixed JSON bodies in the real wire
 * shapes of the platform API. Run as its own process (`node bench/src/server.ts`, it reports its port
 * over IPC or on stdout) so that its CPU time and memory never mix with the client being measured.
 *
 * Routes:
 * - `GET /v2/request-queues/{q}/requests/{r}`: one stored request in the `{ data }` envelope (case 1, 2).
 * - `GET /v2/datasets/{id}/items?offset&limit`: a bare array of small items, generated on the fly, with
 *   the paging headers the official client reads (`X-Apify-Pagination-*`). The total is the number in the
 *   dataset id (`items-1000000`), default 1,000,000 (case 3).
 * - `POST /v2/datasets/{id}/items`: a push, held to 400 calls per second per dataset (a sliding second)
 *   as the API publishes; past it a 429 `rate-limit-exceeded`. Every answer carries `X-RateLimit-Limit: 400`
 *   (the pacing case).
 * - `GET /v2/request-queues/{id}` with an id starting `failing`: always 503 (the retry-budget case).
 * - `GET /__counts/{id}`: how many requests reached the two routes above for that id, and how many got a 429.
 * - `POST /auth/token`: an OAuth token, and any other GET: `{ data: {} }`, for the cold-start calls.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The request-queue request every small call returns (the `{ data }` envelope of the platform API). */
export const REQUEST_BODY = {
  data: {
    id: 'dnjkDMKLmdlkmlkmld',
    uniqueKey: 'http://example.com',
    url: 'http://example.com',
    method: 'GET',
    retryCount: 0,
    loadedUrl: 'http://example.com/example-1',
    payload: null,
    noRetry: false,
    errorMessages: [],
    headers: {},
    userData: { label: 'DETAIL', image: 'https://picserver1.eu' },
    handledAt: '2019-06-16T10:23:31.607Z',
  },
};

const REQUEST_JSON = Buffer.from(JSON.stringify(REQUEST_BODY));
const EMPTY_DATA = Buffer.from('{"data":{}}');
const TOKEN_JSON = Buffer.from('{"access_token":"bench-token","token_type":"Bearer","expires_in":3600}');
const DEFAULT_TOTAL = 1_000_000;
const MAX_PAGE = 1000;
const PAGE_PREFIX = 'x-apify-pagination-';

/** One dataset item as the server writes it: small, flat, with a few field types. */
export function itemJson(index: number): string {
  return `{"id":${String(index)},"url":"https://example.com/page/${String(index)}","title":"Item ${String(index)}","price":${String((index % 1000) / 10)},"inStock":${index % 3 === 0 ? 'false' : 'true'}}`;
}

/** Writes one page of items as a JSON array, built per request so that no list is held in memory. */
export function pageJson(offset: number, count: number): string {
  const parts: string[] = new Array<string>(count);
  for (let i = 0; i < count; i++) parts[i] = itemJson(offset + i);
  return `[${parts.join(',')}]`;
}

function send(res: ServerResponse, status: number, body: Buffer | string, headers: Record<string, string> = {}): void {
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(length), ...headers });
  res.end(body);
}

/** Per dataset or queue id: requests that arrived, 429s answered, and the arrival times of the last second's admitted pushes. */
const counts = new Map<string, { requests: number; rateLimited: number; admitted: number[] }>();
const PUSH_RATE = 400;

function countsOf(id: string): { requests: number; rateLimited: number; admitted: number[] } {
  let entry = counts.get(id);
  if (entry === undefined) {
    entry = { requests: 0, rateLimited: 0, admitted: [] };
    counts.set(id, entry);
  }
  return entry;
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const path = url.pathname;
  const push = /^\/v2\/datasets\/([^/]+)\/items$/.exec(path);
  if (req.method === 'POST' && push) {
    const entry = countsOf(push[1] ?? '');
    entry.requests++;
    const now = performance.now();
    while (entry.admitted.length > 0 && (entry.admitted[0] ?? 0) <= now - 1000) entry.admitted.shift();
    req.resume();
    if (entry.admitted.length >= PUSH_RATE) {
      entry.rateLimited++;
      send(res, 429, '{"error":{"type":"rate-limit-exceeded","message":"Rate limit exceeded"}}', { 'x-ratelimit-limit': String(PUSH_RATE) });
      return;
    }
    entry.admitted.push(now);
    req.on('end', () => {
      send(res, 201, '', { 'x-ratelimit-limit': String(PUSH_RATE) });
    });
    return;
  }
  const queue = /^\/v2\/request-queues\/(failing[^/]*)$/.exec(path);
  if (req.method === 'GET' && queue) {
    countsOf(queue[1] ?? '').requests++;
    send(res, 503, '{"error":{"type":"internal-server-error","message":"Service unavailable"}}');
    return;
  }
  const counted = /^\/__counts\/([^/]+)$/.exec(path);
  if (req.method === 'GET' && counted) {
    const entry = countsOf(counted[1] ?? '');
    send(res, 200, JSON.stringify({ requests: entry.requests, rateLimited: entry.rateLimited }));
    return;
  }
  if (req.method === 'GET' && path.startsWith('/v2/request-queues/') && path.includes('/requests/')) {
    send(res, 200, REQUEST_JSON);
    return;
  }
  const items = /^\/v2\/datasets\/([^/]+)\/items$/.exec(path);
  if (req.method === 'GET' && items) {
    const total = Number(/(\d+)$/.exec(items[1] ?? '')?.[1] ?? DEFAULT_TOTAL);
    const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0) || 0);
    const limit = Math.min(MAX_PAGE, Math.max(1, Number(url.searchParams.get('limit') ?? MAX_PAGE) || MAX_PAGE));
    const count = Math.max(0, Math.min(limit, total - offset));
    send(res, 200, pageJson(offset, count), {
      [`${PAGE_PREFIX}offset`]: String(offset),
      [`${PAGE_PREFIX}limit`]: String(limit),
      [`${PAGE_PREFIX}count`]: String(count),
      [`${PAGE_PREFIX}total`]: String(total),
      [`${PAGE_PREFIX}desc`]: 'false',
    });
    return;
  }
  if (req.method === 'POST' && path === '/auth/token') {
    req.resume();
    req.on('end', () => {
      send(res, 200, TOKEN_JSON);
    });
    return;
  }
  if (req.method === 'GET') {
    send(res, 200, path.endsWith('/version') ? '{"data":"1.0.0"}' : EMPTY_DATA);
    return;
  }
  req.resume();
  send(res, 404, '{"error":{"type":"page-not-found","message":"No such route in the bench server"}}');
}

/** Starts the server on 127.0.0.1 and a free port; close it with `server.close()`. */
export async function startServer(): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer({ keepAliveTimeout: 60_000 }, handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${String(port)}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { server, baseUrl } = await startServer();
  if (process.send) process.send({ baseUrl });
  else console.log(baseUrl);
  // Stop with the parent: when the IPC channel closes, or on SIGTERM.
  const stop = (): void => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  };
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
}
