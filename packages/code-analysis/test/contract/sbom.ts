import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const O = '/api/v3/organizations/gh/acme';

/** A CycloneDX SBOM of a container image. */
export const CYCLONEDX_SBOM = JSON.stringify({
  bomFormat: 'CycloneDX',
  specVersion: '1.5',
  metadata: { timestamp: '2024-07-01T08:30:00Z', component: { type: 'container', name: 'worker' } },
  components: [{ type: 'library', name: 'requests', version: '2.32.3', purl: 'pkg:pypi/requests@2.32.3' }],
});

/** Contract rows of the `sbom` namespace. */
export function sbomRows(context: ContractContext): Record<string, Row> {
  const { fake, org, repo, web } = context;
  const acme = () => {
    const found = fake.state.sbom.get('gh/acme');
    if (!found) throw new Error('seed SBOM data missing');
    return found;
  };
  const apiId = () => fake.state.repositories.get('gh/acme/api')?.repositoryId;
  return {
    'sbom.getRepositorySbomUrl': {
      call: (c) => c.sbom.getRepositorySbomUrl(...repo),
      path: `${O}/projects/web/sbom`,
      result: (v: { url: string }) => {
        expect(v.url).toMatch(/^https:\/\/sbom-store\.example\.test\/gh\/acme\/web\/sbom\.json\?X-Amz-Algorithm=AWS4-HMAC-SHA256&/);
      },
    },
    'sbom.searchDependencies': {
      call: (c) => c.sbom.searchDependencies(...org, { repositories: ['web'], sortColumn: 'ossfScore', columnOrder: 'desc', limit: 10 }),
      path: `${O}/sbom/dependencies/search`,
      query: { sortColumn: 'ossfScore', columnOrder: 'desc', limit: '10' },
      body: { repositories: ['web'] },
      result: (p: { items: { fullName: string; findings: unknown[] }[]; overview: unknown }) => {
        expect(p.items.map((d) => d.fullName)).toEqual(['npm/express', 'maven/ch.qos.logback/logback-classic', 'npm/lodash']);
        expect(p.items[2]?.findings).toEqual([{ severity: 'High', open: 1 }]);
        expect(p.overview).toEqual({ totalRepositoriesCount: 2, filteredRepositoriesCount: 1, totalDependenciesCount: 7, filteredDependenciesCount: 3 });
      },
    },
    'sbom.searchDependencyRepositories': {
      call: (c) => c.sbom.searchDependencyRepositories(...org, { dependencyFullName: 'npm/lodash', limit: 5 }),
      path: `${O}/sbom/dependencies/repositories/search`,
      query: { limit: '5' },
      body: { dependencyFullName: 'npm/lodash' },
      result: (p: { items: unknown[]; overview: unknown }) => {
        expect(p.items).toMatchObject([
          { id: web().repositoryId, name: 'web', dependencyVersion: '4.17.20', highestFindingSeverity: 'High', licenses: ['MIT'] },
          { id: apiId(), name: 'api', dependencyVersion: '4.17.21', licenses: ['MIT'] },
        ]);
        expect(p.overview).toMatchObject({ fullName: 'npm/lodash', latestVersion: '4.17.21', oldestVersion: '4.17.20', filteredVersionsCount: 2, totalRepositoriesCount: 2, filteredRepositoriesCount: 2 });
      },
    },
    'sbom.searchRepositories': {
      call: (c) => c.sbom.searchRepositories(...org, { repositories: ['api'] }),
      path: `${O}/sbom/repositories/search`,
      body: { repositories: ['api'] },
      result: (p: { items: unknown[]; overview: unknown }) => {
        expect(p.items).toEqual([
          {
            id: apiId(),
            name: 'api',
            dependenciesCount: 4,
            dependenciesFindings: [
              { severity: 'Critical', open: 1 },
              { severity: 'High', open: 1 },
              { severity: 'Medium', open: 3 },
            ],
          },
        ]);
        expect(p.overview).toEqual({ totalRepositoriesCount: 2, filteredRepositoriesCount: 1, totalDependenciesCount: 7, filteredDependenciesCount: 4 });
      },
    },
    'sbom.listImages': {
      call: (c) => c.sbom.listImages(...org),
      path: `${O}/images`,
      result: (p: { items: unknown[] }) => {
        expect(p.items).toEqual([
          { imageName: 'web-frontend', latestTag: '1.5.0-rc.1', lastSbomUploaded: '2024-06-20T09:05:00Z', lastSbomGenerated: '2024-06-20T09:00:00Z' },
          { imageName: 'worker', latestTag: 'sha-3f9c2e1', lastSbomUploaded: '2024-05-30T12:01:00Z', lastSbomGenerated: '2024-05-30T12:00:00Z' },
        ]);
      },
    },
    'sbom.listImageTags': {
      call: (c) => c.sbom.listImageTags(...org, 'web-frontend', { limit: 1 }),
      path: `${O}/images/web-frontend/tags`,
      query: { limit: '1' },
      result: (p: { items: { tag: string; environment?: string | null; repositoryId?: number | null }[]; pagination: { cursor?: string; total?: number } }) => {
        expect(p.items).toMatchObject([{ tag: '1.5.0-rc.1', environment: 'staging', repositoryId: web().repositoryId }]);
        expect(p.pagination.total).toBe(2);
        expect(p.pagination.cursor).toBeTypeOf('string');
      },
    },
    'sbom.uploadImageSbom': {
      call: (c) => c.sbom.uploadImageSbom(...org, { sbom: CYCLONEDX_SBOM, fileName: 'bom.json', imageName: 'worker', tag: 'sha-4a1b2c3', repositoryName: 'api', environment: 'staging' }),
      path: `${O}/image-sboms`,
      rawBody: (body, contentType) => {
        expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
        expect(body).toContain('name="sbom"; filename="bom.json"');
        expect(body).toMatch(/name="imageName"\r\n\r\nworker\r\n/);
        expect(body).toMatch(/name="tag"\r\n\r\nsha-4a1b2c3\r\n/);
        expect(body).toMatch(/name="repositoryName"\r\n\r\napi\r\n/);
        expect(body).toMatch(/name="environment"\r\n\r\nstaging\r\n/);
      },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().images.get('worker')?.find((t) => t.tag === 'sha-4a1b2c3')).toMatchObject({ repositoryName: 'api', generatedAt: '2024-07-01T08:30:00Z', lastAnalysedAt: null });
      },
    },
    'sbom.deleteImage': {
      call: (c) => c.sbom.deleteImage(...org, 'worker'),
      path: `${O}/image-sboms/worker`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect([...acme().images.keys()]).toEqual(['web-frontend']);
      },
    },
    'sbom.deleteImageTag': {
      call: (c) => c.sbom.deleteImageTag(...org, 'web-frontend', '1.4.0'),
      path: `${O}/image-sboms/web-frontend/tags/1.4.0`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().images.get('web-frontend')?.map((t) => t.tag)).toEqual(['1.5.0-rc.1']);
      },
    },
  };
}
