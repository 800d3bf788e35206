// Hand-written: the organization's dependencies searched, summed up and ordered as each search asks; container
// image SBOMs uploaded (a tag's analysis ending after one read) and deleted; a repository's SBOM link.
import { fail, type FakeHandlers, type FakeRequest } from '@typed-api/core/testing';
import type * as ops from '../../operations/sbom.js';
import { repoFor, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { ImageTag, OpenFindingsCount, SbomDependency } from '../../responses/sbom.js';
import { SEVERITIES, type FakeDependency, type FakeDependencyUse, type FakeOrgSbom } from '../sbom-state.js';
import { orgKey, repoKey, type FakeState } from '../state.js';
import { stringList } from './security.js';

/** The SBOM data of the organization a request names (404 when the organization is unknown; created empty on first use). */
export function orgSbom(state: FakeState, call: FakeRequest): FakeOrgSbom {
  const key = orgKey(call.params.provider ?? '', call.params.organization ?? '');
  if (!state.organizations.has(key)) fail(404, 'Organization not found');
  const found = state.sbom.get(key) ?? { dependencies: [], images: new Map() };
  state.sbom.set(key, found);
  return found;
}

/** Open findings added up by severity, worst first. */
function addFindings(uses: readonly FakeDependencyUse[]): OpenFindingsCount[] {
  return SEVERITIES.map((severity) => ({ severity, open: uses.reduce((n, u) => n + (u.findings.find((f) => f.severity === severity)?.open ?? 0), 0) })).filter((f) => f.open > 0);
}

/** The worst severity with open findings (4 for none). */
const worst = (findings: readonly OpenFindingsCount[]): number => Math.min(4, ...findings.filter((f) => f.open > 0).map((f) => (SEVERITIES as readonly string[]).indexOf(f.severity)));

/** Compares versions part by part, numerically where both parts are numbers. */
function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split(/[.-]/), b.split(/[.-]/)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const [p, q] = [x[i] ?? '', y[i] ?? ''];
    const diff = /^\d+$/.test(p) && /^\d+$/.test(q) ? Number(p) - Number(q) : p.localeCompare(q);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** A dependency narrowed by the filters of a search: the uses that stay (none when the dependency is filtered out). */
export function filteredUses(dependency: FakeDependency, filters: Record<string, unknown>): FakeDependencyUse[] {
  const [repositories, severities, risks] = ['repositories', 'findingSeverities', 'riskCategories'].map((f) => stringList(filters, f));
  const text = typeof filters.text === 'string' ? filters.text.toLowerCase() : undefined;
  if (text && !dependency.fullName.toLowerCase().includes(text)) return [];
  if (risks && !dependency.licenses.some((l) => l.riskCategory !== undefined && risks.includes(l.riskCategory))) return [];
  const uses = dependency.uses.filter((u) => !repositories || repositories.includes(u.repository));
  if (severities && !uses.some((u) => u.findings.some((f) => f.open > 0 && severities.includes(f.severity)))) return [];
  return uses;
}

/** A dependency as a search lists it, over the uses that stay. */
export function dependencySummary(dependency: FakeDependency, uses: readonly FakeDependencyUse[]): SbomDependency {
  return {
    fullName: dependency.fullName,
    purl: dependency.purl,
    ...(dependency.ossfScore === undefined ? {} : { ossfScore: dependency.ossfScore }),
    repositoriesCount: new Set(uses.map((u) => u.repository)).size,
    versionsCount: new Set(uses.map((u) => u.version)).size,
    findings: addFindings(uses),
    licensesDetails: dependency.licenses,
  };
}

/** Counts of repositories and dependency uses, over all and over what stays. */
function overviewOf(all: readonly FakeDependencyUse[], kept: readonly FakeDependencyUse[]) {
  return {
    totalRepositoriesCount: new Set(all.map((u) => u.repository)).size,
    filteredRepositoriesCount: new Set(kept.map((u) => u.repository)).size,
    totalDependenciesCount: all.length,
    filteredDependenciesCount: kept.length,
  };
}

/** When something happened, from an SBOM document (CycloneDX `metadata.timestamp` or SPDX `creationInfo.created`). */
function sbomTime(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail(400, 'The SBOM must be a CycloneDX or SPDX JSON document');
  }
  if (typeof parsed !== 'object' || parsed === null) fail(400, 'The SBOM must be a CycloneDX or SPDX JSON document');
  const document = parsed as { bomFormat?: unknown; spdxVersion?: unknown; metadata?: { timestamp?: unknown }; creationInfo?: { created?: unknown } };
  if (document.bomFormat !== 'CycloneDX' && typeof document.spdxVersion !== 'string') fail(400, 'The SBOM must be a CycloneDX or SPDX JSON document');
  const time = document.metadata?.timestamp ?? document.creationInfo?.created;
  return typeof time === 'string' ? time : undefined;
}

