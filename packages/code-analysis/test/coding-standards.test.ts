import { describe, expect, it } from 'vitest';
import { isCodeAnalysisError, NotFoundError } from '../src/index.js';
import { CATALOG_TOOLS } from '../src/testing/index.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();
const acme = ['gh', 'acme'] as const;

describe('coding standards', () => {
  it('creates a draft, lists and reads it, deletes it, and then answers 404', async () => {
    const c = client();
    const draft = await c.codingStandards.create(...acme, { name: 'Python only', languages: ['Python'] });
    expect(draft).toMatchObject({ name: 'Python only', isDraft: true, isDefault: false, languages: ['Python'] });
    // Only the tools for Python are on: Pylint and Semgrep.
    expect(draft.meta.enabledToolsCount).toBe(2);

    expect((await c.codingStandards.list(...acme)).map((s) => s.name)).toContain('Python only');
    expect(await c.codingStandards.get(...acme, draft.id)).toEqual(draft);

    await c.codingStandards.delete(...acme, draft.id);
    expect((await c.codingStandards.list(...acme)).map((s) => s.name)).not.toContain('Python only');
    const err = await rejection(c.codingStandards.get(...acme, draft.id));
    expect(err).toBeInstanceOf(NotFoundError);
    expect(isCodeAnalysisError(err, 'NotFound')).toBe(true);
  });

  it('refuses a second standard of the same name with a 409', async () => {
    const err = await rejection(client().codingStandards.create(...acme, { name: 'Acme baseline', languages: [] }));
    expect(isCodeAnalysisError(err, 'Conflict')).toBe(true);
  });

  it('configures a draft, shows the change in its patterns, and makes it the default when promoted', async () => {
    const c = client();
    const draft = await c.codingStandards.create(...acme, { name: 'Strict TS', languages: ['TypeScript'] });
    await c.codingStandards.updateTool(...acme, draft.id, CATALOG_TOOLS.eslint, { patterns: [{ id: 'ESLint_eqeqeq', enabled: true }] });
    await c.codingStandards.updatePatterns(...acme, draft.id, CATALOG_TOOLS.eslint, { enabled: false, categories: ['UnusedCode'] });
    const on = await c.codingStandards.listPatterns(...acme, draft.id, CATALOG_TOOLS.eslint, { enabled: true }).toArray();
    expect(on.map((p) => p.patternDefinition.id)).toEqual(['ESLint_no-eval', 'ESLint_eqeqeq']);
    const overview = await c.codingStandards.patternsOverview(...acme, draft.id, CATALOG_TOOLS.eslint);
    expect(overview.counts.totalEnabled).toBe(2);

    await c.codingStandards.setDefault(...acme, draft.id, { isDefault: true });
    await c.codingStandards.applyToRepositories(...acme, draft.id, { link: ['web'] });
    // Still a draft: the baseline stays the default until the promotion.
    expect((await c.codingStandards.get(...acme, 1)).isDefault).toBe(true);
    expect(await c.codingStandards.promote(...acme, draft.id)).toEqual({ successful: ['web'], failed: [] });
    const standards = await c.codingStandards.list(...acme);
    expect(standards.filter((s) => s.isDefault).map((s) => s.name)).toEqual(['Strict TS']);

    // A promoted standard is no draft any more: its tools cannot change, and it cannot be promoted again.
    const changed = await rejection(c.codingStandards.updateTool(...acme, draft.id, CATALOG_TOOLS.eslint, { enabled: false, patterns: [] }));
    expect(isCodeAnalysisError(changed, 'Conflict')).toBe(true);
    expect(isCodeAnalysisError(await rejection(c.codingStandards.promote(...acme, draft.id)), 'Conflict')).toBe(true);
  });

  it('walks the repositories of a standard page by page', async () => {
    const c = client();
    await c.codingStandards.applyToRepositories(...acme, 1, { link: ['fresh', 'stuck'] });
    const before = (await requests()).length;
    const names: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const repo of c.codingStandards.listRepositories(...acme, 1)) names.push(repo.name);
    expect(names).toEqual(['web', 'api', 'fresh', 'stuck']);
    const sent = (await requests()).slice(before);
    expect(sent).toHaveLength(4);
    expect(sent.slice(1).every((r) => r.query.cursor !== undefined)).toBe(true);
    expect((await c.codingStandards.listRepositories(...acme, 1).limit({ maxItems: 3 }).toArray()).map((r) => r.name)).toEqual(['web', 'api', 'fresh']);
  });

  it('passes the AI risk checklist once an AI risk standard covers enough repositories', async () => {
    const c = client();
    const before = await c.codingStandards.aiRiskChecklist(...acme);
    expect(before.every((item) => !item.check)).toBe(true);
    const compliance = await c.codingStandards.createCompliance(...acme, { name: 'AI usage', complianceType: 'ai-risk' });
    const total = before.find((item) => item.key === 'aiPolicyApplied')?.total ?? 0;
    const names = ['web', 'api', 'fresh', 'stuck'].slice(0, Math.ceil(total / 2));
    await c.codingStandards.applyToRepositories(...acme, compliance.id, { link: names });
    const after = await c.codingStandards.aiRiskChecklist(...acme);
    expect(after).toEqual([
      { key: 'aiRiskStandardCreated', check: true },
      { key: 'aiPolicyApplied', check: true, number: names.length, threshold: 50, total },
    ]);
  });
});
