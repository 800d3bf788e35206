import { describe, expect, it } from 'vitest';
import { isCodeAnalysisError, NotFoundError } from '../src/index.js';
import { useFake } from './helpers.js';

const { fake, client, requests } = useFake();
const acme = ['gh', 'acme'] as const;

describe('aiInventory', () => {
  it('walks a search page by page with `for await`, sending the filters with every page', async () => {
    const providers: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const summary of client().aiInventory.searchProviderSummaries(...acme, { categoryGroups: ['LLM', 'Embeddings', 'ML frameworks'] })) {
      providers.push(summary.aiProvider);
    }
    expect(providers).toEqual(['OpenAI', 'Anthropic', 'Hugging Face']);
    const sent = await requests();
    expect(sent).toHaveLength(3);
    for (const request of sent) {
      expect(request.method).toBe('POST');
      expect(JSON.parse(request.body)).toEqual({ categoryGroups: ['LLM', 'Embeddings', 'ML frameworks'] });
    }
    expect(sent.slice(1).every((r) => r.url.searchParams.has('cursor'))).toBe(true);
  });

  it('walks pages and stops at `maxItems`', async () => {
    const pages = [];
    fake.state.maxPageSize = 2;
    for await (const page of client().aiInventory.searchLocationSummaries(...acme).pages()) pages.push(page.items.map((l) => l.location));
    expect(pages).toEqual([['web/package.json', 'web/src/assistant/chat.ts'], ['web/src/assistant/summary.ts', 'web/src/assistant/review.ts'], ['api/search/index.py', 'api/search/rerank.py']]);
    fake.state.maxPageSize = 1;
    const first = await client().aiInventory.searchMarkerSummaries(...acme).limit({ maxItems: 2 }).toArray();
    expect(first.map((m) => m.marker)).toEqual(['openai', 'openai.chat.completions.create']);
  });

  it('follows the state: usage in a deleted repository is gone, and new usage is found', async () => {
    const c = client();
    await c.repositories.delete(...acme, 'api');
    expect((await c.aiInventory.searchRepositories(...acme).toArray()).map((r) => r.name)).toEqual(['web']);
    await expect(c.aiInventory.getProviderSummary(...acme, { aiProvider: 'Hugging Face' })).rejects.toBeInstanceOf(NotFoundError);

    fake.state.aiInventory.get('gh/acme')?.push({
      repository: 'fresh',
      itemType: 'Dependency',
      aiProvider: 'Mistral',
      categoryGroup: 'LLM',
      category: 'Chat completion',
      marker: 'mistralai',
      path: 'requirements.txt',
      region: '4-4',
      segments: [3],
    });
    const summary = await c.aiInventory.getProviderSummary(...acme, { aiProvider: 'Mistral', segments: [3] });
    expect(summary).toMatchObject({ aiProvider: 'Mistral', referencesCount: 1, repositoriesCount: 1 });
    expect(await c.aiInventory.searchCategories(...acme, { aiProvider: 'Mistral' })).toEqual([{ categoryGroup: 'LLM', categories: ['Chat completion'] }]);
  });

  it('answers 404 for an unknown organization', async () => {
    const err = await client().aiInventory.searchCategories('gh', 'nobody').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isCodeAnalysisError(err, 'NotFound')).toBe(true);
  });
});
