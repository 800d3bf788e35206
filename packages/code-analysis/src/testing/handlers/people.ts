import type { FakeHandler } from '@typed-api/core/testing';
import { HttpResponse } from 'msw';
import type { HandlerKit } from '../handlers.js';
import { fail } from '../responses.js';
import { orgKey } from '../state.js';

/** The fake's `people` namespace: the people of an organization of the state, as a CSV file. */
export function peopleHandlers(kit: HandlerKit): Record<string, FakeHandler> {
  const { state, keyed } = kit;
  return {
    'people.exportCsv': keyed((call) => {
      const { provider = '', organization = '' } = call.params;
      if (!state.organizations.has(orgKey(provider, organization))) fail(404, 'Organization not found');
      const rows = [
        ['name', 'email', 'lastLogin', 'lastAnalysis'],
        ['Ada Lovelace', 'ada@example.test', '2024-06-01T08:00:00Z', '2024-06-01T09:12:00Z'],
        ['Grace Hopper', 'grace@example.test', '2024-05-20T14:30:00Z', '2024-05-19T17:45:00Z'],
        [`${organization}-bot`, `bot@${organization}.example.test`, '', '2024-05-02T03:00:00Z'],
      ];
      return new HttpResponse(rows.map((r) => r.join(',')).join('\n') + '\n', { headers: { 'content-type': 'text/csv' } });
    }),
  };
}
