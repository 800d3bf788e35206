import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

/** Contract rows of the `service` namespace: health, configuration status, languages. */
export function serviceRows(context: ContractContext): Record<string, Row> {
  const { fake } = context;
  return {
    'service.health': {
      call: (c) => c.service.health(),
      path: '/api/v3/health',
      result: (v: { message: string }) => {
        expect(v).toEqual({ message: "Hello, it's me" });
      },
    },
    'service.configurationStatus': {
      call: async (c) => {
        fake.state.account.user = undefined;
        return c.service.configurationStatus();
      },
      path: '/api/v3/configuration/status',
      result: (v: { statuses?: string[]; metadata?: { firstSignupDone: boolean } }) => {
        expect(v).toEqual({ statuses: ['Configured'], metadata: { firstSignupDone: false } });
      },
    },
    'service.listLanguages': {
      call: (c) => c.service.listLanguages(),
      path: '/api/v3/languages/tools',
      result: (v: { name: string; fileExtensions: string[]; files: string[] }[]) => {
        expect(v.map((l) => l.name)).toContain('TypeScript');
        expect(v.find((l) => l.name === 'Python')).toEqual({ name: 'Python', fileExtensions: ['.py'], files: ['requirements.txt', 'Pipfile'] });
      },
    },
  };
}
