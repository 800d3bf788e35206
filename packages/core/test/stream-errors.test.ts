import { getEventListeners } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AbortError, ConnectionError, HttpClient, queryTokenAuth, type Progress } from '@typed-api/core';
import type { HttpClientConfig } from '@typed-api/core/internal';
import { defineOperation } from '@typed-api/core/describe';

// A streamed answer fails with the typed errors a buffered one gives: a connection that drops in the middle
// of the body is a ConnectionError naming the operation (its URL redacted, the runtime's error kept as its
// cause), the caller's abort while reading is an AbortError. The breaks happen on a real socket (a node:http
// server on 127.0.0.1, no fetch stub in front), where the runtime's own error is `TypeError: terminated`.

const download = defineOperation({ id: 'files.download', method: 'GET', path: '/d' });
const stream = { ...download, responseType: 'stream' as const };

/** Answers every request with a first part of a body, and keeps the answer open until the test breaks or ends it. */
let server: Server;
let base = '';
const open: ServerResponse[] = [];
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.write('first part\n');
    open.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => { resolve(); }));
});

/** Resets the connection of the last answer, in the middle of its body. */
function breakConnection(): void {
  open.pop()?.socket?.destroy();
}

function client(extra: Partial<HttpClientConfig> = {}): HttpClient {
  return new HttpClient({ baseUrl: base, retryBudget: false, ...extra });
}

/** The first chunk of a stream as text, and its reader for the rest. */
async function firstChunk(body: ReadableStream<Uint8Array>): Promise<{ text: string; reader: ReadableStreamDefaultReader<Uint8Array> }> {
  const reader = body.getReader();
  const { value } = await reader.read();
  return { text: new TextDecoder().decode(value), reader };
}

