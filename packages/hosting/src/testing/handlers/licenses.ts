import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as licenses from '../../operations/licenses.js';
import type { SiteLicense } from '../../responses/site-access.js';
import { envelope } from '../dialect.js';
import type { FakeContext, FakeSite } from '../state.js';

/** The plugin-suite license of a site, read and applied. */
export function licensesHandlers({ state }: FakeContext): FakeHandlers<typeof licenses> {
  const withLicense = (path: { siteId: number }): { site: FakeSite; license: SiteLicense } => {
    const site = state().sites.require(path.siteId);
    if (!site.license) fail(404, 'No license found for this site');
    return { site, license: site.license };
  };
  return {
    'licenses.get': ({ path }) => withLicense(path).license,
    'licenses.apply': ({ path }) => {
      withLicense(path).site.licenseApplied = true;
      return envelope(null);
    },
  };
}
