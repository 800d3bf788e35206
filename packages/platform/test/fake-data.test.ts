import { describe, expect, it } from 'vitest';
import { useFake } from './setup.js';

// The fake does what the API does with a run's input, and nothing more: it is the INPUT record of the
// run's default key-value store, never an item of its default dataset.
describe('a run of the fake', () => {
  const { client } = useFake();

  it("keeps its input as the INPUT record of its default store, and its default dataset is empty until the run pushes", async () => {
    const p = client();
    const actor = await p.actors.create({ name: 'quiet' });
    const run = await p.actors.call(actor.id, { input: { query: 'shoes' } });
    expect(run.status).toBe('SUCCEEDED');
    const storages = p.runs.storages(run.id);
    expect(await storages.dataset.listItems().toArray()).toEqual([]);
    expect((await storages.keyValueStore.getRecord('INPUT')).value).toEqual({ query: 'shoes' });
  });

  it('a user pushing three items to the default dataset reads back three', async () => {
    const p = client();
    const actor = await p.actors.create({ name: 'pusher' });
    const run = await p.actors.call(actor.id, { input: { url: 'https://example.com' } });
    const { dataset } = p.runs.storages(run.id);
    await dataset.pushItems({ items: [{ n: 1 }, { n: 2 }, { n: 3 }] });
    expect(await dataset.listItems().toArray()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
});

// A queue keeps one request per `uniqueKey`, found by its key however many requests it holds.
describe("a request queue of the fake", () => {
  const { client } = useFake();

  it('finds a repeat by its key after an update changed it, frees a deleted key, and deletes a batch by key', async () => {
    const p = client();
    const queue = await p.requestQueues.create();
    const first = await p.requestQueues.addRequest(queue.id, { url: 'https://example.com/a', uniqueKey: 'a' });
    expect((await p.requestQueues.addRequest(queue.id, { url: 'https://example.com/a', uniqueKey: 'a' })).wasAlreadyPresent).toBe(true);
    // An update moves the request to another key: the old one is free, the new one a repeat.
    await p.requestQueues.updateRequest(queue.id, first.requestId, { id: first.requestId, url: 'https://example.com/b', uniqueKey: 'b' });
    expect((await p.requestQueues.addRequest(queue.id, { url: 'https://example.com/b', uniqueKey: 'b' })).requestId).toBe(first.requestId);
    const again = await p.requestQueues.addRequest(queue.id, { url: 'https://example.com/a', uniqueKey: 'a' });
    expect(again.wasAlreadyPresent).toBe(false);
    // Deleted, by ID or in a batch by key: the key may be added anew.
    await p.requestQueues.deleteRequest(queue.id, again.requestId);
    expect((await p.requestQueues.addRequest(queue.id, { url: 'https://example.com/a', uniqueKey: 'a' })).wasAlreadyPresent).toBe(false);
    expect((await p.requestQueues.batchDeleteRequests(queue.id, { requests: [{ uniqueKey: 'b' }] })).processedRequests).toEqual([{ id: first.requestId, uniqueKey: 'b' }]);
    expect((await p.requestQueues.addRequest(queue.id, { url: 'https://example.com/b', uniqueKey: 'b' })).wasAlreadyPresent).toBe(false);
  });
});
