import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useFake } from './setup.js';

const { fake, client, apiRequests } = useFake();

function seedMuPlugins(count: number): void {
  fake.state.muPlugins.clear();
  for (let i = 1; i <= count; i++) {
    fake.state.muPlugins.set(i, { id: i, created: '2024-01-01T00:00:00.000Z', existing_sites: true, future_sites: false, path: `https://files.test/p${String(i)}.php`, slug: `p${String(i)}.php` });
  }
}

describe('page-numbered lists', () => {
  it('walks every site across pages, one request per page, following page.nextPage', async () => {
    const c = client();
    const names: string[] = [];
    for await (const site of c.sites.list({ per_page: 1 })) names.push(site.name);
    expect(names).toEqual(['main-site', 'main-site-staging', 'playground']);
    expect(apiRequests().map((r) => r.query.page)).toEqual(['1', '2', '3']);
  });

  it('gives the first page with its paging fields when awaited', async () => {
    const first = await client().sites.list({ per_page: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.page).toEqual({ currentPage: 1, nextPage: 2, lastPage: 2, perPage: 2, totalItems: 3 });
    expect(apiRequests()).toHaveLength(1);
  });

  it('starts at the page asked for and walks pages lazily', async () => {
    seedMuPlugins(7);
    const pages = client().muPlugins.list({ page: 2, per_page: 3 }).pages();
    const second = await pages.next();
    expect(second.value).toMatchObject({ items: [{ id: 4 }, { id: 5 }, { id: 6 }], page: { currentPage: 2, nextPage: 3 } });
    expect(apiRequests()).toHaveLength(1);
    const third = await pages.next();
    expect(third.value).toMatchObject({ items: [{ id: 7 }], page: { nextPage: null } });
    expect((await pages.next()).done).toBe(true);
    expect(apiRequests()).toHaveLength(2);
  });

  it('trusts the page size the server applies (50 at most)', async () => {
    seedMuPlugins(120);
    const all = await client().muPlugins.list({ per_page: 100 }).toArray();
    expect(all.map((p) => p.id)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(apiRequests()).toHaveLength(3);
  });

  it('yields every item exactly once for any total and page size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 60 }), async (total, perPage) => {
        seedMuPlugins(total);
        fake.state.requests.length = 0;
        const ids = (await client({ accessToken: 'test-access-token', clientId: undefined, clientSecret: undefined }).muPlugins.list({ per_page: perPage }).toArray()).map((p) => p.id);
        expect(ids).toEqual(Array.from({ length: total }, (_, i) => i + 1));
        expect(apiRequests()).toHaveLength(Math.max(1, Math.ceil(total / Math.min(perPage, 50))));
      }),
      { numRuns: 40 },
    );
  });

  it('pages activity logs through the request body', async () => {
    for (let i = 0; i < 5; i++) fake.state.activity.push({ id: i + 1, timestamp: '2024-01-01T00:00:00Z', name: 'settings', source: 'ui' });
    const ids = (await client().account.activityLogs({ per_page: 2 }).toArray()).map((e) => e.id);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(apiRequests().map((r) => (JSON.parse(r.body) as { page: number }).page)).toEqual([1, 2, 3]);
  });

  it('pages the sites of a collaborator and the search results', async () => {
    const c = client();
    const sites = await c.collaborators.listSites('dev@example.com', { per_page: 1 }).toArray();
    expect(sites.map((s) => s.id)).toEqual([1, 2]);
    const found = await c.sites.search({ filters: [{ key: 'name', value: 'site' }], per_page: 1 }).toArray();
    expect(found.map((s) => s.name)).toEqual(['main-site', 'main-site-staging']);
  });

  it('walks the deploy history newest first', async () => {
    const git = fake.state.sites.get(1)!.git;
    for (let i = 1; i <= 4; i++) git.history.unshift({ id: i, state: 'deployed' });
    const ids = (await client().git.history(1, { per_page: 3 }).toArray()).map((d) => d.id);
    expect(ids).toEqual([4, 3, 2, 1]);
  });
});
