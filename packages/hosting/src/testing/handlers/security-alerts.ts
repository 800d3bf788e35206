import type { FakeHandlers } from '@typed-api/core/testing';
import type * as securityAlerts from '../../operations/security-alerts.js';
import type { ScannedExtension, SecurityAlertGroups } from '../../responses/plugins.js';
import type { FakeContext, FakeSite } from '../state.js';

/** The weekly scan of a site's plugins (`hello-dolly` has a known alert) or themes (none scanned), grouped by status. */
function scan(site: FakeSite, kind: 'plugin' | 'theme'): SecurityAlertGroups {
  const { id } = site.record;
  const entries: ScannedExtension[] =
    kind === 'plugin'
      ? site.plugins.map((p, i) => ({
          id: id * 100 + i,
          site_id: id,
          name: p.name,
          version: p.version,
          status: p.status,
          active: p.status === 'active',
          update_available: false,
          update_version: null,
          security_risk: p.name === 'hello-dolly',
          security_alerts:
            p.name === 'hello-dolly'
              ? [{ title: 'Stored script injection', description: 'Fixed upstream.', severity: 'medium', fixed_in: '1.7.3', reference_urls: ['https://advisories.test/1'] }]
              : [],
        }))
      : [];
  return {
    active: entries.filter((e) => e.status === 'active'),
    inactive: entries.filter((e) => e.status === 'inactive'),
    'drop-ins': entries.filter((e) => e.status === 'dropin'),
    'must-use': [],
    'active-network': [],
  };
}

/** Security scans of a site's plugins and themes. */
export function securityAlertsHandlers({ state }: FakeContext): FakeHandlers<typeof securityAlerts> {
  return {
    'securityAlerts.plugins': ({ path }) => scan(state().sites.require(path.siteId), 'plugin'),
    'securityAlerts.themes': ({ path }) => scan(state().sites.require(path.siteId), 'theme'),
  };
}
