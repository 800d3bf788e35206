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
        expect(v.message).toBeTypeOf('string');
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
        expect(v.length).toBeGreaterThan(0);
        for (const language of v) expect([typeof language.name, Array.isArray(language.fileExtensions), Array.isArray(language.files)]).toEqual(['string', true, true]);
      },
    },
  };
}