/** The fake's `sbom` namespace: dependencies across the organization, repository SBOMs, container images and their tags. */
export function sbomHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const orgOf = (call: FakeRequest) => orgSbom(state, call);
  const repoId = (call: FakeRequest, name: string): number | undefined => state.repositories.get(repoKey(call.params.provider ?? '', call.params.organization ?? '', name))?.repositoryId;
  const allUses = (org: FakeOrgSbom) => org.dependencies.flatMap((d) => d.uses);
  const showTag = (call: FakeRequest, tag: ImageTag): ImageTag => ({ ...tag, repositoryId: tag.repositoryName ? (repoId(call, tag.repositoryName) ?? null) : null });
  const tagsOf = (call: FakeRequest) => {
    const tags = orgOf(call).images.get(call.params.imageName ?? '');
    if (!tags) fail(404, 'Image not found');
    return tags;
  };
  const latest = (values: (string | null | undefined)[]) => values.filter((v): v is string => typeof v === 'string').sort().at(-1) ?? null;

  return {
    'sbom.getRepositorySbomUrl': (call) => {
      const repo = repoFor(state, call);
      if (!orgOf(call).dependencies.some((d) => d.uses.some((u) => u.repository === repo.name))) fail(404, 'No SBOM is available for this repository yet');
      const path = `${repo.provider}/${repo.organization}/${repo.name}`;
      return { url: `https://sbom-store.example.test/${path}/sbom.json?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=900` };
    },
    'sbom.searchDependencies': (call) => {
      const org = orgOf(call);
      const filters = call.inputs;
      const kept = org.dependencies.map((d) => ({ d, uses: filteredUses(d, filters) })).filter((x) => x.uses.length > 0);
      const rows = kept.map((x) => dependencySummary(x.d, x.uses));
      const sign = call.inputs.columnOrder === 'asc' ? -1 : 1;
      if (call.inputs.sortColumn === 'ossfScore') rows.sort((a, b) => sign * ((b.ossfScore ?? -1) - (a.ossfScore ?? -1)) || a.fullName.localeCompare(b.fullName));
      // By severity (the default): worst findings first, then the most of them.
      else rows.sort((a, b) => sign * (worst(a.findings) - worst(b.findings) || b.findings.reduce((n, f) => n + f.open, 0) - a.findings.reduce((n, f) => n + f.open, 0)) || a.fullName.localeCompare(b.fullName));
      return { overview: overviewOf(allUses(org), kept.flatMap((x) => x.uses)), ...listBody(state, call, rows) };
    },
    'sbom.searchDependencyRepositories': (call) => {
      const request = call.inputs;
      const dependency = orgOf(call).dependencies.find((d) => d.fullName === request.dependencyFullName);
      if (!dependency) fail(404, 'Dependency not found');
      const wanted = stringList(request, 'repositoriesFilter');
      const uses = dependency.uses.filter((u) => !wanted || wanted.includes(u.repository));
      const versions = [...new Set(uses.map((u) => u.version))].sort(compareVersions);
      const rows = uses.map((u) => {
        const severity = SEVERITIES[worst(u.findings)];
        return {
          id: repoId(call, u.repository) ?? 0,
          name: u.repository,
          dependencyVersion: u.version,
          ...(severity === undefined ? {} : { highestFindingSeverity: severity }),
          licenses: dependency.licenses.flatMap((l) => (l.name === undefined ? [] : [l.name])),
          licensesDetails: dependency.licenses,
        };
      });
      return {
        overview: {
          name: dependency.name,
          fullName: dependency.fullName,
          purl: dependency.purl,
          ...(dependency.ossfScore === undefined ? {} : { ossfScore: dependency.ossfScore }),
          ...(versions.length ? { latestVersion: versions.at(-1), oldestVersion: versions[0] } : {}),
          totalVersionsCount: new Set(dependency.uses.map((u) => u.version)).size,
          filteredVersionsCount: versions.length,
          totalRepositoriesCount: new Set(dependency.uses.map((u) => u.repository)).size,
          filteredRepositoriesCount: new Set(uses.map((u) => u.repository)).size,
        },
        ...listBody(state, call, rows),
      };
    },
    'sbom.searchRepositories': (call) => {
      const org = orgOf(call);
      const wanted = stringList(call.inputs, 'repositories');
      const uses = allUses(org);
      const kept = uses.filter((u) => !wanted || wanted.includes(u.repository));
      const names = [...new Set(kept.map((u) => u.repository))].sort();
      const rows = names.map((name) => {
        const own = kept.filter((u) => u.repository === name);
        return { id: repoId(call, name) ?? 0, name, dependenciesCount: own.length, dependenciesFindings: addFindings(own) };
      });
      return { overview: overviewOf(uses, kept), ...listBody(state, call, rows) };
    },
    'sbom.listImages': (call) => {
      const images = [...orgOf(call).images].sort(([a], [b]) => a.localeCompare(b)).map(([imageName, tags]) => {
        const newest = [...tags].sort((a, b) => (b.uploadedAt ?? '').localeCompare(a.uploadedAt ?? ''))[0];
        return { imageName, latestTag: newest?.tag ?? null, lastSbomUploaded: latest(tags.map((t) => t.uploadedAt)), lastSbomGenerated: latest(tags.map((t) => t.generatedAt)) };
      });
      return listBody(state, call, images);
    },
    'sbom.listImageTags': (call) => {
      const tags = tagsOf(call);
      const page = listBody(state, call, [...tags].sort((a, b) => (b.uploadedAt ?? '').localeCompare(a.uploadedAt ?? '')).map((t) => showTag(call, t)));
      // The analysis of an uploaded SBOM ends after one read: the next one shows `lastAnalysedAt`.
      for (const tag of tags) tag.lastAnalysedAt ??= new Date().toISOString();
      return page;
    },
    'sbom.uploadImageSbom': async (call) => {
      const org = orgOf(call);
      const form = await call.request.clone().formData();
      const [sbom, imageName, tag, repositoryName, environment] = ['sbom', 'imageName', 'tag', 'repositoryName', 'environment'].map((name) => form.get(name));
      if (sbom === null || sbom === undefined || typeof imageName !== 'string' || imageName === '' || typeof tag !== 'string' || tag === '') fail(400, 'sbom, imageName and tag are required');
      if (typeof repositoryName === 'string' && repoId(call, repositoryName) === undefined) fail(404, `Repository ${repositoryName} not found`);
      const generatedAt = sbomTime(typeof sbom === 'string' ? sbom : await sbom.text());
      const tags = org.images.get(imageName) ?? [];
      const [uploadedAt, text] = [new Date().toISOString(), (value: unknown) => (typeof value === 'string' ? value : null)];
      const entry: ImageTag = { imageName, tag, environment: text(environment), repositoryName: text(repositoryName), generatedAt: generatedAt ?? null, uploadedAt, lastAnalysedAt: null };
      // A new upload of a tag replaces its SBOM.
      org.images.set(imageName, [...tags.filter((t) => t.tag !== tag), entry]);
      return undefined;
    },
    'sbom.deleteImage': (call) => {
      tagsOf(call);
      orgOf(call).images.delete(call.params.imageName ?? '');
      return undefined;
    },
    'sbom.deleteImageTag': (call) => {
      const tags = tagsOf(call);
      const kept = tags.filter((t) => t.tag !== call.params.tag);
      if (kept.length === tags.length) fail(404, 'Tag not found');
      // The image goes with its last tag.
      if (kept.length) orgOf(call).images.set(call.params.imageName ?? '', kept);
      else orgOf(call).images.delete(call.params.imageName ?? '');
      return undefined;
    },
  };
}
