import { expect } from 'vitest';
import { CATALOG_TOOLS } from '../../src/testing/index.js';
import type { ContractContext, Row } from './index.js';

const T = `/api/v3/tools/${CATALOG_TOOLS.eslint}/patterns`;

/** Contract rows of the `patterns` namespace added after the first forty operations (the patterns of the catalogue's tools). */
export function patternsRows(context: ContractContext): Record<string, Row> {
  const { fake, org } = context;
  return {
    'patterns.list': {
      call: (c) => c.patterns.list(CATALOG_TOOLS.eslint, { enabled: true }),
      path: T,
      query: { enabled: 'true' },
      result: (p: { items: { id: string; severityLevel: string }[] }) => {
        expect(p.items.map((i) => [i.id, i.severityLevel])).toEqual([
          ['ESLint_no-eval', 'Error'],
          ['ESLint_no-unused-vars', 'Warning'],
        ]);
      },
    },
    'patterns.get': {
      call: (c) => c.patterns.get(CATALOG_TOOLS.eslint, 'ESLint_max-depth'),
      path: `${T}/ESLint_max-depth`,
      result: (v: { id: string; category: string; level: string; enabled: boolean; parameters: unknown[] }) => {
        expect(v).toMatchObject({ id: 'ESLint_max-depth', category: 'Complexity', level: 'Info', enabled: false });
        expect(v.parameters).toEqual([{ name: 'max', description: 'Deepest nesting allowed', default: '4' }]);
      },
    },
    'patterns.addFeedback': {
      call: (c) => c.patterns.addFeedback(CATALOG_TOOLS.eslint, 'ESLint_no-eval', ...org, { reactionFeedback: false, feedback: 'Too generic' }),
      path: `${T}/ESLint_no-eval/organizations/gh/acme/feedback`,
      body: { reactionFeedback: false, feedback: 'Too generic' },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(fake.state.patternCatalog.feedback).toEqual([
          { organization: 'gh/acme', toolUuid: CATALOG_TOOLS.eslint, patternId: 'ESLint_no-eval', reactionFeedback: false, feedback: 'Too generic' },
        ]);
      },
    },
  };
}
