import { expect } from 'vitest';
import { CATALOG_TOOLS } from '../../src/testing/index.js';
import type { ContractContext, Row } from './index.js';

const O = '/api/v3/organizations/gh/acme';
const S = `${O}/coding-standards`;
const { eslint, pylint, semgrep } = CATALOG_TOOLS;

/** Contract rows of the `codingStandards` namespace. */
export function codingStandardsRows(context: ContractContext): Record<string, Row> {
  const { fake, org } = context;
  const standard = (id: number) => {
    const found = fake.state.codingStandards.standards.get(id);
    if (!found) throw new Error(`coding standard ${String(id)} missing`);
    return found;
  };
  const repositoryId = (name: string) => fake.state.repositories.get(`gh/acme/${name}`)?.repositoryId;
  return {
    'codingStandards.aiRiskChecklist': {
      call: (c) => c.codingStandards.aiRiskChecklist(...org),
      path: `${O}/ai-risk-checklist`,
      result: (v: { key: string; check: boolean; number?: number; total?: number; threshold?: number }[]) => {
        const total = [...fake.state.repositories.values()].filter((r) => r.provider === 'gh' && r.organization === 'acme').length;
        expect(v).toEqual([
          { key: 'aiRiskStandardCreated', check: false },
          { key: 'aiPolicyApplied', check: false, number: 0, threshold: 50, total },
        ]);
      },
    },
    'codingStandards.createCompliance': {
      call: (c) => c.codingStandards.createCompliance(...org, { name: 'AI usage', complianceType: 'ai-risk' }),
      path: `${O}/compliance-standards`,
      body: { name: 'AI usage', complianceType: 'ai-risk' },
      result: (v: { id: number; name: string; isDraft: boolean; complianceType?: string; meta: { enabledToolsCount: number; enabledPatternsCount: number } }) => {
        expect(v).toMatchObject({ id: 3, name: 'AI usage', isDraft: false, complianceType: 'ai-risk', meta: { enabledToolsCount: 3, enabledPatternsCount: 3 } });
        expect(standard(3).complianceType).toBe('ai-risk');
      },
    },
    'codingStandards.createFromPresets': {
      call: (c) => c.codingStandards.createFromPresets(...org, { name: 'Preset', isDefault: true, presets: { bugRisk: 1, security: 2, bestPractices: 1, codeStyle: 1, documentation: 1 } }),
      path: `${O}/presets-standards`,
      body: { name: 'Preset', isDefault: true, presets: { bugRisk: 1, security: 2, bestPractices: 1, codeStyle: 1, documentation: 1 } },
      result: (v: { name: string; isDefault: boolean; isDraft: boolean; meta: { enabledPatternsCount: number } }) => {
        expect(v).toMatchObject({ name: 'Preset', isDefault: true, isDraft: false, meta: { enabledPatternsCount: 4 } });
        expect(standard(1).isDefault).toBe(false);
      },
    },
    'codingStandards.list': {
      call: (c) => c.codingStandards.list(...org),
      path: S,
      result: (v: { name: string; isDraft: boolean; isDefault: boolean }[]) => {
        expect(v.map((s) => [s.name, s.isDraft, s.isDefault])).toEqual([
          ['Acme baseline', false, true],
          ['Security hardening', true, false],
        ]);
      },
    },
    'codingStandards.create': {
      call: (c) => c.codingStandards.create(...org, { name: 'From baseline', languages: ['TypeScript'], sourceCodingStandard: 1 }),
      path: S,
      query: { sourceCodingStandard: '1' },
      body: { name: 'From baseline', languages: ['TypeScript'] },
      result: (v: { name: string; isDraft: boolean; isDefault: boolean; languages: string[]; meta: { enabledToolsCount: number; linkedRepositoriesCount: number } }) => {
        expect(v).toMatchObject({ name: 'From baseline', isDraft: true, isDefault: true, languages: ['TypeScript'], meta: { enabledToolsCount: 2, linkedRepositoriesCount: 2 } });
        // A draft marked as default takes over only when promoted.
        expect(standard(1).isDefault).toBe(true);
      },
    },
    'codingStandards.delete': {
      call: (c) => c.codingStandards.delete(...org, 2),
      path: `${S}/2`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(fake.state.codingStandards.standards.has(2)).toBe(false);
      },
    },
    'codingStandards.get': {
      call: (c) => c.codingStandards.get(...org, 1),
      path: `${S}/1`,
      result: (v: unknown) => {
        expect(v).toEqual({
          id: 1,
          name: 'Acme baseline',
          isDraft: false,
          isDefault: true,
          languages: ['TypeScript', 'JavaScript', 'Python'],
          meta: { enabledToolsCount: 2, enabledPatternsCount: 4, linkedRepositoriesCount: 2 },
        });
      },
    },
    'codingStandards.duplicate': {
      call: (c) => c.codingStandards.duplicate(...org, 1),
      path: `${S}/1/duplicate`,
      result: (v: { id: number; name: string; isDefault: boolean; meta: { enabledPatternsCount: number; linkedRepositoriesCount: number } }) => {
        expect(v).toMatchObject({ id: 3, name: 'Acme baseline (copy)', isDefault: false, meta: { enabledPatternsCount: 4, linkedRepositoriesCount: 0 } });
      },
    },
    'codingStandards.promote': {
      call: (c) => c.codingStandards.promote(...org, 2),
      path: `${S}/2/promote`,
      result: (v: unknown) => {
        expect(v).toEqual({ successful: ['fresh'], failed: [] });
        expect(standard(2).isDraft).toBe(false);
      },
    },
    'codingStandards.listRepositories': {
      call: (c) => c.codingStandards.listRepositories(...org, 1, { limit: 1 }),
      path: `${S}/1/repositories`,
      query: { limit: '1' },
      result: (p: { items: { repositoryId: number; name: string }[]; pagination?: { total?: number; cursor?: string } }) => {
        expect(p.items).toEqual([{ repositoryId: repositoryId('web'), name: 'web' }]);
        expect(p.pagination?.total).toBe(2);
        expect(p.pagination?.cursor).toBeTypeOf('string');
      },
    },
    'codingStandards.applyToRepositories': {
      call: (c) => c.codingStandards.applyToRepositories(...org, 1, { link: ['fresh', 'ghost'], unlink: ['api'] }),
      path: `${S}/1/repositories`,
      body: { link: ['fresh', 'ghost'], unlink: ['api'] },
      result: (v: unknown) => {
        expect(v).toEqual({ successful: ['fresh', 'api'], failed: ['ghost'] });
        expect(standard(1).repositories).toEqual(['web', 'fresh']);
      },
    },
    'codingStandards.setDefault': {
      call: (c) => c.codingStandards.setDefault(...org, 2, { isDefault: true }),
      path: `${S}/2/setDefault`,
      body: { isDefault: true },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(standard(2).isDefault).toBe(true);
      },
    },
    'codingStandards.listTools': {
      call: (c) => c.codingStandards.listTools(...org, 1),
      path: `${S}/1/tools`,
      result: (v: unknown) => {
        expect(v).toEqual([
          { codingStandardId: 1, uuid: eslint, isEnabled: true },
          { codingStandardId: 1, uuid: pylint, isEnabled: true },
          { codingStandardId: 1, uuid: semgrep, isEnabled: false },
        ]);
      },
    },
    'codingStandards.updateTool': {
      call: (c) => c.codingStandards.updateTool(...org, 2, eslint, { enabled: true, patterns: [{ id: 'ESLint_max-depth', enabled: true, parameters: [{ name: 'max', value: '3' }] }] }),
      path: `${S}/2/tools/${eslint}`,
      body: { enabled: true, patterns: [{ id: 'ESLint_max-depth', enabled: true, parameters: [{ name: 'max', value: '3' }] }] },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        const tool = standard(2).tools.get(eslint);
        expect(tool?.isEnabled).toBe(true);
        expect(tool?.patterns.get('ESLint_max-depth')).toEqual({ enabled: true, parameters: [{ name: 'max', value: '3' }] });
      },
    },
    'codingStandards.listPatterns': {
      call: (c) => c.codingStandards.listPatterns(...org, 1, eslint, { categories: ['Security', 'UnusedCode'], sort: 'severity', direction: 'desc', limit: 10 }),
      path: `${S}/1/tools/${eslint}/patterns`,
      query: { categories: 'Security,UnusedCode', sort: 'severity', direction: 'desc', limit: '10' },
      result: (p: { items: { patternDefinition: { id: string }; enabled: boolean; parameters: unknown[]; enabledBy: unknown[] }[]; meta?: { totalEnabled: number } }) => {
        expect(p.items.map((i) => i.patternDefinition.id)).toEqual(['ESLint_no-unused-vars', 'ESLint_no-eval']);
        expect(p.items[0]).toMatchObject({ enabled: true, parameters: [{ name: 'args', value: 'after-used' }], enabledBy: [{ id: 1, name: 'Acme baseline' }] });
        expect(p.meta?.totalEnabled).toBe(2);
      },
    },
    'codingStandards.patternsOverview': {
      call: (c) => c.codingStandards.patternsOverview(...org, 1, pylint, { enabled: true }),
      path: `${S}/1/tools/${pylint}/patterns/overview`,
      query: { enabled: 'true' },
      result: (v: { counts: { categories: unknown[]; totalEnabled: number; totalRecommended: number } }) => {
        expect(v.counts.categories).toEqual([
          { name: 'UnusedCode', total: 1 },
          { name: 'ErrorProne', total: 1 },
        ]);
        expect(v.counts.totalEnabled).toBe(2);
        expect(v.counts.totalRecommended).toBe(2);
      },
    },
    'codingStandards.updatePatterns': {
      call: (c) => c.codingStandards.updatePatterns(...org, 1, eslint, { enabled: false, severityLevels: ['Warning', 'Info'] }),
      path: `${S}/1/tools/${eslint}/patterns/update`,
      query: { severityLevels: 'Warning,Info' },
      body: { enabled: false },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        const patterns = standard(1).tools.get(eslint)?.patterns;
        expect(patterns?.get('ESLint_no-unused-vars')?.enabled).toBe(false);
        expect(patterns?.get('ESLint_max-depth')?.enabled).toBe(false);
        expect(patterns?.get('ESLint_no-eval')).toBeUndefined();
      },
    },
  };
}
