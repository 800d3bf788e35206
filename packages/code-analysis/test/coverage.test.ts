import { responseSchema } from '@typed-api/core/internal';
import { describe, expect, it } from 'vitest';
import { operations } from '../src/index.js';
import { createHandlers, createRoutes } from '../src/testing/handlers.js';
import { seedAccount } from '../src/testing/account-state.js';
import { seedAdmin } from '../src/testing/admin-state.js';
import { seedAnalysis } from '../src/testing/analysis-state.js';
import { seedIssues } from '../src/testing/issues-state.js';
import { seedMetrics } from '../src/testing/metrics-state.js';
import { seedPullRequests } from '../src/testing/pull-requests-state.js';
import { seedEnterprises } from '../src/testing/enterprises-state.js';
import { seedCodingStandards } from '../src/testing/coding-standards-state.js';
import { seedGates } from '../src/testing/gates-state.js';
import { seedIntegrations } from '../src/testing/integrations-state.js';
import { seedPatterns } from '../src/testing/patterns-state.js';
import { seedSegments } from '../src/testing/segments-state.js';
import { seedTools } from '../src/testing/tools-state.js';
import type { FakeState } from '../src/testing/index.js';
import spec from './fixtures/spec-operations.json' with { type: 'json' };

/** Only found in the newer release of the description (see the fixture's `newerReleaseOperationIds`). */
const NEWER_ONLY = ['listIgnoredFiles', 'listCommitCoverageReports', 'getCoverageReport', 'searchAiInventoryRepositories', 'searchAiInventoryRepositorySummaries', 'searchAiInventoryCategories', 'searchAiInventoryLocationSummaries', 'searchAiInventoryMarkerSummaries', 'searchAiInventoryProviderSummaries', 'getAiInventoryProviderSummary', 'listOrganizationImages', 'listImageTags', 'uploadImageSbom', 'deleteImageSboms', 'deleteImageTag', 'searchReportSbomDependencies', 'searchReportSecurityItems', 'recoverRepository', 'addAutoconfig', 'getAutoconfigStatus', 'adminSearch', 'getAdminEntity', 'listAdminEntityResources', 'triggerPullRequestAiReview'];

const byId = new Map(spec.operations.map((o) => [o.operationId, o]));
/**
 * The fixture writes product names neutrally (scripts/extract-spec-operations.mjs): the service's name as
 * `Service`, the third-party integrations as `IntegrationA` (jira) and `IntegrationB` (slack). Our spec ids
 * use the fixture's word for the service (its name stays out of the project's identifiers) and the
 * integrations' own names; a path keeps the name the API puts on the wire, so in a described path `Service`
 * stands for any word.
 */
const INTEGRATIONS: readonly (readonly [RegExp, string])[] = [
  [/jira/gi, 'IntegrationA'],
  [/slack/gi, 'IntegrationB'],
];
const neutral = (text: string) =>
  INTEGRATIONS.reduce((out, [name, word]) => out.replace(name, (found) => (found.startsWith(found.charAt(0).toLowerCase()) ? word.toLowerCase() : word)), text);
/** Path templates compared without parameter names: `{provider}/{remoteOrganizationName}` equals `{provider}/{organization}`. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
/** True when our path is the described one, parameter names, integration names and the service's name aside. */
const samePath = (ours: string, described: string) =>
  new RegExp(`^${shape(described).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/Service|service/g, '\\w+')}$`).test(shape(neutral(ours)));
const specIds = operations.flatMap((op) => (op.specIds ?? []).map((id) => ({ op, id: neutral(id) })));
/** The newer release's operations whose method and path are known (operations-newer.json), deprecated ones apart. */
const newerOperations = new Map(spec.newerReleaseOperations.map((o) => [o.operationId, o]));
const current = spec.newerReleaseOperations.filter((o) => !o.deprecated);

describe('coverage of the public description', () => {
  it('gives every operation at least one spec id', () => {
    expect(operations.filter((op) => !op.specIds?.length).map((op) => op.id)).toEqual([]);
  });

  it('uses only spec ids that exist, with the same method and path', () => {
    for (const { op, id } of specIds) {
      const described = byId.get(id) ?? newerOperations.get(id);
      expect(described, `${id} (${op.id}) is in neither release`).toBeDefined();
      if (!described) continue;
      if (!byId.has(id)) expect(NEWER_ONLY, `${id} (${op.id}) is only in the newer release: list it in NEWER_ONLY`).toContain(id);
      expect(op.method, `${op.id} vs ${id}`).toBe(described.method);
      expect(samePath(op.path, described.path), `${op.id}: ${op.path} vs ${described.path}`).toBe(true);
    }
  });

  it('covers every operation of the newer release whose method and path are known, and no deprecated one', () => {
    const ids = new Set(specIds.map((s) => s.id));
    expect(ids.size, 'one operation per spec id').toBe(specIds.length);
    const missing = current.filter((o) => !ids.has(o.operationId)).map((o) => o.operationId);
    console.log(`covered: ${String(current.length - missing.length)} of the ${String(current.length)} current operations of the newer release`);
    expect(missing).toEqual([]);
    expect(spec.newerReleaseOperations.filter((o) => o.deprecated && ids.has(o.operationId)).map((o) => o.operationId)).toEqual([]);
    expect(spec.operations.filter((o) => o.deprecated && ids.has(o.operationId)).map((o) => o.operationId)).toEqual([]);
  });
});

describe('coverage of the response schemas', () => {
  it('gives every operation with a JSON answer a response reader', () => {
    expect(operations.filter((op) => (op.responseType ?? 'json') === 'json' && !op.response).map((op) => op.id)).toEqual([]);
  });

  it('reads an existing schema of the response module with every reader', async () => {
    const responses = await import('../src/responses/index.js');
    const unread = operations.filter((op) => op.response && responseSchema(op, responses) === undefined).map((op) => op.id);
    expect(unread).toEqual([]);
  });

  it('exports from the response module only schemas some operation reads', async () => {
    const responses: Record<string, unknown> = await import('../src/responses/index.js');
    const read = new Set(operations.map((op) => responseSchema(op, responses)));
    expect(Object.keys(responses).filter((name) => !read.has(responses[name] as never))).toEqual([]);
  });
});

describe('coverage of the fake', () => {
  const empty = (): FakeState => ({ repositorySettings: new Map(), files: new Map(), coverage: new Map(), organizationDetails: new Map(), billing: new Map(), aiInventory: new Map(), analysis: seedAnalysis(), issues: seedIssues(), metrics: seedMetrics(), pullRequests: seedPullRequests(), security: new Map(), sbom: new Map(), codingStandards: seedCodingStandards(), gates: seedGates(), segments: seedSegments(), integrations: seedIntegrations(), toolCatalog: seedTools(), patternCatalog: seedPatterns(), version: '', maxPageSize: 100, organizations: new Map(), repositories: new Map(), account: seedAccount(), enterprises: seedEnterprises(), admin: seedAdmin() });

  it('answers every operation of the package through the core fake engine', () => {
    expect(createRoutes(empty(), 'https://code-analysis.test', 'test-token').missing).toEqual([]);
  });

  it('has no handler for an operation the package does not describe', () => {
    const ids = new Set(operations.map((op) => op.id));
    expect(Object.keys(createHandlers(empty(), 'test-token')).filter((id) => !ids.has(id))).toEqual([]);
  });
});
