// Hand-written: a site's name rules, its conversions by the API's table, its toggles and counts, clones and
// transfers, domains only on live sites (one primary), tags, storage limits and the edge cache's switch and
// defensive mode; a domain's read and deletion are the core's (collectionHandlers).
import { collectionHandlers, fail, fieldsOf, flag, type FakeHandlers } from '@typed-api/core/testing';
import * as domains from '../../operations/domains.js';
import type * as edgeCache from '../../operations/edge-cache.js';
import type * as sites from '../../operations/sites.js';
import type * as tags from '../../operations/tags.js';
import type * as usageLimits from '../../operations/usage-limits.js';
import * as responses from '../../responses/index.js';
import type { Site } from '../../responses/sites.js';
import { envelope, pageOf, withMessage } from '../dialect.js';
import { countSites, logActivity, newFakeSite, siteChange, siteKind, siteRecord, type FakeContext, type FakeSite, type HostingFakeState } from '../state.js';
import { activityPage } from './account.js';

const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const NAME_RULES =
  'Site name is not formatted correctly. Periods, spaces, and other special characters are not permitted in site names. Dashes are fine, but name cannot start or end with a dash. Name must be at least 3 characters in length';

/** Whether a site name has the form the API accepts. */
function validName(name: string | undefined): name is string {
  return name !== undefined && name.length >= 3 && NAME.test(name);
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
  const name = inputs.name;
  if (!validName(name)) fail(400, 'Site name is not formatted correctly');
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
  const withDns = from === 'live' && (target === 'sandbox' || target === 'staging') && site.domains.length > 0;
  if (withDns) fail(422, 'Remove the DNS records attached to the site before converting it');
  if (target === 'sandbox' && (from === 'live' || from === 'staging')) {
    if (from === 'staging') site.maintenanceMode = true;
    Object.assign(r, { sandbox: true, staging: false });
  } else if (target === 'live' && from === 'sandbox') {
    Object.assign(r, { sandbox: false, staging: false, duplikit: false, wpEnvironmentType: 'production' });
  } else if (target === 'staging' && (from === 'live' || from === 'sandbox')) {
    Object.assign(r, { sandbox: false, staging: true, duplikit: false });
  } else if (target === 'duplikit' && from === 'sandbox') {
    r.duplikit = true;
  } else {
    fail(422, `A ${from} site cannot be converted to ${target}`);
  }
}

/** A storage limit and its warning headroom (null when none is given), both whole numbers of bytes. */
function limitOf(inputs: { limit: number; warning_headroom?: number | undefined }): { limit: number; headroom: number | null } {
  const headroom = inputs.warning_headroom ?? null;
  if (inputs.limit < 0) fail(400, 'limit must be a whole number of bytes');
  if (headroom !== null && headroom < 0) fail(400, 'warning_headroom must be a whole number of bytes');
  return { limit: inputs.limit, headroom };
}

