import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { contentDecoder } from './helpers.js';
import { checkFakeRuntime } from './runtime.js';

/** A running local HTTP server that answers with MSW handlers. */
export interface HandlerServer {
  /** Base URL, e.g. `http://127.0.0.1:54321`. */
  readonly url: string;
  /** The underlying node server. */
  readonly server: Server;
  /** Puts handlers in front of the current ones (like `server.use` of MSW). */
  use(...handlers: RequestHandler[]): void;
  /** Goes back to the handlers given at start. */
  resetHandlers(): void;
  /** How many requests have been received. */
  readonly requestCount: number;
  /** Stops accepting, drops open connections and resolves when closed. */
  close(): Promise<void>;
}

/** Options of {@link serveHandlers}. */
export interface ServeOptions {
  /** Port to listen on; default 0 (a free one). */
  port?: number;
  /** Interface to bind; default 127.0.0.1 (never a public address). */
  host?: string;
}

/**
 * Serves MSW request handlers over real HTTP on 127.0.0.1, so that a client (or a browser, or
 * another process) can talk to a fake through real sockets. `HttpResponse.error()` drops the
 * connection; a body stream that errors cuts the response short.
 */
export async function serveHandlers(initial: RequestHandler[], options: ServeOptions = {}): Promise<HandlerServer> {
  checkFakeRuntime();
  let handlers = [...initial];
  let requestCount = 0;
  const server = createServer((req, res) => {
    requestCount++;
    void handle(server, handlers, req, res);
  });
  server.keepAliveTimeout = 1_000;
  await listen(server, options);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${String(port)}`,
    server,
    use: (...extra) => {
      handlers = [...extra, ...handlers];
    },
    resetHandlers: () => {
      handlers = [...initial];
    },
    get requestCount() {
      return requestCount;
    },
    close: () => closeServer(server),
  };
}

/** Starts listening where the options say (a free port on 127.0.0.1 by default); rejects when the server cannot. */
function listen(server: Server, options: ServeOptions): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      resolve();
    });
  });
}

/** Stops accepting, drops open connections, and resolves once the server is closed. */
function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
    server.closeAllConnections();
  });
}

/**
 * Answers one request over the wire with the handlers: a 404 when none answers, a dropped connection for
 * `HttpResponse.error()`, else the handler's response, its body streamed. A handler that throws gets a 500
 * (or a dropped connection once the headers are out).
 */
async function handle(server: Server, handlers: RequestHandler[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const url = requestUrl(server, req);
    const request = fetchRequest(url, req);
    const response = await getResponse(handlers, request);
    if (!response) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'unexpected-route', message: `No fake handler for ${request.method} ${url.pathname}` } }));
      return;
    }
    if (response.type === 'error') {
      res.socket?.destroy();
      return;
    }
    res.writeHead(response.status, nodeHeaders(response.headers));
    if (!response.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    res.flushHeaders();
    await streamBody(res, response.body);
  } catch (error) {
    failRequest(res, error);
  }
}

/** The full URL of a request the server received, on the host it was sent to (the server's own address without a `Host`). */
function requestUrl(server: Server, req: IncomingMessage): URL {
  const address = server.address() as AddressInfo;
  return new URL(req.url ?? '/', `http://${req.headers.host ?? `127.0.0.1:${String(address.port)}`}`);
}

/** The fetch `Request` for a request the server received, its body streamed from the socket (none for GET and HEAD). */
function fetchRequest(url: URL, req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method: req.method ?? 'GET', headers };
  if (hasBody) {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** A response's headers as node writes them: a repeated name (`set-cookie`) as a list of its values. */
function nodeHeaders(headers: Headers): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  headers.forEach((value, name) => {
    const existing = out[name];
    if (existing === undefined) out[name] = value;
    else out[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  });
  return out;
}

/** Writes a body chunk by chunk, then ends the response; a body that fails midway cuts the connection after what was sent. */
async function streamBody(res: ServerResponse, body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // Wait for each chunk to be handed to the socket, so that a body that fails later is cut off
      // after what was already sent (a reset in the middle of a response).
      await writeChunk(res, value);
    }
    res.end();
  } catch {
    res.socket?.destroy();
  }
}

/** Writes one chunk; settles once the socket has taken it. */
function writeChunk(res: ServerResponse, chunk: Uint8Array): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    res.write(chunk, (error) => {
      if (error) reject(error);
      else resolve();
    });
  });
}

