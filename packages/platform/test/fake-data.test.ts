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
