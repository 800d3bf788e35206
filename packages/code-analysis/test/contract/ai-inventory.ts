import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const I = '/api/v3/organizations/gh/acme/ai-inventory';

/** Contract rows of the `aiInventory` namespace. */
export function aiInventoryRows(context: ContractContext): Record<string, Row> {
  const { org } = context;
  return {
    'aiInventory.searchRepositories': {
      call: (c) => c.aiInventory.searchRepositories(...org, { aiProvider: 'OpenAI', limit: 1 }),
      path: `${I}/repositories/search`,
      query: { limit: '1' },
      body: { aiProvider: 'OpenAI' },
      result: (p: { items: { name: string; owner: string }[]; pagination: { total?: number; cursor?: string } }) => {
        expect(p.items).toEqual([{ name: 'web', owner: 'acme' }]);
        expect(p.pagination.total).toBe(2);
        expect(p.pagination.cursor).toBeTypeOf('string');
      },
    },
    'aiInventory.searchRepositorySummaries': {
      call: (c) => c.aiInventory.searchRepositorySummaries(...org, { categoryGroups: ['LLM'] }),
      path: `${I}/repositories/summaries/search`,
      body: { categoryGroups: ['LLM'] },
      result: (p: { items: unknown[] }) => {
        expect(p.items).toEqual([{ repositoryName: 'web', locationsCount: 4, referencesCount: 4 }]);
      },
    },
    'aiInventory.searchCategories': {
      call: (c) => c.aiInventory.searchCategories(...org, { repositories: ['api'] }),
      path: `${I}/categories/search`,
      body: { repositories: ['api'] },
      result: (v: unknown) => {
        expect(v).toEqual([
          { categoryGroup: 'Embeddings', categories: ['Text embedding'] },
          { categoryGroup: 'ML frameworks', categories: ['Model loading'] },
        ]);
      },
    },
    'aiInventory.searchLocationSummaries': {
      call: (c) => c.aiInventory.searchLocationSummaries(...org, { marker: 'openai.chat.completions.create', limit: 10 }),
      path: `${I}/locations/summaries/search`,
      query: { limit: '10' },
      body: { marker: 'openai.chat.completions.create' },
      result: (p: { items: unknown[] }) => {
        expect(p.items).toEqual([
          { location: 'web/src/assistant/chat.ts', regions: ['22-31'] },
          { location: 'web/src/assistant/summary.ts', regions: ['8-15'] },
        ]);
      },
    },
    'aiInventory.searchMarkerSummaries': {
      call: (c) => c.aiInventory.searchMarkerSummaries(...org, { inventoryItemTypes: ['ApiCall'], segments: [1, 2] }),
      path: `${I}/markers/summaries/search`,
      body: { inventoryItemTypes: ['ApiCall'], segments: [1, 2] },
      result: (p: { items: { marker: string; referencesCount?: number; repositoriesCount?: number }[] }) => {
        expect(p.items.map((m) => [m.marker, m.referencesCount, m.repositoriesCount])).toEqual([
          ['openai.chat.completions.create', 2, 1],
          ['openai.embeddings.create', 1, 1],
        ]);
      },
    },
    'aiInventory.searchProviderSummaries': {
      call: (c) => c.aiInventory.searchProviderSummaries(...org),
      path: `${I}/providers/summaries/search`,
      body: {},
      result: (p: { items: { aiProvider: string; referencesCount?: number; repositoriesCount?: number }[] }) => {
        expect(p.items.map((s) => [s.aiProvider, s.referencesCount, s.repositoriesCount])).toEqual([
          ['OpenAI', 4, 2],
          ['Anthropic', 1, 1],
          ['Hugging Face', 1, 1],
        ]);
      },
    },
    'aiInventory.getProviderSummary': {
      call: (c) => c.aiInventory.getProviderSummary(...org, { aiProvider: 'OpenAI', repositories: ['web', 'api'] }),
      path: `${I}/providers/summary`,
      body: { aiProvider: 'OpenAI', repositories: ['web', 'api'] },
      result: (v: unknown) => {
        expect(v).toEqual({
          aiProvider: 'OpenAI',
          resourcesCount: 3,
          referencesCount: 4,
          repositoriesCount: 2,
          categoryGroupBreakdown: [
            { categoryGroup: 'LLM', referencesCount: 3 },
            { categoryGroup: 'Embeddings', referencesCount: 1 },
          ],
        });
      },
    },
  };
}
