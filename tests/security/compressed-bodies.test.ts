import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, createBrotliCompress, createDeflate, createGzip, deflateSync, gzipSync } from 'node:zlib';
import type { Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, clientCredentialsAuth, HttpClient, SizeLimitError } from '../../packages/core/src/index.js';
import { defineOperation } from '../../packages/core/src/describe-entry.js';

// A compressed answer decodes to far more than its Content-Length: a few kilobytes of gzip can inflate to
// gigabytes. The size limit must hold for the decoded bytes, counted as they arrive, for success bodies,
// error bodies and token answers alike. A real HTTP server on 127.0.0.1 sends real compressed streams
// (made by node:zlib as it goes), and says whether the client stopped reading before the end.

const MiB = 1024 * 1024;
type Encoding = 'gzip' | 'deflate' | 'br';

/** `bytes` decoded bytes of the test body (`[` then spaces), compressed whole, by encoding and size. */
const compressed = new Map<string, Buffer>();
function compressedBody(encoding: Encoding, bytes: number): Buffer {
  const key = `${encoding} ${String(bytes)}`;
  let body = compressed.get(key);
  if (!body) {
    const plain = Buffer.alloc(bytes, 0x20);
    plain[0] = 0x5b;
    body = encoding === 'gzip' ? gzipSync(plain) : encoding === 'deflate' ? deflateSync(plain) : brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    compressed.set(key, body);
  }
  return body;
}

function compressor(encoding: Encoding): Transform {
  if (encoding === 'gzip') return createGzip();
  if (encoding === 'deflate') return createDeflate();
  return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
}

/** What the server did for one request. */
interface Served {
  path: string;
  /** Decoded bytes the server fed to its compressor before the client went away (or it ended). */
  fed: number;
  /** True when the client closed the connection before the whole body was sent. */
  cutOff: boolean;
}

let server: Server;
let base: string;
const served: Served[] = [];

/**
 * `/<status>/<encoding>/<decoded bytes>/<framing>` answers `status` with a body of that many bytes (`[` then
 * spaces, so it reads as cut-off JSON) compressed with `encoding`: with `length`, compressed up front and sent
 * with its Content-Length (the wire size, far under the decoded one); with `chunked`, compressed as it is sent,
 * with no length. `/token/...` the same for a token request (status 200).
 */
function answer(request: IncomingMessage, response: ServerResponse): void {
  const [, status, encoding, size, framing] = (request.url ?? '').split('/') as [string, string, Encoding, string, string];
  const total = Number(size);
  const record: Served = { path: request.url ?? '', fed: 0, cutOff: false };
  served.push(record);
  request.resume();
  if (framing === 'length') {
    const body = compressedBody(encoding, total);
    response.writeHead(status === 'token' ? 200 : Number(status), { 'content-type': 'application/json', 'content-encoding': encoding, 'content-length': String(body.byteLength) });
    response.end(body);
    return;
  }
  const zip = compressor(encoding);
  response.writeHead(status === 'token' ? 200 : Number(status), { 'content-type': 'application/json', 'content-encoding': encoding });
  zip.pipe(response);
  response.on('close', () => {
    record.cutOff = !response.writableFinished;
    zip.destroy();
  });
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  chunk[0] = 0x5b; // '['
  const feed = (): void => {
    while (record.fed < total && !response.destroyed) {
      const part = record.fed === 0 ? chunk : chunk.fill(0x20, 0, 1);
      const n = Math.min(part.byteLength, total - record.fed);
      record.fed += n;
      if (!zip.write(part.subarray(0, n))) {
        zip.once('drain', feed);
        return;
      }
    }
    if (record.fed >= total) zip.end();
  };
  feed();
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = defineOperation({ id: 'bomb.get', method: 'GET', path: '/{status}/{encoding}/{size}/{framing}', params: z.object({ status: z.string(), encoding: z.string(), size: z.string(), framing: z.string() }) });

/** Decoded bytes the client has pulled from the body of its last answer. */
let pulled = 0;

/** A client whose fetch counts the decoded bytes read from each answer (the real fetch decodes them). */
function client(maxResponseBytes: number): HttpClient {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await globalThis.fetch(input, init);
    pulled = 0;
    const counted = response.body?.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, { status: response.status, headers: response.headers });
  };
  return new HttpClient({ baseUrl: base, fetch, maxResponseBytes, maxRetries: 0, retryBudget: false });
}

async function rejection(promise: PromiseLike<unknown>): Promise<unknown> {
  return Promise.resolve(promise).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe.each(['gzip', 'deflate', 'br'] as const)('a %s body', (encoding) => {
  test('whose Content-Length is small but which decodes past maxResponseBytes fails with the size-limit error, read no further', async () => {
    const error = await rejection(client(MiB).call(get, { params: { status: '200', encoding, size: String(64 * MiB), framing: 'length' } }));
    expect(error).toBeInstanceOf(SizeLimitError);
    expect(error).toMatchObject({ direction: 'response', limitBytes: MiB, actualBytes: undefined });
    expect(pulled).toBeLessThanOrEqual(2 * MiB);
  });

  test('sent without a length that decodes past maxResponseBytes fails the same, and the server sees the client leave', async () => {
    const before = served.length;
    // 8 GiB decoded: the server cannot finish it within the test, so only a client that stops lets it end.
    const error = await rejection(client(MiB).call(get, { params: { status: '200', encoding, size: String(8 * 1024 * MiB), framing: 'chunked' } }));
    expect(error).toBeInstanceOf(SizeLimitError);
    await until(() => served[before]?.cutOff === true);
    expect(served[before]?.fed).toBeLessThan(1024 * MiB);
  });

  test('of exactly maxResponseBytes decoded is read whole; one byte more is refused', async () => {
    const outcome = (size: number) =>
      client(MiB)
        .call(get, { params: { status: '200', encoding, size: String(size), framing: 'length' } })
        .then(
          () => 'parsed',
          (e: unknown) => (e instanceof SizeLimitError ? 'refused' : 'read whole'),
        );
    // The body is cut-off JSON ('[' and spaces): read whole, it fails to parse, which is not the size error.
    expect(await outcome(MiB)).toBe('read whole');
    expect(pulled).toBe(MiB);
    expect(await outcome(MiB + 1)).toBe('refused');
  });

  test('in an error answer is kept to its first 64 KiB of decoded text', async () => {
    for (const framing of ['length', 'chunked']) {
      const error = await rejection(client(MiB).call(get, { params: { status: '500', encoding, size: String(64 * MiB), framing } }));
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(500);
      const body = (error as ApiError).body;
      expect(typeof body).toBe('string');
      expect((body as string).length).toBe(64 * 1024);
      expect((body as string).startsWith('[ ')).toBe(true);
    }
  });
});

test('a token answer that decodes past maxResponseBytes fails the call with the size-limit error', async () => {
  const http = new HttpClient({
    baseUrl: base,
    maxResponseBytes: MiB,
    maxRetries: 0,
    retryBudget: false,
    auth: clientCredentialsAuth({ clientId: 'id-1', clientSecret: 'secret-1', tokenUrl: `/token/gzip/${String(64 * MiB)}/length` }),
  });
  const before = served.length;
  const error = await rejection(http.call(get, { params: { status: '200', encoding: 'gzip', size: '10', framing: 'length' } }));
  expect(error).toBeInstanceOf(SizeLimitError);
  // One token request, not retried, and the call it was for never sent.
  expect(served.slice(before).map((s) => s.path.split('/')[1])).toEqual(['token']);
});

/** Waits (on real time, for the server's side of a closed socket) until `done()` holds; fails after 10 s. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
}
