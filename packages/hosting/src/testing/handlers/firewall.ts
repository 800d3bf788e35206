import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as firewall from '../../operations/firewall.js';
import type { FirewallRule } from '../../responses/monitoring.js';
import { envelope } from '../dialect.js';
import type { FakeContext, FakeSite } from '../state.js';

function findRule(site: FakeSite, id: number): FirewallRule {
  const rule = site.firewallRules.find((x) => x.id === id);
  if (!rule) fail(404, 'We could not locate the requested resources.');
  return rule;
}

/** The egress firewall rules of a site. */
export function firewallHandlers({ state }: FakeContext): FakeHandlers<typeof firewall> {
  const site = (path: { siteId: number }): FakeSite => state().sites.require(path.siteId);
  return {
    'firewall.list': ({ path }) => site(path).firewallRules,
    'firewall.get': ({ path }) => findRule(site(path), path.ruleId),
    'firewall.create': ({ path, inputs }) => {
      const s = state();
      const found = site(path);
      const destination = inputs.destination;
      if (destination === '') fail(400, 'destination is required');
      const port = inputs.port ?? null;
      const protocol = inputs.protocol ?? null;
      if (found.firewallRules.some((x) => x.destination === destination && x.port === port && x.protocol === protocol)) fail(422, 'Firewall rule already exists');
      const rule = { id: s.nextId++, destination, port, protocol };
      found.firewallRules.push(rule);
      return rule;
    },
    'firewall.delete': ({ path }) => {
      const found = site(path);
      const rule = findRule(found, path.ruleId);
      found.firewallRules = found.firewallRules.filter((x) => x !== rule);
      return envelope(null);
    },
    'firewall.refresh': ({ path }) => {
      site(path).firewallRefreshes++;
      return envelope(null);
    },
  };
}
