import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

/** Contract rows of the `people` namespace. */
export function peopleRows(context: ContractContext): Record<string, Row> {
  const { org } = context;
  return {
    'people.exportCsv': {
      call: (c) => c.people.exportCsv(...org),
      path: '/api/v3/organizations/gh/acme/peopleCsv',
      result: (v: string) => {
        const lines = v.trim().split('\n');
        expect(lines[0]).toBe('name,email,lastLogin,lastAnalysis');
        expect(lines[1]).toBe('Ada Lovelace,ada@example.test,2024-06-01T08:00:00Z,2024-06-01T09:12:00Z');
        expect(lines).toHaveLength(4);
      },
    },
  };
}
