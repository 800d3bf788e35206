import { describe, expect, it } from 'vitest';
import { createHostingFake } from '../src/testing/index.js';
import { useFake } from './setup.js';

// The fake's documented data agrees with itself: every count it shows is counted from the data it holds.
describe('the fake data', () => {
  it("each site's domain and collaborator counts, and the account's site and collaborator counts, are counted from the data", () => {
    const { state } = createHostingFake();
    const sites = [...state.sites.values()];
    const collaborators = [...state.collaborators.values()];
    for (const site of sites) {
      expect([site.record.id, site.record.domainsCount]).toEqual([site.record.id, site.domains.length]);
      expect([site.record.id, site.record.collaboratorsCount]).toEqual([site.record.id, collaborators.filter((c) => c.siteId === site.record.id).length]);
    }
    expect(state.account.sitesCount).toBe(sites.length);
    expect(state.account.collaboratorCount).toBe(new Set(collaborators.map((c) => c.email)).size);
    expect(state.account.capacity?.sites).toMatchObject({
      total: sites.length,
      staging: sites.filter((s) => s.record.staging).length,
      billable: sites.filter((s) => !s.record.staging && !s.record.sandbox).length,
    });
  });

  describe('through the client', () => {
    const { client } = useFake();

    it("the account's site capacity follows sites made, converted and deleted", async () => {
      const c = client();
      const capacity = async () => (await c.account.get()).capacity?.sites;
      expect(await capacity()).toMatchObject({ total: 3, staging: 1, billable: 1 });
      await c.sites.convert(3, 'live');
      expect(await capacity()).toMatchObject({ total: 3, staging: 1, billable: 2 });
      const made = await c.sites.create({ name: 'another-site' });
      expect(await capacity()).toMatchObject({ total: 4, staging: 1, billable: 3 });
      expect((await c.account.get()).sitesCount).toBe(4);
      await c.sites.delete(made.id);
      expect(await capacity()).toMatchObject({ total: 3, staging: 1, billable: 2 });
    });
  });
});
