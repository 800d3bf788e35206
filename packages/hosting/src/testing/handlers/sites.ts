import { fail, flag, type FakeHandlers } from '@typed-api/core/testing';
import type * as sites from '../../operations/sites.js';
import type { Site } from '../../responses/sites.js';
import { envelope, pageOf, withMessage } from '../dialect.js';
import { countSites, logActivity, newFakeSite, siteKind, siteRecord, type FakeContext, type FakeSite, type HostingFakeState } from '../state.js';
import { activityPage } from './account.js';

const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const NAME_RULES =
  'Site name is not formatted correctly. Periods, spaces, and other special characters are not permitted in site names. Dashes are fine, but name cannot start or end with a dash. Name must be at least 3 characters in length';

/** Whether a site name has the form the API accepts. */
function validName(name: string): boolean {
  return name.length >= 3 && NAME.test(name);
}

function checkName(name: string | undefined): string {
  if (name === undefined || !validName(name)) fail(400, 'Site name is not formatted correctly');
  return name;
}

/** A display value of a site field, for the search's substring match. */
function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The fields a new site (created or cloned) is made from. */
interface NewSite {
  readonly name?: string | undefined;
  readonly staging?: boolean | undefined;
  readonly sandbox?: boolean | undefined;
  readonly duplikit?: boolean | undefined;
  readonly datacenter_code?: string | undefined;
}

function addSite(s: HostingFakeState, inputs: NewSite, extra: Partial<Site>): FakeSite {
  const name = checkName(inputs.name);
  if (s.sites.list().some((x) => x.record.name === name)) fail(422, 'Site name is already taken');
  const kind = inputs.sandbox === true ? 'sandbox' : inputs.staging === true ? 'staging' : 'live';
  const id = s.nextId++;
  const site = newFakeSite(siteRecord(id, name, kind, { datacenterCode: inputs.datacenter_code ?? 'DFW', duplikit: inputs.duplikit === true, ...extra }));
  s.sites.set(id, site);
  countSites(s);
  return site;
}

/** Moves a site to another kind, as the API's table of conversions allows (422 otherwise). */
function convert(site: FakeSite, target: 'sandbox' | 'live' | 'staging' | 'duplikit'): void {
  const from = siteKind(site);
  const r = site.record;
  const needsNoDns = (): void => {
    if (site.domains.length > 0) fail(422, 'Remove the DNS records attached to the site before converting it');
  };
  if (target === 'sandbox' && (from === 'live' || from === 'staging')) {
    if (from === 'live') needsNoDns();
    if (from === 'staging') site.maintenanceMode = true;
    Object.assign(r, { sandbox: true, staging: false });
  } else if (target === 'live' && from === 'sandbox') {
    Object.assign(r, { sandbox: false, staging: false, duplikit: false, wpEnvironmentType: 'production' });
  } else if (target === 'staging' && (from === 'live' || from === 'sandbox')) {
    if (from === 'live') needsNoDns();
    Object.assign(r, { sandbox: false, staging: true, duplikit: false });
  } else if (target === 'duplikit' && from === 'sandbox') {
    r.duplikit = true;
  } else {
    fail(422, `A ${from} site cannot be converted to ${target}`);
  }
}

