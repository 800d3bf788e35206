import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as usageLimits from '../../operations/usage-limits.js';
import type { FakeContext } from '../state.js';

/** A storage limit and its warning headroom (null when none is given), both whole numbers of bytes. */
function limitOf(inputs: { limit: number; warning_headroom?: number | undefined }): { limit: number; headroom: number | null } {
  const limit = inputs.limit;
  if (limit < 0) fail(400, 'limit must be a whole number of bytes');
  const headroom = inputs.warning_headroom ?? null;
  if (headroom !== null && headroom < 0) fail(400, 'warning_headroom must be a whole number of bytes');
  return { limit, headroom };
}

/** The storage limits of a site, for its files and its database. */
export function usageLimitsHandlers({ state }: FakeContext): FakeHandlers<typeof usageLimits> {
  return {
    'usageLimits.setFilesystem': ({ path, inputs }) => {
      const { limit, headroom } = limitOf(inputs);
      return Object.assign(state().sites.require(path.siteId).record, { maxFileSystemUsageBytes: limit, warningHeadroomFileSystemUsageBytes: headroom });
    },
    'usageLimits.setDatabase': ({ path, inputs }) => {
      const { limit, headroom } = limitOf(inputs);
      return Object.assign(state().sites.require(path.siteId).record, { maxDatabaseUsageBytes: limit, warningHeadroomDatabaseUsageBytes: headroom });
    },
  };
}
