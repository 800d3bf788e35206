// Hand-written: the version string the state holds (tests change it).
import type { FakeHandlers } from '@typed-api/core/testing';
import type * as ops from '../../operations/version.js';
import type { FakeContext } from '../context.js';

/** The fake's `version` namespace: the version string of the state (no key needed). */
export function versionHandlers({ state }: FakeContext): FakeHandlers<typeof ops> {
  return {
    'version.get': () => state.version,
  };
}
