import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const M = '/api/v3/organizations/gh/acme/repositories/web';

/** Contract rows of the operations of the `files` namespace added after the first forty. */
export function filesRows(context: ContractContext): Record<string, Row> {
  const { fake, repo, web } = context;
  const firstFile = () => web().files[0]?.fileId ?? 0;
  const ignored = () => fake.state.files.get('gh/acme/web')?.ignored.map((f) => f.path);
  return {
    'files.updateState': {
      call: (c) => c.files.updateState(...repo, { filepath: 'src/module-1.ts', ignored: true }),
      path: `${M}/file`,
      body: { filepath: 'src/module-1.ts', ignored: true },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(ignored()).toEqual(['vendor/jquery.min.js', 'package-lock.json', 'src/module-1.ts']);
        expect(web().files.map((f) => f.path)).toEqual(['src/module-0.ts', 'src/module-2.ts']);
      },
    },
    'files.listIgnored': {
      call: (c) => c.files.listIgnored(...repo, { branch: 'main', search: 'js', limit: 5 }),
      path: `${M}/ignored-files`,
      query: { branch: 'main', search: 'js', limit: '5' },
      result: (p: { items: { filepath: string }[]; hasCodacyConfigurationFile: boolean; pagination?: { total?: number } }) => {
        expect(p.items).toEqual([{ filepath: 'vendor/jquery.min.js' }, { filepath: 'package-lock.json' }]);
        expect(p.hasCodacyConfigurationFile).toBe(false);
        expect(p.pagination?.total).toBe(2);
      },
    },
    'files.getContent': {
      call: (c) => c.files.getContent(...repo, 'src/module-0.ts', { startLine: 2, endLine: 3, commitRef: 'main' }),
      path: `${M}/files/src%2Fmodule-0.ts/content`,
      query: { startLine: '2', endLine: '3', commitRef: 'main' },
      result: (v: unknown) => {
        expect(v).toEqual([
          { number: 2, content: 'export const module_0_1 = 1;' },
          { number: 3, content: 'export const module_0_2 = 2;' },
        ]);
      },
    },
    'files.listClones': {
      call: (c) => c.files.listClones(...repo, firstFile(), { limit: 10 }),
      path: () => `${M}/files/${String(firstFile())}/duplication`,
      query: { limit: '10' },
      result: (p: { items: { id: number; occurrences: { path: string; fromLine: number; toLine: number }[] }[] }) => {
        expect(p.items).toHaveLength(2);
        expect(p.items[0]?.occurrences.map((o) => [o.path, o.fromLine, o.toLine])).toEqual([
          ['src/module-0.ts', 10, 24],
          ['src/module-1.ts', 40, 54],
        ]);
      },
    },
  };
}
