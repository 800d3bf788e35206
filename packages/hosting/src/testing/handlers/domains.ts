import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as domains from '../../operations/domains.js';
import type { Domain } from '../../responses/domains.js';
import { envelope } from '../dialect.js';
import { siteKind, type FakeContext, type FakeSite } from '../state.js';

function findDomain(site: FakeSite, id: number): Domain {
  const domain = site.domains.find((d) => d.id === id);
  if (!domain) fail(404, 'Domain not found');
  return domain;
}

/** The domains of a site, and the share links that point a domain at one. */
export function domainsHandlers({ state }: FakeContext): FakeHandlers<typeof domains> {
  const site = (path: { siteId: number }): FakeSite => state().sites.require(path.siteId);
  return {
    'domains.list': ({ path }) => site(path).domains,
    'domains.add': ({ path, inputs }) => {
      const s = state();
      const found = site(path);
      if (siteKind(found) !== 'live') fail(422, 'Domains can only be added to live sites');
      const name = inputs.name;
      if (!name.includes('.')) fail(400, 'A valid domain name is required');
      const { ipAddressOne, ipAddressTwo } = found.record;
      found.domains.push({
        id: s.nextId++,
        created: new Date(0).toISOString(),
        primary: found.domains.length === 0,
        name: null,
        healthy: false,
        dnsConfirmed: false,
        provisioned: false,
        domainName: name,
        ipAddresses: [ipAddressOne, ipAddressTwo].filter((address) => address !== undefined),
      });
      found.record.domainsCount = found.domains.length;
      return found.domains;
    },
    'domains.get': ({ path }) => findDomain(site(path), path.domainId),
    'domains.delete': ({ path }) => {
      const found = site(path);
      const domain = findDomain(found, path.domainId);
      found.domains = found.domains.filter((d) => d !== domain);
      found.record.domainsCount = found.domains.length;
      return envelope(null);
    },
    'domains.setPrimary': ({ path }) => {
      const found = site(path);
      const domain = findDomain(found, path.domainId);
      for (const d of found.domains) d.primary = d === domain;
      return domain;
    },
  };
}