/** The sites, their settings, conversions, toggles, clones and transfers, and their domains, tags, limits and edge cache. */
export function sitesHandlers({ state }: FakeContext): FakeHandlers<typeof sites & typeof domains & typeof tags & typeof usageLimits & typeof edgeCache> {
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
    ...collectionHandlers(domains.domainsOperations, responses, {
      what: 'Domain',
      records: (path) => state().sites.require(Number(path.siteId)).domains,
      page: (all) => all,
      deleted: () => {
        for (const x of state().sites.values()) x.record.domainsCount = x.domains.length;
        return envelope(null);
      },
    }),
    'sites.list': (request) => {
      const all = state()
        .sites.list()
        .map((x) => x.record)
        .sort((a, b) => Number(b.favorite) - Number(a.favorite));
      // Read raw: the schema defaults `paginate` to true, but the API answers the whole list when it is absent.
      return flag(request.query.get('paginate')) ? pageOf(all, request.inputs) : envelope(all);
    },
    'sites.search': (request) => {
      const filters = request.inputs.filters ?? [];
      const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');
      const matches = state()
        .sites.list()
        .map((x) => x.record)
        .filter((record) => filters.every((f) => text(fieldsOf(record)?.[f.key]).includes(f.value)));
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
      const { record } = site(path);
      if (inputs.name !== undefined && !validName(inputs.name)) fail(400, 'Site name is not formatted correctly');
      if (inputs.name !== undefined) record.displayName = inputs.name;
      if (inputs.php_version !== undefined) record.phpVersion = inputs.php_version;
      if (inputs.wp_environment_type !== undefined) record.wpEnvironmentType = inputs.wp_environment_type;
      return record;
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
    'sites.flushObjectCache': siteChange(state, (found) => found.objectCacheFlushes++),
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
    'sites.toggleMaintenanceMode': siteChange(state, (found) => (found.maintenanceMode = !found.maintenanceMode)),
    'sites.toggleBasicAuthentication': siteChange(state, (found) => {
      if (siteKind(found) === 'sandbox') fail(422, 'Basic authentication is not available on sandbox sites');
      found.basicAuthentication = !found.basicAuthentication;
    }),
    'sites.toggleMcp': (request) => {
      const found = site(request.path);
      found.mcpEnabled = !found.mcpEnabled;
      return withMessage(request, { mcp_enabled: found.mcpEnabled }, found.mcpEnabled ? 'MCP plugin enabled' : 'MCP plugin disabled');
    },
    'sites.favorite': siteChange(state, (found) => (found.record.favorite = true)),
    'sites.unfavorite': siteChange(state, (found) => (found.record.favorite = false)),
    'sites.clone': ({ path, inputs }) => {
      const { record } = site(path);
      return addSite(state(), inputs, { state: 'cloning', clonedFromId: record.id, phpVersion: record.phpVersion ?? null }).record;
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
    'sites.makeLive': ({ path }) => {
      const found = site(path);
      if (siteKind(found) === 'live') fail(422, 'The site is already live');
      Object.assign(found.record, { sandbox: false, staging: false, duplikit: false, wpEnvironmentType: 'production' });
      countSites(state());
      return found.record;
    },
    'sites.activityLogs': (request) => activityPage(site(request.path).activity, request.inputs),
    'sites.validateName': ({ inputs }) => {
      if (!validName(inputs.name)) return envelope({ valid: false }, NAME_RULES);
      const taken = state()
        .sites.list()
        .some((x) => x.record.name === inputs.name);
      return envelope({ valid: !taken }, taken ? 'Site name is already taken' : 'Success');
    },
    'domains.add': ({ path, inputs }) => {
      const found = site(path);
      if (siteKind(found) !== 'live') fail(422, 'Domains can only be added to live sites');
      if (!inputs.name.includes('.')) fail(400, 'A valid domain name is required');
      const { ipAddressOne, ipAddressTwo } = found.record;
      const ipAddresses = [ipAddressOne, ipAddressTwo].filter((address) => address !== undefined);
      const domain = { id: state().nextId++, created: new Date(0).toISOString(), primary: found.domains.length === 0, healthy: false };
      found.domains.push({ ...domain, domainName: inputs.name, ipAddresses });
      found.record.domainsCount = found.domains.length;
      return found.domains;
    },
    'domains.setPrimary': ({ path }) => {
      const found = site(path);
      const domain = found.domains.find((d) => d.id === path.domainId) ?? fail(404, 'Domain not found');
      for (const d of found.domains) d.primary = d === domain;
      return domain;
    },
    'tags.add': ({ path, inputs }) => {
      const { record } = site(path);
      const current = (record.tags ??= []);
      for (const tag of inputs.tags) {
        const id = tag.tag_id ?? state().nextId++;
        if (!current.some((t) => t.id === id)) current.push({ id, name: tag.name ?? `tag-${String(id)}` });
      }
      return record;
    },
    'tags.remove': ({ path, inputs }) => {
      const { record } = site(path);
      record.tags = (record.tags ?? []).filter((t) => !inputs.tag_ids.includes(t.id));
      return record;
    },
    'usageLimits.setFilesystem': ({ path, inputs }) => {
      const { limit, headroom } = limitOf(inputs);
      return Object.assign(site(path).record, { maxFileSystemUsageBytes: limit, warningHeadroomFileSystemUsageBytes: headroom });
    },
    'usageLimits.setDatabase': ({ path, inputs }) => {
      const { limit, headroom } = limitOf(inputs);
      return Object.assign(site(path).record, { maxDatabaseUsageBytes: limit, warningHeadroomDatabaseUsageBytes: headroom });
    },
    'edgeCache.get': ({ path }) => {
      const { edgeCacheActive, record } = site(path);
      const until = record.edgeCacheDefensiveModeUntil;
      // The status names the end of defensive mode in unix seconds; the fake only ever stores those.
      const defensive = { active: record.edgeCacheDefensiveMode === true, active_until: typeof until === 'number' ? until : null };
      return { active: edgeCacheActive, defensive_mode: defensive };
    },
    'edgeCache.toggle': siteChange(state, (found) => {
      found.edgeCacheActive = !found.edgeCacheActive;
      found.record.edgeCache = found.edgeCacheActive ? 'enabled' : 'disabled';
    }),
    'edgeCache.purge': siteChange(state, (found) => {
      if (!found.edgeCacheActive) fail(422, 'Edge cache is not enabled on this site');
    }),
    'edgeCache.setDefensiveMode': ({ path, inputs }) => {
      const found = site(path);
      if (!found.edgeCacheActive) fail(422, 'Edge cache must be enabled to use defensive mode');
      if (!inputs.duration) fail(400, 'duration is required');
      return Object.assign(found.record, { edgeCacheDefensiveMode: true, edgeCacheDefensiveModeUntil: 1_900_000_000 });
    },
  };
}
