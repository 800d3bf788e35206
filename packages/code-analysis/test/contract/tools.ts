import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

/** Contract rows of the `tools` namespace added after the first forty operations (the service's tool catalogue). */
export function toolsRows(context: ContractContext): Record<string, Row> {
  const { fake } = context;
  return {
    'tools.listAvailable': {
      call: (c) => c.tools.listAvailable({ limit: 2 }),
      path: '/api/v3/tools',
      query: { limit: '2' },
      result: (p: { items: { name: string; languages: string[] }[]; pagination?: { total?: number } }) => {
        expect(p.items.map((t) => t.name)).toEqual(['ESLint', 'Pylint']);
        expect(p.items[1]?.languages).toEqual(['Python']);
        expect(p.pagination?.total).toBe(fake.state.toolCatalog.tools.length);
      },
    },
    'tools.listDuplicationTools': {
      call: (c) => c.tools.listDuplicationTools(),
      path: '/api/v3/duplicationTools',
      result: (v: { dockerImage: string }[]) => {
        expect(v.length).toBeGreaterThan(0);
        for (const tool of v) expect(tool.dockerImage).toBeTypeOf('string');
      },
    },
    'tools.listMetricsTools': {
      call: (c) => c.tools.listMetricsTools(),
      path: '/api/v3/metricsTools',
      result: (v: { dockerImage: string; languages: string[] }[]) => {
        expect(v.length).toBeGreaterThan(0);
        for (const tool of v) expect([typeof tool.dockerImage, Array.isArray(tool.languages)]).toEqual(['string', true]);
      },
    },
  };
}
