import { describe, expect, test } from 'vitest';
import { createClient } from '../src/functions/index.js';
import { getRecord as getRecordFunction } from '../src/functions/keyValueStores.js';
import { lastRunKeyValueStoreGetRecord } from '../src/functions/actors.js';
import { useFake } from './setup.js';

// Record reads send `attachment=true` by default, as the official client does: without it the server may
// alter an HTML record as it serves it (the fake puts a sandboxing <meta> in), with it the record comes
// back as stored. `attachment: false` asks for the served form.

const { fake, client, wire, last } = useFake();

const PAGE = '<!doctype html><html><head><title>Shop</title></head><body><p>Price: 3 €</p></body></html>';

async function storeWithPage() {
  const p = client();
  const s = await p.keyValueStores.create();
  await p.keyValueStores.setRecord(s.id, 'page', { value: PAGE, contentType: 'text/html; charset=utf-8' });
  return { p, s };
}

describe('raw record content', () => {
  test('getRecord sends attachment=true and gives an HTML record back as stored', async () => {
    const { p, s } = await storeWithPage();
    const record = await p.keyValueStores.getRecord(s.id, 'page');
    expect(record).toEqual({ key: 'page', value: PAGE, contentType: 'text/html; charset=utf-8' });
    expect((await last()).query).toEqual({ attachment: 'true' });
  });

  test('attachment: false sends attachment=false and gets the record as the server serves it to browsers', async () => {
    const { p, s } = await storeWithPage();
    const record = await p.keyValueStores.getRecord(s.id, 'page', { attachment: false });
    expect((await last()).query).toEqual({ attachment: 'false' });
    expect(record.value).not.toBe(PAGE);
    expect(record.value).toContain('<meta http-equiv="Content-Security-Policy" content="sandbox">');
  });

  test('getRecordStream reads the stored bytes too, and the answer is marked as a download', async () => {
    const { p, s } = await storeWithPage();
    const { data, response } = await p.keyValueStores.getRecordStream(s.id, 'page').withResponse();
    expect(await new Response(data).text()).toBe(PAGE);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="page"');
    expect((await last()).query).toEqual({ attachment: 'true' });
  });

  test("the run's and the last run's record reads send it too, last-run filters included", async () => {
    const p = client();
    const actor = await p.actors.create({ name: 'page-saver' });
    const run = await p.actors.start(actor.id);
    await p.runs.storages(run.id).keyValueStore.setRecord('page', { value: PAGE, contentType: 'text/html' });

    expect((await p.runs.storages(run.id).keyValueStore.getRecord('page')).value).toBe(PAGE);
    expect((await p.actors.lastRun(actor.id).keyValueStore.getRecord('page')).value).toBe(PAGE);
    expect((await p.actors.lastRun(actor.id, { origin: 'API' }).keyValueStore.getRecord('page')).value).toBe(PAGE);
    const reads = (await wire()).filter((w) => w.method === 'GET' && w.path.endsWith('/records/page'));
    expect(reads.map((w) => [w.path.replace(run.id, '{runId}').replace(actor.id, '{actorId}'), w.query])).toEqual([
      ['/v2/actor-runs/{runId}/key-value-store/records/page', { attachment: 'true' }],
      ['/v2/actors/{actorId}/runs/last/key-value-store/records/page', { attachment: 'true' }],
      ['/v2/actors/{actorId}/runs/last/key-value-store/records/page', { origin: 'API', attachment: 'true' }],
    ]);
  });

  test('the standalone functions send it as the methods do', async () => {
    const { s } = await storeWithPage();
    const http = createClient({ baseUrl: fake.baseUrl, token: fake.token, rateLimit: false });
    expect(new TextDecoder().decode(await getRecordFunction(http, s.id, 'page'))).toBe(PAGE);
    expect((await last()).query).toEqual({ attachment: 'true' });
    await getRecordFunction(http, s.id, 'page', { attachment: false });
    expect((await last()).query).toEqual({ attachment: 'false' });
    const actor = await client().actors.create({ name: 'nothing-yet' });
    await lastRunKeyValueStoreGetRecord(http, actor.id, 'page').catch(() => undefined);
    expect((await last()).query).toEqual({ attachment: 'true' });
  });

  test('item lists and exports take attachment as the description has it', async () => {
    const p = client();
    const d = await p.datasets.create();
    await p.datasets.pushItems(d.id, { items: [{ n: 1 }] });
    expect(await p.datasets.listItems(d.id, { attachment: true }).toArray()).toEqual([{ n: 1 }]);
    expect((await last()).query).toMatchObject({ attachment: 'true' });
    const { response } = await p.datasets.exportItems(d.id, { format: 'csv', attachment: true }).withResponse();
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect((await last()).query).toMatchObject({ attachment: 'true', format: 'csv' });
  });

  test('a public URL of a record carries no attachment (it opens in a browser as the server serves it)', async () => {
    const { p, s } = await storeWithPage();
    const url = new URL(await p.keyValueStores.getRecordPublicUrl(s.id, 'page'));
    expect(url.searchParams.has('attachment')).toBe(false);
  });
});
