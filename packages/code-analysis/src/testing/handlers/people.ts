// Hand-written: the people of a known organization as a CSV file (404 for an unknown one).
import type { FakeHandlers } from '@typed-api/core/testing';
import type * as ops from '../../operations/people.js';
import { knownOrg, type FakeContext } from '../context.js';

/** The fake's `people` namespace: the people of an organization of the state, as a CSV file. */
export function peopleHandlers({ state }: FakeContext): FakeHandlers<typeof ops> {
  return {
    'people.exportCsv': ({ path: { provider, organization }, reply }) => {
      knownOrg(state, { params: { provider, organization } });
      const rows = [
        ['name', 'email', 'lastLogin', 'lastAnalysis'],
        ['Ada Lovelace', 'ada@example.test', '2024-06-01T08:00:00Z', '2024-06-01T09:12:00Z'],
        ['Grace Hopper', 'grace@example.test', '2024-05-20T14:30:00Z', '2024-05-19T17:45:00Z'],
        [`${organization}-bot`, `bot@${organization}.example.test`, '', '2024-05-02T03:00:00Z'],
      ];
      // A CSV file, not JSON: the text in its content type.
      return reply(rows.map((r) => r.join(',')).join('\n') + '\n', { headers: { 'content-type': 'text/csv' } });
    },
  };
}
