import { ok, paged, reject, toInt, type RouteHandler, type RouteTable } from './http.js';
import { activityPage } from './routes-account.js';
import { newFakeSite, OWNER_EMAIL, siteKind, siteRecord, type FakeSite, type HostingFakeState, type Json } from './state.js';

const DATACENTERS = ['AMS', 'BUR', 'DCA', 'DFW'];
const PHP_VERSIONS = ['8.2', '8.3', '8.4', '8.5'];
const ENVIRONMENTS = ['local', 'staging', 'development', 'production'];
const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** The site with this id, or a 404. */
export function findSite(s: HostingFakeState, id: string | number | undefined): FakeSite {
  const site = s.sites.get(Number(id));
  if (!site) reject(404, 'Site not found');
  return site;
}

/** Adds an entry to the account's activity log, newest first. */
export function logActivity(s: HostingFakeState, name: string, description: string, message: string): void {
  s.activity.unshift({
    id: s.nextId++,
    timestamp: new Date(0).toISOString(),
    accountEmail: OWNER_EMAIL,
    ipAddress: '192.0.2.1',
    userAgent: 'fake',
    name,
    description,
    source: 'api.v1',
    message,
  });
}

/** Site view as a collaborator sees it (favourite per person, addresses as a list). */
export function collaboratorView(s: HostingFakeState, site: FakeSite, email: string): Json {
  const r = site.record;
  return { ...r, favorite: s.favorites.get(email)?.has(r.id as number) ?? false, ipAddresses: [r.ipAddressOne, r.ipAddressTwo] };
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

function checkName(name: unknown): string {
  if (typeof name !== 'string' || name.length < 3 || !NAME.test(name)) reject(400, 'Site name is not formatted correctly');
  return name;
}

function checkOptional(value: unknown, allowed: string[], what: string): void {
  if (value !== undefined && (typeof value !== 'string' || !allowed.includes(value))) reject(400, `${what} is not valid`);
}

function addSite(s: HostingFakeState, body: Json, extra: Json): FakeSite {
  const name = checkName(body.name);
  if ([...s.sites.values()].some((x) => x.record.name === name)) reject(422, 'Site name is already taken');
  checkOptional(body.datacenter_code, DATACENTERS, 'Datacenter code');
  const kind = body.sandbox === true ? 'sandbox' : body.staging === true ? 'staging' : 'live';
  const id = s.nextId++;
  const site = newFakeSite(
    siteRecord(id, name, kind, {
      datacenterCode: typeof body.datacenter_code === 'string' ? body.datacenter_code : 'DFW',
      duplikit: body.duplikit === true,
      ...extra,
    }),
  );
  s.sites.set(id, site);
  s.account.sitesCount = s.sites.size;
  return site;
}

/** Conversions the seed's table allows: from → target → condition. */
function convert(site: FakeSite, target: string): void {
  const from = siteKind(site);
  const r = site.record;
  const needsNoDns = (): void => {
    if (site.domains.length > 0) reject(422, 'Remove the DNS records attached to the site before converting it');
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
    reject(422, `A ${from} site cannot be converted to ${target}`);
  }
}

/** Site collection, settings, conversions, toggles, clones, transfers, domains, tags and edge cache. */
export function siteRoutes(state: () => HostingFakeState): RouteTable {
  const convertTo =
    (target: string): RouteHandler =>
    ({ params }) => {
      const site = findSite(state(), params.siteId);
      convert(site, target);
      return site.record;
    };
  const findDomain = (site: FakeSite, id: string | undefined): Json => {
    const domain = site.domains.find((d) => d.id === Number(id));
    if (!domain) reject(404, 'Domain not found');
    return domain;
  };
  return {
    'sites.phpVersions': () => PHP_VERSIONS,
    'sites.installOptions': () => ['wordpress', 'woocommerce'],
    'sites.datacenters': () => DATACENTERS.map((code) => ({ code, name: `Datacenter ${code}` })),
    'sites.list': ({ query }) => {
      const all = [...state().sites.values()].map((x) => x.record).sort((a, b) => Number(b.favorite) - Number(a.favorite));
      if (query.get('paginate') !== 'true') return all;
      const { data, page } = paged(all, query.get('page'), query.get('per_page'));
      return ok(data, 'Success', 200, { page });
    },
    'sites.search': ({ body }) => {
      const filters = Array.isArray(body.filters) ? (body.filters as Json[]) : [];
      const matches = [...state().sites.values()]
        .map((x) => x.record)
        .filter((site) => filters.every((f) => text(site[String(f.key)]).includes(text(f.value))));
      const { data, page } = paged(matches, body.page, body.per_page);
      return ok(data, 'Success', 200, { page });
    },
    'sites.create': ({ body }) => {
      const s = state();
      checkOptional(body.php_version, PHP_VERSIONS, 'PHP version');
      const site = addSite(s, body, { state: 'deploying', phpVersion: typeof body.php_version === 'string' ? body.php_version : null, multisiteSupport: body.multisite_support === true });
      logActivity(s, 'site.created', 'Site created', `Created site ${String(site.record.name)}`);
      return site.record;
    },
    'sites.get': ({ params }) => findSite(state(), params.siteId).record,
    'sites.update': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      if (body.name !== undefined) site.record.displayName = checkName(body.name);
      checkOptional(body.php_version, PHP_VERSIONS, 'PHP version');
      checkOptional(body.wp_environment_type, ENVIRONMENTS, 'Environment type');
      if (body.php_version !== undefined) site.record.phpVersion = body.php_version;
      if (body.wp_environment_type !== undefined) site.record.wpEnvironmentType = body.wp_environment_type;
      return site.record;
    },
    'sites.delete': ({ params }) => {
      const s = state();
      const site = findSite(s, params.siteId);
      s.sites.delete(site.record.id as number);
      s.account.sitesCount = s.sites.size;
      logActivity(s, 'site.deleted', 'Site deleted', `Deleted site ${String(site.record.name)}`);
      return null;
    },
    'sites.enable': ({ params }) => {
      const site = findSite(state(), params.siteId);
      site.record.state = 'live';
      return site.record;
    },
    'sites.disable': ({ params }) => {
      const site = findSite(state(), params.siteId);
      site.record.state = 'disabled';
      return site.record;
    },
    'sites.flushObjectCache': ({ params }) => {
      findSite(state(), params.siteId).objectCacheFlushes++;
      return null;
    },
    'sites.toggleLightWeight404': ({ params }) => {
      const site = findSite(state(), params.siteId);
      site.record.lightWeight404 = site.record.lightWeight404 !== true;
      site.activity.unshift({
        id: state().nextId++,
        timestamp: new Date(0).toISOString(),
        accountEmail: OWNER_EMAIL,
        name: `wordpress.lightweight_404.${site.record.lightWeight404 ? 'enabled' : 'disabled'}`,
        description: 'Light 404 answers changed',
        source: 'api.v1',
        message: null,
      });
      return { lightWeight404Enabled: site.record.lightWeight404 };
    },
    'sites.toggleMultisiteSupport': ({ params }) => {
      const site = findSite(state(), params.siteId);
      site.record.multisiteSupport = site.record.multisiteSupport !== true;
      site.record.state = 'deploying';
      return site.record;
    },
    'sites.toggleMaintenanceMode': ({ params }) => {
      const site = findSite(state(), params.siteId);
      site.maintenanceMode = !site.maintenanceMode;
      return null;
    },
    'sites.toggleBasicAuthentication': ({ params }) => {
      const site = findSite(state(), params.siteId);
      if (siteKind(site) === 'sandbox') reject(422, 'Basic authentication is not available on sandbox sites');
      site.basicAuthentication = !site.basicAuthentication;
      return null;
    },
    'sites.toggleMcp': ({ params }) => {
      const site = findSite(state(), params.siteId);
      site.mcpEnabled = !site.mcpEnabled;
      return ok({ mcp_enabled: site.mcpEnabled }, site.mcpEnabled ? 'MCP plugin enabled' : 'MCP plugin disabled');
    },
    'sites.favorite': ({ params }) => {
      findSite(state(), params.siteId).record.favorite = true;
      return null;
    },
    'sites.unfavorite': ({ params }) => {
      findSite(state(), params.siteId).record.favorite = false;
      return null;
    },
    'sites.clone': ({ params, body }) => {
      const s = state();
      const source = findSite(s, params.siteId);
      const clone = addSite(s, body, { state: 'cloning', clonedFromId: source.record.id, phpVersion: source.record.phpVersion });
      return clone.record;
    },
    'sites.transfer': ({ body }) => {
      const s = state();
      if (toInt(body.from_site_id) === undefined || toInt(body.to_site_id) === undefined) reject(400, 'from_site_id and to_site_id are required');
      findSite(s, toInt(body.from_site_id));
      const destination = findSite(s, toInt(body.to_site_id));
      checkOptional(body.wp_environment_type, ENVIRONMENTS, 'Environment type');
      if (body.skip_maintenance_mode !== true) destination.maintenanceMode = true;
      return null;
    },
    'sites.setWordpressVersion': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      site.record.wordpressVersion =
        typeof body.version === 'string' ? body.version : site.record.wordpressVersion === 'Latest Release (Beta)' ? 'Current Stable Release' : 'Latest Release (Beta)';
      return site.record;
    },
    'sites.convertToSandbox': convertTo('sandbox'),
    'sites.convertToLive': convertTo('live'),
    'sites.convertToStaging': convertTo('staging'),
    'sites.convertToTemplate': convertTo('duplikit'),
    'sites.activityLogs': ({ params, body }) => activityPage(findSite(state(), params.siteId).activity, body),
    // Tags
    'tags.add': ({ params, body }) => {
      const s = state();
      const site = findSite(s, params.siteId);
      const tags = site.record.tags as Json[];
      for (const tag of Array.isArray(body.tags) ? (body.tags as Json[]) : []) {
        const id = toInt(tag.tag_id) ?? s.nextId++;
        if (!tags.some((t) => t.id === id)) tags.push({ id, name: typeof tag.name === 'string' ? tag.name : `tag-${String(id)}` });
      }
      return site.record;
    },
    'tags.remove': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      const remove = new Set(Array.isArray(body.tag_ids) ? body.tag_ids : []);
      site.record.tags = (site.record.tags as Json[]).filter((t) => !remove.has(t.id));
      return site.record;
    },
    // Domains
    'domains.list': ({ params }) => findSite(state(), params.siteId).domains,
    'domains.add': ({ params, body }) => {
      const s = state();
      const site = findSite(s, params.siteId);
      if (siteKind(site) !== 'live') reject(422, 'Domains can only be added to live sites');
      if (typeof body.name !== 'string' || !body.name.includes('.')) reject(400, 'A valid domain name is required');
      site.domains.push({
        id: s.nextId++,
        created: new Date(0).toISOString(),
        primary: site.domains.length === 0,
        name: null,
        healthy: false,
        dnsConfirmed: false,
        provisioned: false,
        domainName: body.name,
        ipAddresses: [site.record.ipAddressOne, site.record.ipAddressTwo],
      });
      site.record.domainsCount = site.domains.length;
      return site.domains;
    },
    'domains.get': ({ params }) => findDomain(findSite(state(), params.siteId), params.domainId),
    'domains.delete': ({ params }) => {
      const site = findSite(state(), params.siteId);
      const domain = findDomain(site, params.domainId);
      site.domains = site.domains.filter((d) => d !== domain);
      site.record.domainsCount = site.domains.length;
      return null;
    },
    'domains.setPrimary': ({ params }) => {
      const site = findSite(state(), params.siteId);
      const domain = findDomain(site, params.domainId);
      for (const d of site.domains) d.primary = d === domain;
      return domain;
    },
    // Edge cache
    'edgeCache.get': ({ params }) => {
      const site = findSite(state(), params.siteId);
      return {
        active: site.edgeCacheActive,
        defensive_mode: { active: site.record.edgeCacheDefensiveMode === true, active_until: site.record.edgeCacheDefensiveModeUntil ?? null },
      };
    },
    'edgeCache.toggle': ({ params }) => {
      const site = findSite(state(), params.siteId);
      site.edgeCacheActive = !site.edgeCacheActive;
      site.record.edgeCache = site.edgeCacheActive ? 'enabled' : 'disabled';
      return null;
    },
    'edgeCache.purge': ({ params }) => {
      const site = findSite(state(), params.siteId);
      if (!site.edgeCacheActive) reject(422, 'Edge cache is not enabled on this site');
      return null;
    },
    'edgeCache.setDefensiveMode': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      if (!site.edgeCacheActive) reject(422, 'Edge cache must be enabled to use defensive mode');
      if (typeof body.duration !== 'string' || body.duration === '') reject(400, 'duration is required');
      site.record.edgeCacheDefensiveMode = true;
      site.record.edgeCacheDefensiveModeUntil = 1_900_000_000;
      return site.record;
    },
  };
}
