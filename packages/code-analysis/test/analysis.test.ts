import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../src/index.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();
const web = ['gh', 'acme', 'web'] as const;

describe('analysis: tool configuration', () => {
  it('reads back a configured pattern and its parameters, and a bulk update through the lists', async () => {
    const c = client({ validateResponses: true });
    const before = await c.analysis.getToolPattern(...web, 'tool-lint-web', 'linter_max-depth');
    expect(before).toMatchObject({ enabled: false, isCustom: false, parameters: [{ name: 'max', value: '4' }] });

    await c.analysis.configureTool(...web, 'tool-lint-web', { patterns: [{ id: 'linter_max-depth', enabled: true, parameters: [{ name: 'max', value: '6' }] }] });
    const after = await c.analysis.getToolPattern(...web, 'tool-lint-web', 'linter_max-depth');
    expect(after).toMatchObject({ enabled: true, isCustom: true, parameters: [{ name: 'max', value: '6' }] });
    expect((await c.tools.list(...web))[0]?.settings.isCustom).toBe(true);

    await c.analysis.updateToolPatterns(...web, 'tool-lint-web', { enabled: false });
    const page = await c.analysis.listToolPatterns(...web, 'tool-lint-web');
    expect(page.items.map((p) => p.enabled)).toEqual([false, false, false]);
    expect(page.meta?.totalEnabled).toBe(0);
    expect(await c.analysis.listToolPatterns(...web, 'tool-lint-web', { enabled: true }).toArray()).toEqual([]);
  });

  it('turns a tool on and off', async () => {
    const c = client();
    await c.analysis.configureTool(...web, 'tool-sec-web', { enabled: true, useConfigurationFile: false });
    expect((await c.tools.list(...web))[1]?.settings).toMatchObject({ isEnabled: true, usesConfigurationFile: false });
  });

  it('answers 404 for an unknown tool or pattern', async () => {
    const c = client();
    expect(await rejection(c.analysis.getToolPattern(...web, 'tool-lint-web', 'nope'))).toBeInstanceOf(NotFoundError);
    expect(await rejection(c.analysis.configureTool(...web, 'nope', { enabled: true }))).toBeInstanceOf(NotFoundError);
  });

  it('walks the patterns of a tool one per page with for await', async () => {
    const ids: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const pattern of client({ validateResponses: true }).analysis.listToolPatterns(...web, 'tool-lint-web', { sort: 'category' })) ids.push(pattern.patternDefinition.id);
    expect(ids).toEqual(['linter_max-depth', 'linter_no-eval', 'linter_unused-var']);
    expect((await requests()).map((r) => r.query.cursor === undefined)).toEqual([true, false, false]);
  });
});
