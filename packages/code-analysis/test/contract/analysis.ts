import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const A = '/api/v3/analysis/organizations/gh/acme/repositories/web';

/** Contract rows of the tool configuration operations of the `analysis` namespace. */
export function analysisRows(context: ContractContext): Record<string, Row> {
  const { fake, repo, web } = context;
  const lintPatterns = () => web().patterns.get('tool-lint-web') ?? [];
  return {
    'analysis.configureTool': {
      call: (c) =>
        c.analysis.configureTool(...repo, 'tool-lint-web', {
          enabled: false,
          useConfigurationFile: true,
          patterns: [{ id: 'linter_max-depth', enabled: true, parameters: [{ name: 'max', value: '6' }] }],
        }),
      path: `${A}/tools/tool-lint-web`,
      body: { enabled: false, useConfigurationFile: true, patterns: [{ id: 'linter_max-depth', enabled: true, parameters: [{ name: 'max', value: '6' }] }] },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(web().tools[0]?.settings).toMatchObject({ isEnabled: false, usesConfigurationFile: true, isCustom: true });
        expect(lintPatterns().map((p) => p.enabled)).toEqual([true, true, true]);
        expect(fake.state.analysis.patternParameters.get('gh/acme/web#tool-lint-web#linter_max-depth')).toEqual([{ name: 'max', value: '6' }]);
      },
    },
    'analysis.listToolPatterns': {
      call: (c) => c.analysis.listToolPatterns(...repo, 'tool-lint-web', { languages: ['TypeScript'], enabled: true, sort: 'severity', direction: 'desc', limit: 1 }),
      path: `${A}/tools/tool-lint-web/patterns`,
      query: { languages: 'TypeScript', enabled: 'true', sort: 'severity', direction: 'desc', limit: '1' },
      result: (p: { items: { patternDefinition: { id: string; severityLevel: string }; enabled: boolean }[]; meta?: { totalEnabled: number }; pagination?: { total?: number; cursor?: string } }) => {
        expect(p.items.map((i) => [i.patternDefinition.id, i.patternDefinition.severityLevel, i.enabled])).toEqual([['linter_unused-var', 'Warning', true]]);
        expect(p.meta?.totalEnabled).toBe(2);
        expect(p.pagination?.total).toBe(2);
        expect(p.pagination?.cursor).toBeTypeOf('string');
      },
    },
    'analysis.updateToolPatterns': {
      call: (c) => c.analysis.updateToolPatterns(...repo, 'tool-lint-web', { enabled: false, categories: ['Security', 'UnusedCode'], recommended: true }),
      path: `${A}/tools/tool-lint-web/patterns`,
      query: { categories: 'Security,UnusedCode', recommended: 'true' },
      body: { enabled: false },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        // Only the recommended pattern of those categories changed.
        expect(lintPatterns().map((p) => [p.id, p.enabled])).toEqual([
          ['linter_no-eval', false],
          ['linter_unused-var', true],
          ['linter_max-depth', false],
        ]);
        expect(fake.state.analysis.customPatterns.has('gh/acme/web#tool-lint-web#linter_no-eval')).toBe(true);
      },
    },
    'analysis.getToolPattern': {
      call: (c) => c.analysis.getToolPattern(...repo, 'tool-sec-web', 'security-scanner_no-eval'),
      path: `${A}/tools/tool-sec-web/patterns/security-scanner_no-eval`,
      result: (v: { patternDefinition: { id: string; title?: string; category: string }; enabled: boolean; isCustom: boolean; enabledBy: { name: string }[]; parameters: unknown[] }) => {
        expect(v.patternDefinition).toMatchObject({ id: 'security-scanner_no-eval', title: 'No eval', category: 'Security' });
        expect(v).toMatchObject({ enabled: true, isCustom: false, parameters: [] });
        expect(v.enabledBy.map((s) => s.name)).toEqual(['baseline']);
      },
    },
  };
}
