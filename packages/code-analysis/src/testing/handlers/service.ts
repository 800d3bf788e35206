// Hand-written: whether the installation is signed up, read from the account; the health and the languages are
// constant answers of the service, so the samples give them (sampleAnswers).
import type { FakeHandlers } from '@typed-api/core/testing';
import type * as ops from '../../operations/service.js';
import type { FakeContext } from '../context.js';

/** The fake's `service` namespace: the configuration state (no key needed). */
export function serviceHandlers({ state }: FakeContext): Partial<FakeHandlers<typeof ops>> {
  return {
    // The installation counts as signed up once the account exists.
    'service.configurationStatus': () => ({ statuses: ['Configured'], metadata: { firstSignupDone: state.account.user !== undefined } }),
  };
}
