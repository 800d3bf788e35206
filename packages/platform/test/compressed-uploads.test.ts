import { describe, expect, test } from 'vitest';
import { isPlatformError } from '../src/index.js';
import { useFake } from './setup.js';

// The platform API takes compressed request bodies; the client gzips its JSON bodies from 1 KiB up (as
// the official client does) and the fake decodes them as the API does.

const { fake, client, wire } = useFake();

const items = (count: number) => Array.from({ length: count }, (_, i) => ({ url: `https://shop.test/p/${String(i)}`, title: `Product ${String(i)}`, price: i * 3, inStock: i % 2 === 0 }));

/** gunzip of a body's bytes, as text. */
async function gunzip(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
}

describe('compressed uploads', () => {
  test('a push of 1,000 items goes gzip-compressed, and the dataset holds the items', async () => {
    const p = client();
    const d = await p.datasets.create();
    await p.datasets.pushItems(d.id, { items: items(1000) });
    const [push] = (await wire()).filter((w) => w.method === 'POST' && w.path.endsWith('/items'));
    expect(push?.headers.get('content-encoding')).toBe('gzip');
    const json = JSON.stringify(items(1000));
    expect(push?.bytes.byteLength).toBeLessThan(json.length / 5);
    expect(await gunzip(push!.bytes)).toBe(json);
    expect(fake.state.datasets.get(d.id)?.items).toEqual(items(1000));
  });

  test('a body under 1 KiB is sent as it is', async () => {
    const p = client();
    const d = await p.datasets.create();
    await p.datasets.pushItems(d.id, { items: items(2) });
    const push = await wire().then((all) => all.at(-1));
    expect(push?.headers.has('content-encoding')).toBe(false);
    expect(new TextDecoder().decode(push?.bytes)).toBe(JSON.stringify(items(2)));
  });

  test('compressRequests: false sends large bodies as they are', async () => {
    const p = client({ compressRequests: false });
    const d = await p.datasets.create();
    await p.datasets.pushItems(d.id, { items: items(1000) });
    const push = await wire().then((all) => all.at(-1));
    expect(push?.headers.has('content-encoding')).toBe(false);
    expect(push?.bytes.byteLength).toBe(new TextEncoder().encode(JSON.stringify(items(1000))).byteLength);
    expect(fake.state.datasets.get(d.id)?.items).toHaveLength(1000);
  });

  // The faults ask for no wait (Retry-After: 0), so that no clock is involved: the fake decodes each body
  // off the main thread, which a fake clock would race.
  test('a retry after a 503 resends the same compressed bytes, and the record is written once', async () => {
    const p = client({ maxRetries: 2 });
    const s = await p.keyValueStores.create();
    const value = { products: items(200) };
    fake.faults.next(1, { type: 'status', status: 503, retryAfter: 0 });
    await p.keyValueStores.setRecord(s.id, 'OUTPUT', { value });
    const puts = (await wire()).filter((w) => w.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts.map((w) => w.headers.get('content-encoding'))).toEqual(['gzip', 'gzip']);
    expect(puts[1]?.bytes).toEqual(puts[0]?.bytes);
    expect((await p.keyValueStores.getRecord(s.id, 'OUTPUT')).value).toEqual(value);
  });

  test('a push refused with a 429 is sent again with the same compressed bytes, and the items are stored once', async () => {
    const p = client({ maxRetries: 2 });
    const d = await p.datasets.create();
    fake.faults.next(1, { type: 'status', status: 429, retryAfter: 0 });
    await p.datasets.pushItems(d.id, { items: items(200) });
    const pushes = (await wire()).filter((w) => w.method === 'POST' && w.path.endsWith('/items'));
    expect(pushes.map((w) => w.headers.get('content-encoding'))).toEqual(['gzip', 'gzip']);
    expect(pushes[1]?.bytes).toEqual(pushes[0]?.bytes);
    expect(fake.state.datasets.get(d.id)?.items).toEqual(items(200));
  });

  test('a JSON record goes compressed and reads back as written; a text record goes as it is', async () => {
    const p = client();
    const s = await p.keyValueStores.create();
    const value = { products: items(100) };
    await p.keyValueStores.setRecord(s.id, 'OUTPUT', { value });
    await p.keyValueStores.setRecord(s.id, 'page', { value: `<html><body>${'<p>text</p>'.repeat(200)}</body></html>`, contentType: 'text/html' });
    const puts = (await wire()).filter((w) => w.method === 'PUT');
    expect(puts.map((w) => w.headers.get('content-encoding'))).toEqual(['gzip', null]);
    expect((await p.keyValueStores.getRecord(s.id, 'OUTPUT')).value).toEqual(value);
  });

  test("an Actor's large input goes compressed and becomes the run's INPUT record", async () => {
    const p = client();
    const actor = await p.actors.create({ name: 'shop-crawler' });
    const input = { startUrls: items(50).map((item) => ({ url: item.url })), maxDepth: 3 };
    const run = await p.actors.start(actor.id, { input });
    const start = (await wire()).find((w) => w.method === 'POST' && w.path.endsWith('/runs'));
    expect(start?.headers.get('content-encoding')).toBe('gzip');
    expect((await p.keyValueStores.getRecord(run.defaultKeyValueStoreId, 'INPUT')).value).toEqual(input);
  });

  test('the fake takes the codings the API documents and refuses others with 415 unsupported-content-encoding', async () => {
    const p = client();
    const d = await p.datasets.create();
    const compressed = async (format: CompressionFormat) => new Uint8Array(await new Response(new Blob([JSON.stringify([{ n: format }])]).stream().pipeThrough(new CompressionStream(format))).arrayBuffer());
    const send = async (coding: string, body: Uint8Array<ArrayBuffer>) =>
      fetch(`${fake.baseUrl}/v2/datasets/${d.id}/items?token=${fake.token}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': coding }, body });
    expect((await send('deflate', await compressed('deflate'))).status).toBe(201);
    expect((await send('gzip', await compressed('gzip'))).status).toBe(201);
    expect(fake.state.datasets.get(d.id)?.items).toEqual([{ n: 'deflate' }, { n: 'gzip' }]);
    await expect(p.datasets.pushItems(d.id, { items: [{ n: 1 }] }, { headers: { 'content-encoding': 'compress' } })).rejects.toSatisfy((e) => isPlatformError(e, 'unsupported-content-encoding'));
    await expect(p.datasets.pushItems(d.id, { items: [{ n: 1 }] }, { headers: { 'content-encoding': 'gzip' } })).rejects.toSatisfy((e) => isPlatformError(e, 'invalid-request'));
  });
});
