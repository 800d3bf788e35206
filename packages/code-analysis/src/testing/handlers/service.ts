import type { FakeHandlers } from '@typed-api/core/testing';
import type * as ops from '../../operations/service.js';
import type { FakeContext } from '../context.js';

/** Languages of the available tools, as the service lists them. */
const LANGUAGES = [
  { name: 'Java', fileExtensions: ['.java'], files: [] },
  { name: 'JavaScript', fileExtensions: ['.js', '.jsx', '.mjs', '.cjs'], files: [] },
  { name: 'TypeScript', fileExtensions: ['.ts', '.tsx', '.mts', '.cts'], files: [] },
  { name: 'Python', fileExtensions: ['.py'], files: ['requirements.txt', 'Pipfile'] },
  { name: 'Go', fileExtensions: ['.go'], files: ['go.mod'] },
  { name: 'Dockerfile', fileExtensions: ['.dockerfile'], files: ['Dockerfile'] },
];

/** The fake's `service` namespace: health, configuration state and languages (no key needed). */
export function serviceHandlers({ state }: FakeContext): FakeHandlers<typeof ops> {
  return {
    'service.health': () => ({ message: "Hello, it's me" }),
    // The installation counts as signed up once the account exists.
    'service.configurationStatus': () => ({ statuses: ['Configured'], metadata: { firstSignupDone: state.account.user !== undefined } }),
    'service.listLanguages': () => LANGUAGES,
  };
}
