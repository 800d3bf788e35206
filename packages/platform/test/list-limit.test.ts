import { describe, expect, test } from 'vitest';
import { useFake } from './setup.js';

// The description calls `limit` the "maximum number of items to return": a walk yields at most that many,
// and the SDK sizes each request itself (the items still wanted, at most the list's largest page).

const { fake, client, wire } = useFake();

/** The query of every GET the fake received on `path`. */
async function pages(path: string): Promise<Record<string, string>[]> {
  return (await wire()).filter((sent) => sent.method === 'GET' && sent.path === path).map((sent) => sent.query);
}

/** A dataset of `count` numbered items, pushed in one call. */
async function datasetOf(count: number): Promise<string> {
  const p = client();
  const dataset = await p.datasets.create();
  await p.datasets.pushItems(dataset.id, { items: Array.from({ length: count }, (_, n) => ({ n })) });
  return dataset.id;
}

/** `count` Actors in the fake's state, named a0000, a0001, … */
function actors(count: number): void {
  for (let n = 0; n < count; n++) fake.state.createActor({ name: `a${String(n).padStart(4, '0')}` });
}

describe('limit on a walk', () => {
  test('asked for 150 of 250 dataset items: exactly 150, in one request for 150', async () => {
    const id = await datasetOf(250);
    const items = await client().datasets.listItems<{ n: number }>(id, { limit: 150 }).toArray();
    expect(items.map((item) => item.n)).toEqual(Array.from({ length: 150 }, (_, n) => n));
    expect(await pages(`/v2/datasets/${id}/items`)).toEqual([{ offset: '0', limit: '150' }]);
  });

  test('a server page smaller than the limit: the walk asks for the rest, and stops at the limit', async () => {
    const id = await datasetOf(250);
    fake.state.settings.maxItemsPerPage = 100;
    let count = 0;
    for await (const item of client().datasets.listItems<{ n: number }>(id, { limit: 150 })) expect(item.n).toBe(count++);
    expect(count).toBe(150);
    expect(await pages(`/v2/datasets/${id}/items`)).toEqual([
      { offset: '0', limit: '150' },
      { offset: '100', limit: '50' },
    ]);
  });

  test('a limit above the largest page of an offset list (1000) is walked in several pages', async () => {
    actors(2500);
    const names = (await client().actors.list({ limit: 1500 }).toArray()).map((actor) => actor.name);
    expect(names).toHaveLength(1500);
    expect(names.at(-1)).toBe('a1499');
    expect(await pages('/v2/actors')).toEqual([
      { offset: '0', limit: '1000' },
      { offset: '1000', limit: '500' },
    ]);
  });

  test('with an offset, the limit counts from there; past the end of the list the walk ends with the list', async () => {
    actors(2500);
    const p = client();
    const names = (await p.actors.list({ offset: 100, limit: 1200 }).toArray()).map((actor) => actor.name);
    expect([names.length, names[0], names.at(-1)]).toEqual([1200, 'a0100', 'a1299']);
    expect((await p.actors.list({ offset: 2400, limit: 500 }).toArray()).map((actor) => actor.name)).toHaveLength(100);
    expect(await pages('/v2/actors')).toEqual([
      { offset: '100', limit: '1000' },
      { offset: '1100', limit: '200' },
      { offset: '2400', limit: '500' },
    ]);
  });

  test('keys and requests: the limit caps the walk there too', async () => {
    const p = client();
    const store = await p.keyValueStores.create();
    for (const key of ['a', 'b', 'c', 'd', 'e']) await p.keyValueStores.setRecord(store.id, key, { value: key });
    fake.state.settings.maxListLimit = 2;
    expect((await p.keyValueStores.listKeys(store.id, { limit: 3 }).toArray()).map((k) => k.key)).toEqual(['a', 'b', 'c']);
    expect((await pages(`/v2/key-value-stores/${store.id}/keys`)).map((query) => query.limit)).toEqual(['3', '1']);

    const queue = await p.requestQueues.create();
    for (let n = 0; n < 5; n++) await p.requestQueues.addRequest(queue.id, { uniqueKey: String(n), url: `https://e.test/${String(n)}` });
    expect((await p.requestQueues.listRequests(queue.id, { limit: 4 }).toArray()).map((r) => r.uniqueKey)).toEqual(['0', '1', '2', '3']);
  });

  test('awaiting a list is one page of at most `limit` items, as the API means it', async () => {
    actors(30);
    const page = await client().actors.list({ limit: 20 });
    expect(page.items).toHaveLength(20);
    expect(page.total).toBe(30);
    expect(await pages('/v2/actors')).toEqual([{ offset: '0', limit: '20' }]);
  });

  test('.limit({ maxItems }) still bounds a walk, and sizes its requests the same way', async () => {
    actors(30);
    expect(await client().actors.list().limit({ maxItems: 12 }).toArray()).toHaveLength(12);
    expect(await pages('/v2/actors')).toEqual([{ offset: '0', limit: '12' }]);
  });
});
