import { describe, expect, it } from 'vitest';
import { useFake, withFakeTime } from './helpers.js';

// The fake's documented data agrees with itself: every count it shows is read from the data it serves.
describe('the fake data', () => {
  const { client } = useFake();
  const repositories = ['web', 'api', 'fresh', 'stuck'] as const;

  it.each(repositories)('gh/acme/%s: issuesCount equals what the issue search returns', async (name) => {
    const c = client();
    const shown = await c.repositories.get('gh', 'acme', name);
    const found = await c.issues.search('gh', 'acme', name).toArray();
    expect(shown.issuesCount ?? 0).toBe(found.length);
  });

  it.each(repositories)('gh/acme/%s: each file counts the issues the search finds in it', async (name) => {
    const c = client();
    const found = await c.issues.search('gh', 'acme', name).toArray();
    const files = await c.files.list('gh', 'acme', name).toArray();
    expect(files.map((f) => [f.path, f.totalIssues])).toEqual(files.map((f) => [f.path, found.filter((i) => i.fileId === f.fileId).length]));
  });

  it('a repository under its first analysis has no issues until the analysis completes, then shows what it found', async () => {
    const c = client();
    expect(await c.issues.search('gh', 'acme', 'fresh').toArray()).toEqual([]);
    expect((await c.repositories.get('gh', 'acme', 'fresh')).issuesCount).toBeUndefined();
    await withFakeTime(() => c.analysis.waitForFirstAnalysis('gh', 'acme', 'fresh', {}, { intervalMs: 1_000 }));
    const found = await c.issues.search('gh', 'acme', 'fresh').toArray();
    expect(found.length).toBeGreaterThan(0);
    expect((await c.repositories.get('gh', 'acme', 'fresh')).issuesCount).toBe(found.length);
  });

  it('the share of files with issues is counted from the files', async () => {
    const c = client();
    const files = await c.files.list('gh', 'acme', 'web').toArray();
    const shown = await c.repositories.get('gh', 'acme', 'web');
    expect(shown.issuesPercentage).toBe(Math.round((100 * files.filter((f) => f.totalIssues > 0).length) / files.length));
  });
});
