import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a stub saw it. */
export interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** What a stub answers: a response, or `hang` to never answer (until the request is aborted). */
export type Answer = Response | 'hang';

/**
 * A fetch stub playing a hostile or broken server. It records every request, honours the request's
 * signal like a real fetch (a hanging answer rejects with the signal's reason when it fires), and
 * refuses to answer past `maxRequests` so that a walk that never ends fails the test instead of hanging it.
 */
export function hostile(answer: (request: Seen, n: number) => Answer | Promise<Answer>, maxRequests = 50): typeof fetch & { seen: Seen[] } {
  const seen: Seen[] = [];
  const stub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const entry: Seen = { method: request.method, url: new URL(request.url), headers: request.headers, body: request.body ? await request.text() : '' };
    seen.push(entry);
    if (seen.length > maxRequests) throw new Error(`stub: more than ${String(maxRequests)} requests, the client does not stop`);
    const signal = request.signal;
    if (signal.aborted) throw signal.reason;
    const reply = await answer(entry, seen.length);
    if (reply !== 'hang') return reply;
    return new Promise<Response>((_, reject) => {
      signal.addEventListener('abort', () => {
        // A real fetch rejects with the signal's reason, whatever it is.
        reject(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)));
      });
    });
  };
  return Object.assign(stub, { seen });
}

/** A JSON response. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A real HTTP server on 127.0.0.1 that records what reaches it. */
export interface LocalServer {
  readonly url: string;
  readonly seen: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

/** Starts a real HTTP server on loopback with a request handler. */
export async function listen(handle: (request: IncomingMessage, body: string, response: ServerResponse) => void): Promise<LocalServer> {
  const seen: LocalServer['seen'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      handle(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Awaits a promise and returns the error it rejected with (or fails when it resolved). */
export async function rejection(promise: PromiseLike<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/** Tracks whether a promise has settled, without awaiting it. */
export function track<T>(promise: PromiseLike<T>): { readonly settled: boolean; readonly result: Promise<{ ok: boolean; value?: T; error?: unknown }> } {
  const state = { settled: false };
  const result = Promise.resolve(promise).then(
    (value) => {
      state.settled = true;
      return { ok: true, value };
    },
    (error: unknown) => {
      state.settled = true;
      return { ok: false, error };
    },
  );
  return {
    get settled() {
      return state.settled;
    },
    result,
  };
}
