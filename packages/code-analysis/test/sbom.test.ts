import { describe, expect, it, vi } from 'vitest';
import { ApiError, NotFoundError, TimeoutError, isImageTagAnalysed, isWaitTimeout, type ImageTag } from '../src/index.js';
import { CYCLONEDX_SBOM } from './contract/sbom.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();
const acme = ['gh', 'acme'] as const;

describe('container images', () => {
  it('lists an uploaded SBOM, waits for its analysis, and deletes its tag and image (404 after)', async () => {
    const c = client();
    await c.sbom.uploadImageSbom(...acme, { sbom: CYCLONEDX_SBOM, imageName: 'billing', tag: '2.0.0', environment: 'production', repositoryName: 'api' });
    const images = await c.sbom.listImages(...acme).toArray();
    expect(images.find((i) => i.imageName === 'billing')).toMatchObject({ latestTag: '2.0.0', lastSbomGenerated: '2024-07-01T08:30:00Z' });
    const seen: boolean[] = [];
    const statuses: string[] = [];
    const tag = await c.sbom.waitForImageSbom(...acme, 'billing', '2.0.0', {
      intervalMs: 5,
      onProgress: ({ value, status }) => {
        seen.push(isImageTagAnalysed(value));
        statuses.push(status);
      },
    });
    expect(seen).toEqual([false, true]);
    expect(statuses).toEqual(['analysing', 'analysed']);
    expect(tag).toMatchObject({ tag: '2.0.0', environment: 'production', repositoryName: 'api', repositoryId: fake.state.repositories.get('gh/acme/api')?.repositoryId });
    expect(Date.parse(tag.lastAnalysedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(tag.uploadedAt ?? ''));
    await c.sbom.deleteImageTag(...acme, 'billing', '2.0.0');
    // The image goes with its last tag.
    expect((await c.sbom.listImages(...acme).toArray()).map((i) => i.imageName)).toEqual(['web-frontend', 'worker']);
    expect(await rejection(c.sbom.listImageTags(...acme, 'billing'))).toBeInstanceOf(NotFoundError);
    expect(await rejection(c.sbom.deleteImageTag(...acme, 'billing', '2.0.0'))).toBeInstanceOf(NotFoundError);
    await c.sbom.deleteImage(...acme, 'worker');
    expect(await rejection(c.sbom.deleteImage(...acme, 'worker'))).toBeInstanceOf(NotFoundError);
  });

  it('replaces the SBOM of a tag uploaded again, and refuses a document that is no SBOM', async () => {
    const c = client();
    await c.sbom.uploadImageSbom(...acme, { sbom: CYCLONEDX_SBOM, imageName: 'web-frontend', tag: '1.4.0' });
    const tags = await c.sbom.listImageTags(...acme, 'web-frontend').toArray();
    expect(tags.map((t) => t.tag)).toEqual(['1.4.0', '1.5.0-rc.1']);
    expect(tags[0]).toMatchObject({ generatedAt: '2024-07-01T08:30:00Z', lastAnalysedAt: null, environment: null });
    const err = await rejection(c.sbom.uploadImageSbom(...acme, { sbom: '{"hello":"world"}', imageName: 'web-frontend', tag: '1.6.0' }));
    expect((err as ApiError).status).toBe(400);
  });

  it('a wait for a tag that never shows up runs out saying it was not listed, with no tag to carry', async () => {
    const c = client();
    // The clock moves only once the first check has come back over the fake's socket: under fake time a
    // deadline is otherwise reached before any real I/O, however quick.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let error: unknown;
    try {
      let onProgress!: () => void;
      const firstCheck = new Promise<void>((resolve) => {
        onProgress = resolve;
      });
      const waiting = rejection(c.sbom.waitForImageSbom(...acme, 'web-frontend', '9.9.9', { intervalMs: 5, timeoutMs: 30, onProgress }));
      await firstCheck;
      await vi.advanceTimersByTimeAsync(60_000);
      error = await waiting;
    } finally {
      vi.useRealTimers();
    }
    expect(error).toBeInstanceOf(TimeoutError);
    if (!isWaitTimeout<ImageTag | undefined>(error)) throw new Error('expected a wait timeout');
    expect([error.lastValue, error.lastStatus]).toEqual([undefined, 'not_listed']);
    expect(error.message).toMatch(/^Gave up waiting after 30ms \(\d+ checks?\), last status not_listed$/);
  });

  it('walks the tags with for await (limit 1), one page per tag', async () => {
    const tags: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const tag of client().sbom.listImageTags(...acme, 'web-frontend')) tags.push(tag.tag);
    expect(tags).toEqual(['1.5.0-rc.1', '1.4.0']);
    const sent = await requests();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.url.searchParams.has('cursor')).toBe(true);
  });
});

describe('dependencies', () => {
  it('walks a search page by page, each page with the overview of the whole search', async () => {
    const pages: { names: string[]; filtered: number }[] = [];
    fake.state.maxPageSize = 2;
    for await (const page of client().sbom.searchDependencies(...acme, { findingSeverities: ['High', 'Critical'] }).pages()) {
      pages.push({ names: page.items.map((d) => d.fullName), filtered: page.overview.filteredDependenciesCount });
    }
    // Worst findings first (severity is the default order).
    expect(pages).toEqual([
      { names: ['maven/mysql/mysql-connector-java', 'maven/ch.qos.logback/logback-classic'], filtered: 5 },
      { names: ['npm/lodash'], filtered: 5 },
    ]);
  });

  it('tells where a dependency is used, and refuses one it does not know', async () => {
    const c = client();
    const repos = await c.sbom.searchDependencyRepositories(...acme, { dependencyFullName: 'maven/ch.qos.logback/logback-classic', repositoriesFilter: ['api'] });
    expect(repos.items.map((r) => [r.name, r.dependencyVersion, r.highestFindingSeverity])).toEqual([['api', '1.2.3', 'High']]);
    expect(repos.overview).toMatchObject({ totalVersionsCount: 2, filteredVersionsCount: 1, totalRepositoriesCount: 2, filteredRepositoriesCount: 1 });
    expect(await rejection(c.sbom.searchDependencyRepositories(...acme, { dependencyFullName: 'npm/left-pad' }))).toBeInstanceOf(NotFoundError);
  });

  it('has no SBOM for a repository without dependency information', async () => {
    expect(await rejection(client().sbom.getRepositorySbomUrl(...acme, 'fresh'))).toBeInstanceOf(NotFoundError);
  });

  it('exports the dependencies of a repository as CSV', async () => {
    const csv = await client().reports.searchSbomDependencies(...acme, { repositories: ['web'], text: 'npm/' });
    expect(csv.split('\r\n').filter(Boolean).map((line) => line.split(',')[0])).toEqual(['Dependency', 'npm/lodash', 'npm/express']);
  });
});
