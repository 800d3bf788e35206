import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../src/index.js';
import { CATALOG_TOOLS } from '../src/testing/index.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();

describe('the tool catalogue', () => {
  it('walks the tools page by page without a key', async () => {
    const anonymous = client({ apiToken: undefined });
    const names: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const tool of anonymous.tools.listAvailable()) names.push(tool.name);
    expect(names).toEqual(['ESLint', 'Pylint', 'Semgrep']);
    const sent = await requests();
    expect(sent).toHaveLength(3);
    expect(sent.some((r) => r.headers.has('api-token'))).toBe(false);
    expect((await anonymous.tools.listDuplicationTools()).every((t) => Array.isArray(t.languages))).toBe(true);
    expect((await anonymous.tools.listMetricsTools()).map((t) => t.dockerImage)).not.toHaveLength(0);
  });

  it('reads the patterns of a tool, bounded by maxItems, and 404s an unknown one', async () => {
    const c = client({ apiToken: undefined });
    fake.state.maxPageSize = 1;
    const first = await c.patterns.list(CATALOG_TOOLS.semgrep).limit({ maxItems: 2 }).toArray();
    expect(first.map((p) => p.id)).toEqual(['Semgrep_javascript.express.security.audit.xss', 'Semgrep_python.lang.security.audit.subprocess-shell-true']);
    expect((await c.patterns.get(CATALOG_TOOLS.pylint, 'PyLintPython3_C0301')).parameters).toEqual([{ name: 'max-line-length', description: 'Longest line allowed', default: '100' }]);
    expect(await rejection(c.patterns.get(CATALOG_TOOLS.pylint, 'nope'))).toBeInstanceOf(NotFoundError);
    expect(await rejection(c.patterns.list('no-such-tool').toArray())).toBeInstanceOf(NotFoundError);
  });

  it('keeps the feedback given on a pattern', async () => {
    await client().patterns.addFeedback(CATALOG_TOOLS.eslint, 'ESLint_eqeqeq', 'gh', 'acme', { reactionFeedback: true });
    expect(fake.state.patternCatalog.feedback).toEqual([{ organization: 'gh/acme', toolUuid: CATALOG_TOOLS.eslint, patternId: 'ESLint_eqeqeq', reactionFeedback: true, feedback: undefined }]);
  });
});