/** What a read rejects with. */
async function readFailure(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<unknown> {
  return reader.read().then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('a streamed answer whose connection drops mid-body', () => {
  test('fails the read with a ConnectionError naming the operation and its redacted URL, the runtime error kept as cause', async () => {
    const secret = 'stream-secret-7f3a';
    const body = (await client({ auth: queryTokenAuth(secret) }).call(stream, {})) as ReadableStream<Uint8Array>;
    const { text, reader } = await firstChunk(body);
    expect(text).toBe('first part\n');
    breakConnection();
    const error = await readFailure(reader);
    expect(error).toBeInstanceOf(ConnectionError);
    const message = (error as ConnectionError).message;
    expect(message).toMatch(new RegExp(`^files\\.download: GET ${base}/d\\?token=\\S+: the streamed response broke off: terminated`));
    expect(message).not.toContain(secret);
    expect((error as ConnectionError).cause).toBeInstanceOf(TypeError);
    expect(((error as ConnectionError).cause as Error).message).toBe('terminated');
    expect((error as ConnectionError).code).toBe('UND_ERR_SOCKET');
    expect(seen.at(-1)).toContain(secret);
  });

  test("lets go of the caller's signal once the read has failed", async () => {
    const controller = new AbortController();
    const body = (await client().call(stream, {}, { signal: controller.signal })) as ReadableStream<Uint8Array>;
    const { reader } = await firstChunk(body);
    expect(getEventListeners(controller.signal, 'abort').length).toBeGreaterThan(0);
    breakConnection();
    expect(await readFailure(reader)).toBeInstanceOf(ConnectionError);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  test('fails the same through onProgress, which counts the bytes that came before', async () => {
    const reports: Progress[] = [];
    const body = (await client().call(stream, {}, { onProgress: (p) => reports.push(p) })) as ReadableStream<Uint8Array>;
    const { reader } = await firstChunk(body);
    breakConnection();
    expect(await readFailure(reader)).toBeInstanceOf(ConnectionError);
    expect(reports.at(-1)).toMatchObject({ status: 'receiving', bytes: { done: 11 } });
  });

  test('read with for await, throws the ConnectionError out of the loop', async () => {
    const body = (await client().call(stream, {})) as ReadableStream<Uint8Array>;
    const chunks: string[] = [];
    const loop = (async () => {
      for await (const chunk of body) {
        chunks.push(new TextDecoder().decode(chunk));
        breakConnection();
      }
    })();
    await expect(loop).rejects.toBeInstanceOf(ConnectionError);
    expect(chunks).toEqual(['first part\n']);
  });
});

describe('a streamed answer stopped while it is read', () => {
  test("by the caller's signal fails the read with AbortError carrying the caller's reason, and lets go of the signal", async () => {
    const controller = new AbortController();
    const body = (await client().call(stream, {}, { signal: controller.signal })) as ReadableStream<Uint8Array>;
    const { reader } = await firstChunk(body);
    expect(getEventListeners(controller.signal, 'abort').length).toBeGreaterThan(0);
    const reason = new Error('the user closed the page');
    controller.abort(reason);
    const error = await readFailure(reader);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toBe(reason);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  test("by the client's signal fails the read with AbortError", async () => {
    const controller = new AbortController();
    const body = (await client({ signal: controller.signal }).call(stream, {})) as ReadableStream<Uint8Array>;
    const { reader } = await firstChunk(body);
    controller.abort();
    expect(await readFailure(reader)).toBeInstanceOf(AbortError);
  });

  test("cancelled by its reader, lets go of the caller's signal and closes the connection", async () => {
    const controller = new AbortController();
    const body = (await client().call(stream, {}, { signal: controller.signal })) as ReadableStream<Uint8Array>;
    const answer = open.at(-1);
    const { reader } = await firstChunk(body);
    const closed = new Promise<void>((resolve) => answer?.on('close', resolve));
    await reader.cancel();
    await closed;
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  test("read to its end, lets go of the caller's signal", async () => {
    const controller = new AbortController();
    const body = (await client().call(stream, {}, { signal: controller.signal })) as ReadableStream<Uint8Array>;
    open.pop()?.end('last part\n');
    expect(await new Response(body).text()).toBe('first part\nlast part\n');
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

describe('the typed stream itself', () => {
  const chunk = new Uint8Array([1, 2, 3]);
  const fetchOf = (body: ReadableStream<Uint8Array>): typeof fetch => () => Promise.resolve(new Response(body));

  test('hands over the very chunks the runtime read, without copying them', async () => {
    const body = new ReadableStream<Uint8Array>({ start: (c) => { c.enqueue(chunk); c.close(); } });
    const typed = (await new HttpClient({ baseUrl: 'https://api.test', fetch: fetchOf(body) }).call(stream, {})) as ReadableStream<Uint8Array>;
    const reader = typed.getReader();
    expect((await reader.read()).value).toBe(chunk);
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });

  test('reads nothing ahead of its reader', async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({ pull: (c) => { pulls++; c.enqueue(chunk); } }, { highWaterMark: 0 });
    const typed = (await new HttpClient({ baseUrl: 'https://api.test', fetch: fetchOf(body) }).call(stream, {})) as ReadableStream<Uint8Array>;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pulls).toBe(0);
    await typed.getReader().read();
    expect(pulls).toBe(1);
  });

  test("an answer without a body is an empty stream, and lets go of the caller's signal at once", async () => {
    const controller = new AbortController();
    const http = new HttpClient({ baseUrl: 'https://api.test', fetch: () => Promise.resolve(new Response(null, { status: 204 })) });
    const typed = (await http.call(stream, {}, { signal: controller.signal })) as ReadableStream<Uint8Array>;
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    expect(await typed.getReader().read()).toEqual({ done: true, value: undefined });
  });

  test('a read error whose text quotes a secret gives its message redacted and keeps no cause', async () => {
    const secret = 'quoted-secret-19ab';
    const body = new ReadableStream<Uint8Array>({ pull: (c) => { c.error(new Error(`socket to https://api.test/d?token=${secret} reset`)); } });
    const http = new HttpClient({ baseUrl: 'https://api.test', fetch: fetchOf(body), auth: queryTokenAuth(secret) });
    const typed = (await http.call(stream, {})) as ReadableStream<Uint8Array>;
    const error = await readFailure(typed.getReader());
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).not.toContain(secret);
    expect((error as Error).message).toContain('reset');
    expect((error as Error).cause).toBeUndefined();
    // The runtime's code is kept: it names no secret.
    const coded = new ReadableStream<Uint8Array>({ pull: (c) => { c.error(Object.assign(new Error(`socket to https://api.test/d?token=${secret} reset`), { code: 'ECONNRESET' })); } });
    const again = new HttpClient({ baseUrl: 'https://api.test', fetch: fetchOf(coded), auth: queryTokenAuth(secret) });
    const codedError = await readFailure(((await again.call(stream, {})) as ReadableStream<Uint8Array>).getReader());
    expect((codedError as ConnectionError).code).toBe('ECONNRESET');
    expect((codedError as Error).cause).toBeUndefined();
  });
});
