import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useFake } from './helpers.js';

const { fake, client, requests } = useFake();

describe('cursor pagination (property)', () => {
  it('yields every repository exactly once, in order, up to the limit, for any size, page size, limit and provider', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 1, max: 10 }), fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }), fc.constantFrom('gh', 'gl', 'bb'), async (count, pageSize, limit, provider) => {
        fake.reset();
        fake.state.maxPageSize = pageSize;
        const organization = `org-${provider}`;
        fake.addOrganization(provider, organization);
        const expected: string[] = [];
        for (let i = 0; i < count; i++) {
          const repository = `r${String(i).padStart(3, '0')}`;
          fake.addRepository({ provider, organization, repository, pullRequests: 0, issues: 0, commits: 0, files: 0 });
          expected.push(repository);
        }
        const before = (await requests()).length;
        const names = (await client().repositories.list(provider, organization, { limit }).toArray()).map((r) => r.repository.name);
        const wanted = expected.slice(0, limit);
        expect(names).toEqual(wanted);
        // Pages of `pageSize` until the list or the limit ends: no request past the limit.
        const pagesFetched = (await requests()).length - before;
        expect(pagesFetched).toBe(Math.max(1, Math.ceil(wanted.length / pageSize)));
      }),
      { numRuns: 30 },
    );
  });
});