/** The site collection, settings, conversions, toggles, clones and transfers. */
export function sitesHandlers({ state }: FakeContext): FakeHandlers<typeof sites> {
  const site = (path: { siteId: number }): FakeSite => state().sites.require(path.siteId);
  const convertTo =
    (target: 'sandbox' | 'live' | 'staging' | 'duplikit') =>
    ({ path }: { path: { siteId: number } }): Site => {
      const found = site(path);
      convert(found, target);
      countSites(state());
      return found.record;
    };
  return {
    'sites.list': (request) => {
      const all = state()
        .sites.list()
        .map((x) => x.record)
        .sort((a, b) => Number(b.favorite) - Number(a.favorite));
      // Read raw: the schema defaults `paginate` to true, but the API answers the whole list when it is absent.
      if (!flag(request.query.get('paginate'))) return envelope(all);
      return pageOf(all, request.inputs);
    },
    'sites.search': (request) => {
      const filters = request.inputs.filters ?? [];
      const matches = state()
        .sites.list()
        .map((x) => x.record)
        .filter((record) => filters.every((f) => text(record[f.key]).includes(f.value)));
      return pageOf(matches, request.inputs);
    },
    'sites.create': ({ inputs }) => {
      const s = state();
      const created = addSite(s, inputs, { state: 'deploying', phpVersion: inputs.php_version ?? null, multisiteSupport: inputs.multisite_support === true });
      logActivity(s, s.activity, 'site.created', 'Site created', `Created site ${created.record.name}`);
      return created.record;
    },
    'sites.get': ({ path }) => site(path).record,
    'sites.update': ({ path, inputs }) => {
      const found = site(path);
      if (inputs.name !== undefined) found.record.displayName = checkName(inputs.name);
      if (inputs.php_version !== undefined) found.record.phpVersion = inputs.php_version;
      if (inputs.wp_environment_type !== undefined) found.record.wpEnvironmentType = inputs.wp_environment_type;
      return found.record;
    },
    'sites.delete': ({ path }) => {
      const s = state();
      const removed = s.sites.remove(path.siteId);
      countSites(s);
      logActivity(s, s.activity, 'site.deleted', 'Site deleted', `Deleted site ${removed.record.name}`);
      return envelope(null);
    },
    'sites.enable': ({ path }) => Object.assign(site(path).record, { state: 'live' }),
    'sites.disable': ({ path }) => Object.assign(site(path).record, { state: 'disabled' }),
    'sites.flushObjectCache': ({ path }) => {
      site(path).objectCacheFlushes++;
      return envelope(null);
    },
    'sites.toggleLightWeight404': ({ path }) => {
      const found = site(path);
      const enabled = found.record.lightWeight404 !== true;
      found.record.lightWeight404 = enabled;
      logActivity(state(), found.activity, `wordpress.lightweight_404.${enabled ? 'enabled' : 'disabled'}`, 'Light 404 answers changed', null);
      return { lightWeight404Enabled: enabled };
    },
    'sites.toggleMultisiteSupport': ({ path }) => {
      const { record } = site(path);
      return Object.assign(record, { multisiteSupport: record.multisiteSupport !== true, state: 'deploying' });
    },
    'sites.toggleMaintenanceMode': ({ path }) => {
      const found = site(path);
      found.maintenanceMode = !found.maintenanceMode;
      return envelope(null);
    },
    'sites.toggleBasicAuthentication': ({ path }) => {
      const found = site(path);
      if (siteKind(found) === 'sandbox') fail(422, 'Basic authentication is not available on sandbox sites');
      found.basicAuthentication = !found.basicAuthentication;
      return envelope(null);
    },
    'sites.toggleMcp': (request) => {
      const found = site(request.path);
      found.mcpEnabled = !found.mcpEnabled;
      return withMessage(request, { mcp_enabled: found.mcpEnabled }, found.mcpEnabled ? 'MCP plugin enabled' : 'MCP plugin disabled');
    },
    'sites.favorite': ({ path }) => {
      site(path).record.favorite = true;
      return envelope(null);
    },
    'sites.unfavorite': ({ path }) => {
      site(path).record.favorite = false;
      return envelope(null);
    },
    'sites.clone': ({ path, inputs }) => {
      const source = site(path);
      return addSite(state(), inputs, { state: 'cloning', clonedFromId: source.record.id, phpVersion: source.record.phpVersion ?? null }).record;
    },
    'sites.transfer': ({ inputs }) => {
      const s = state();
      s.sites.require(inputs.from_site_id);
      const destination = s.sites.require(inputs.to_site_id);
      if (inputs.skip_maintenance_mode !== true) destination.maintenanceMode = true;
      return envelope(null);
    },
    'sites.setWordpressVersion': ({ path, inputs }) => {
      const { record } = site(path);
      record.wordpressVersion = inputs.version ?? (record.wordpressVersion === 'Latest Release (Beta)' ? 'Current Stable Release' : 'Latest Release (Beta)');
      return record;
    },
    'sites.convertToSandbox': convertTo('sandbox'),
    'sites.convertToLive': convertTo('live'),
    'sites.convertToStaging': convertTo('staging'),
    'sites.convertToTemplate': convertTo('duplikit'),
    'sites.activityLogs': (request) => activityPage(site(request.path).activity, request.inputs),
    'sites.validateName': ({ inputs }) => {
      const name = inputs.name;
      if (!validName(name)) return envelope({ valid: false }, NAME_RULES);
      const taken = state()
        .sites.list()
        .some((x) => x.record.name === name);
      return envelope({ valid: !taken }, taken ? 'Site name is already taken' : 'Success');
    },
    'sites.makeLive': ({ path }) => {
      const found = site(path);
      if (siteKind(found) === 'live') fail(422, 'The site is already live');
      Object.assign(found.record, { sandbox: false, staging: false, duplikit: false, wpEnvironmentType: 'production' });
      countSites(state());
      return found.record;
    },
  };
}