/** Reports a handler's failure: a 500 with its message while the headers are not out yet, else a dropped connection. */
function failRequest(res: ServerResponse, error: unknown): void {
  if (!res.headersSent) {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { type: 'internal-server-error', message: error instanceof Error ? error.message : String(error) } }));
  } else {
    res.socket?.destroy();
  }
}

/** A body's text, decoded from the content coding it names when the coding is known (else as it came). */
async function decodedText(bytes: Uint8Array<ArrayBuffer>, coding: string | null): Promise<string> {
  const decoder = coding === null || bytes.byteLength === 0 ? undefined : contentDecoder(coding.trim().toLowerCase());
  if (decoder === undefined) return new TextDecoder().decode(bytes);
  return new Response(new Blob([bytes]).stream().pipeThrough(decoder)).text().catch(() => new TextDecoder().decode(bytes));
}

/** The lifecycle hooks of a test framework (vitest's and jest's have these names). */
export interface LifecycleHooks {
  /** Runs `fn` once before the first test of the file. */
  beforeAll(fn: () => void): void;
  /** Runs `fn` after every test. */
  afterEach(fn: () => void): void;
  /** Runs `fn` once after the last test of the file. */
  afterAll(fn: () => void): void;
}

/** One request as it went on the wire. */
export interface SentRequest {
  method: string;
  url: URL;
  /** The URL's path. */
  path: string;
  /** The query parameters (the last value of a repeated name). */
  query: Record<string, string>;
  headers: Headers;
  /** The body as text ('' when there was none), decoded from its `Content-Encoding` when it names one (a compressed upload). */
  body: string;
  /** The body's bytes as they went on the wire, compressed ones as they were sent. */
  bytes: Uint8Array<ArrayBuffer>;
}

/** What {@link useFakeServer} gives a test file. */
export interface FakeServer {
  /** The MSW server, e.g. for `server.use(...)` overrides in one test. */
  readonly server: SetupServer;
  /** Every request sent since the current test began, bodies read. */
  readonly requests: () => Promise<SentRequest[]>;
  /** The last request sent; throws when nothing was sent. */
  readonly lastRequest: () => Promise<SentRequest>;
}

/**
 * Intercepts `fetch` with a fake's handlers for one test file: MSW starts before the first test, the
 * fake's state and any per-test handlers are reset after each test, and every request is recorded for
 * assertions. A request no handler answers is refused (it never reaches the network, and nothing is
 * printed) and fails the test that sent it: its `afterEach` throws, naming the request, even when the
 * code under test caught the refusal. Pass your framework's hooks:
 * `useFakeServer(createPlatformFake(), { beforeAll, afterEach, afterAll })`.
 */
export function useFakeServer(fake: { readonly handlers: readonly RequestHandler[]; reset(): void }, hooks: LifecycleHooks): FakeServer {
  checkFakeRuntime();
  const server = setupServer(...fake.handlers);
  // In the order the requests started, whatever order their bodies are read in.
  const sent: Promise<SentRequest>[] = [];
  const unhandled: string[] = [];
  server.events.on('request:unhandled', ({ request }) => {
    unhandled.push(`${request.method} ${request.url}`);
  });
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    sent.push(
      copy.arrayBuffer().then(async (buffer) => {
        const bytes = new Uint8Array(buffer);
        const url = new URL(copy.url);
        const body = await decodedText(bytes, copy.headers.get('content-encoding'));
        return { method: copy.method, url, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: copy.headers, body, bytes };
      }),
    );
  });
  hooks.beforeAll(() => {
    // A network error (`Response.error()`, which MSW takes as the request's outcome when the callback
    // rejects with it) refuses the request without MSW's printed report; afterEach reports it instead.
    server.listen({
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- MSW's way to fail a request as a network error
      onUnhandledFrame: () => Promise.reject(Response.error()),
    });
  });
  hooks.afterEach(() => {
    fake.reset();
    server.resetHandlers();
    sent.length = 0;
    const refused = unhandled.splice(0);
    if (refused.length) {
      throw new Error(`The test sent ${String(refused.length)} request(s) that no fake handler answers (refused, never sent):\n  ${refused.join('\n  ')}`);
    }
  });
  hooks.afterAll(() => {
    server.close();
  });
  const requests = (): Promise<SentRequest[]> => Promise.all(sent);
  return {
    server,
    requests,
    lastRequest: async () => {
      const last = (await requests()).at(-1);
      if (!last) throw new Error('no request was sent');
      return last;
    },
  };
}
