import { HttpResponse } from 'msw';
import type { FakeConfig } from './config.js';
import { chunkedBody, ok, paged, reject, toInt, type RouteHandler, type RouteTable } from './http.js';
import { findSite } from './routes-sites.js';
import type { FakeOndemandBackup, FakeSite, HostingFakeState, Json } from './state.js';

const PER_TYPE_LIMIT = 3;

function download(type: string, size: number): Response {
  const body =
    type === 'db'
      ? chunkedBody('-- database dump\n', 'INSERT INTO wp_options VALUES (1, "siteurl", "https://example.com");\n', size)
      : chunkedBody('BZh91AY&SY', '\u0001\u0002\u0003\u0004', size);
  return new HttpResponse(body, {
    status: 200,
    headers: { 'content-type': type === 'db' ? 'application/sql' : 'application/x-bzip2', 'content-length': String(size) },
  });
}

/** Moves a creating backup along: it completes after the configured number of reads. */
function advance(backup: FakeOndemandBackup, config: FakeConfig): void {
  if (backup.record.status !== 'creating') return;
  backup.polls++;
  if (backup.polls < config.backupPollsToComplete) return;
  const seconds = Math.floor(config.now() / 1000);
  Object.assign(backup.record, {
    status: 'completed',
    id: String(backup.record.requestId),
    completed: seconds,
    bytes: String(config.downloadBytes),
    backupTimestamp: new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' '),
  });
}

/** Scheduled backups, restores, on-demand backups, plugins, security alerts and must-use plugins. */
export function backupRoutes(state: () => HostingFakeState, config: FakeConfig): RouteTable {
  const siteBackups = (s: HostingFakeState, site: FakeSite): FakeOndemandBackup[] =>
    [...s.ondemandBackups.values()].filter((b) => b.record.siteId === site.record.id);
  const findBackup = (siteId: string | undefined, id: string | undefined): FakeOndemandBackup => {
    const s = state();
    const site = findSite(s, siteId);
    const backup = siteBackups(s, site).find((b) => String(b.record.requestId) === id || b.record.id === id);
    if (!backup) reject(404, 'Backup not found');
    return backup;
  };
  return {
    ...pluginRoutes(state),
    'backups.list': ({ params }) => {
      const site = findSite(state(), params.siteId);
      return site.backups.db.map((db, i) => ({
        timestamp: String(db.backup_timestamp).replace(/[ :]/g, '-').slice(0, 16),
        siteId: site.record.id,
        databaseBackupId: Number(db.id),
        filesystemBackupId: site.backups.fs[i] ? Number(site.backups.fs[i].id) : null,
      }));
    },
    'backups.listFilesystem': ({ params }) => findSite(state(), params.siteId).backups.fs,
    'backups.listDatabase': ({ params }) => findSite(state(), params.siteId).backups.db,
    'backups.download': ({ params }) => {
      const site = findSite(state(), params.siteId);
      const entry = [...site.backups.fs, ...site.backups.db].find((b) => b.id === params.backupId);
      if (!entry) reject(404, 'Backup not found');
      return download(String(entry.type), config.downloadBytes);
    },
    'restores.create': ({ params, body }) => {
      const s = state();
      const site = findSite(s, params.siteId);
      const target = body.restore_on_site_id === undefined ? site : findSite(s, toInt(body.restore_on_site_id));
      const fsNumber = toInt(body.filesystem_id);
      const dbNumber = toInt(body.database_id);
      const fsId = fsNumber === undefined ? undefined : String(fsNumber);
      const dbId = dbNumber === undefined ? undefined : String(dbNumber);
      if (fsId === undefined && dbId === undefined) reject(400, 'filesystem_id or database_id is required');
      if (fsId !== undefined && !site.backups.fs.some((b) => b.id === fsId)) reject(404, 'Filesystem backup not found');
      if (dbId !== undefined && !site.backups.db.some((b) => b.id === dbId)) reject(404, 'Database backup not found');
      target.maintenanceMode = true;
      target.restores.push({
        id: s.nextId++,
        status: 'completed',
        logMessages: ['Restore finished'],
        filesystemId: fsId ?? null,
        databaseId: dbId ?? null,
        fromSiteId: target === site ? null : site.record.id,
        error: null,
      });
      return null;
    },
    'restores.get': ({ params }) => {
      const restore = findSite(state(), params.siteId).restores.find((x) => x.id === Number(params.restoreId));
      if (!restore) reject(404, 'Restore not found');
      return restore;
    },
    'ondemandBackups.list': ({ params }) => {
      const s = state();
      return siteBackups(s, findSite(s, params.siteId)).map((b) => b.record);
    },
    'ondemandBackups.create': ({ params, body }) => {
      const s = state();
      const site = findSite(s, params.siteId);
      const type = body.backup_type;
      if (type !== 'fs' && type !== 'db') reject(400, 'backup_type must be fs or db');
      const sameType = siteBackups(s, site).filter((b) => b.record.type === type && b.record.status !== 'deleting');
      if (sameType.length >= PER_TYPE_LIMIT) {
        reject(422, `The site already has ${String(PER_TYPE_LIMIT)} ${type} on-demand backups; delete one before creating another`);
      }
      const requestId = s.nextId++;
      const seconds = Math.floor(config.now() / 1000);
      const record = {
        id: null,
        requestId,
        siteId: site.record.id as number,
        completed: null,
        status: 'creating',
        type,
        bytes: null,
        requested: seconds,
        backupTimestamp: null,
        createdBy: `Site Owner (${String(s.account.email)})`,
        removedIn: '30 days from now',
        deleteAt: seconds + 30 * 86_400,
      };
      s.ondemandBackups.set(requestId, { record, polls: 0 });
      return record;
    },
    'ondemandBackups.get': ({ params }) => {
      const backup = findBackup(params.siteId, params.backupId);
      advance(backup, config);
      return backup.record;
    },
    'ondemandBackups.download': ({ params }) => {
      const backup = findBackup(params.siteId, params.backupId);
      if (backup.record.status !== 'completed') reject(422, 'The backup is not completed yet');
      return download(backup.record.type, config.downloadBytes);
    },
    'ondemandBackups.delete': ({ params }) => {
      const backup = findBackup(params.siteId, params.backupId);
      if (backup.record.status !== 'completed') reject(422, 'Only completed backups can be deleted');
      backup.record.status = 'deleting';
      return backup.record;
    },
  };
}

const SLUG = /^[a-z0-9][a-z0-9._-]*$/;

function pluginList(body: Json, allowUrl: boolean, allowVersion: boolean, field = 'plugins'): { path: string; version?: string }[] {
  const plugins = body[field];
  if (!Array.isArray(plugins) || plugins.length === 0) reject(400, `${field} is required`);
  return (plugins as Json[]).map((p) => {
    const path = p.path;
    const isUrl = typeof path === 'string' && /^https:\/\/.+\.zip$/i.test(path);
    if (typeof path !== 'string' || !(SLUG.test(path) || (allowUrl && isUrl))) reject(400, `Invalid path ${JSON.stringify(path)}`);
    if (!allowVersion && p.version !== undefined) reject(400, 'version is not accepted here');
    return typeof p.version === 'string' ? { path, version: p.version } : { path };
  });
}

function pluginRoutes(state: () => HostingFakeState): RouteTable {
  const findPlugin = (site: FakeSite, slug: string): Json => {
    const plugin = site.plugins.find((p) => p.name === slug);
    if (!plugin) reject(404, `Plugin ${slug} is not installed`);
    return plugin;
  };
  const setStatus =
    (status: 'active' | 'inactive'): RouteHandler =>
    ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      for (const { path } of pluginList(body, false, false)) findPlugin(site, path).status = status;
      return null;
    };

  const findTheme = (site: FakeSite, slug: string): Json => {
    const theme = site.themes.find((t) => t.name === slug);
    if (!theme) reject(404, `Theme ${slug} is not installed`);
    return theme;
  };
  const themeList = (body: Json, allowUrl: boolean, allowVersion: boolean) => pluginList(body, allowUrl, allowVersion, 'themes');

  const scan = (site: FakeSite, kind: 'plugin' | 'theme'): Json => {
    const id = site.record.id as number;
    const entries =
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
  };
  return {
    'plugins.list': ({ params }) => findSite(state(), params.siteId).plugins,
    'plugins.install': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      for (const { path, version } of pluginList(body, true, true)) {
        const name = path.startsWith('https://') ? (path.split('/').pop() ?? path).replace(/\.zip$/i, '') : path;
        site.plugins = site.plugins.filter((p) => p.name !== name);
        site.plugins.push({ name, title: name, description: '', status: 'active', update: 'none', version: version ?? '1.0.0', update_version: null });
      }
      return null;
    },
    'plugins.update': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      for (const { path, version } of pluginList(body, false, true)) Object.assign(findPlugin(site, path), { version: version ?? '9.9.9', update: 'none' });
      return null;
    },
    'plugins.activate': setStatus('active'),
    'plugins.deactivate': setStatus('inactive'),
    'plugins.delete': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      const remove = new Set(pluginList(body, false, false).map((p) => findPlugin(site, p.path).name));
      site.plugins = site.plugins.filter((p) => !remove.has(p.name));
      return null;
    },
    'themes.list': ({ params }) => findSite(state(), params.siteId).themes,
    'themes.install': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      for (const { path, version } of themeList(body, true, true)) {
        const name = path.startsWith('https://') ? (path.split('/').pop() ?? path).replace(/\.zip$/i, '') : path;
        site.themes = site.themes.filter((t) => t.name !== name);
        site.themes.push({ name, title: name, description: '', status: 'inactive', update: 'none', version: version ?? '1.0.0', update_version: null });
      }
      return null;
    },
    'themes.update': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      for (const { path, version } of themeList(body, false, true)) Object.assign(findTheme(site, path), { version: version ?? '9.9.9', update: 'none', update_version: null });
      return null;
    },
    'themes.activate': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      const [wanted] = themeList(body, false, false);
      const theme = findTheme(site, wanted?.path ?? '');
      for (const t of site.themes) t.status = t === theme ? 'active' : 'inactive';
      return null;
    },
    'themes.delete': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      const remove = new Set(themeList(body, false, false).map((t) => findTheme(site, t.path).name));
      if (site.themes.some((t) => remove.has(t.name) && t.status === 'active')) reject(422, 'The active theme cannot be deleted');
      site.themes = site.themes.filter((t) => !remove.has(t.name));
      return null;
    },
    'securityAlerts.plugins': ({ params }) => scan(findSite(state(), params.siteId), 'plugin'),
    'securityAlerts.themes': ({ params }) => scan(findSite(state(), params.siteId), 'theme'),
  };
}

/** Must-use plugins of the account. */
export function muPluginRoutes(state: () => HostingFakeState, config: FakeConfig): RouteTable {
  const find = (id: string | undefined): Json => {
    const plugin = state().muPlugins.get(Number(id));
    if (!plugin) reject(404, 'Must-use plugin not found');
    return plugin;
  };
  // List and get spell the flags in camel case, create and refresh in snake case, as the API does.
  const camel = (p: Json): Json => ({ id: p.id, created: p.created, existingSites: p.existing_sites, futureSites: p.future_sites, path: p.path, slug: p.slug });
  return {
    'muPlugins.list': ({ query }) => {
      const { data, page } = paged([...state().muPlugins.values()].map(camel), query.get('page'), query.get('per_page'));
      return ok(data, 'Success', 200, { page });
    },
    'muPlugins.get': ({ params }) => camel(find(params.muPluginId)),
    'muPlugins.create': ({ body }) => {
      const s = state();
      const path = body.path;
      if (typeof path !== 'string' || !/^https:\/\/[^?#]+\.php(?:[?#].*)?$/i.test(path)) reject(400, 'path must be a public https URL of a .php file');
      if (typeof body.existing_sites !== 'boolean' || typeof body.future_sites !== 'boolean') reject(400, 'existing_sites and future_sites are required');
      const id = s.nextId++;
      const slug = new URL(path).pathname.split('/').pop() ?? path;
      const record = { id, created: new Date(config.now()).toISOString(), existing_sites: body.existing_sites, future_sites: body.future_sites, path, slug };
      s.muPlugins.set(id, record);
      return record;
    },
    'muPlugins.refresh': ({ params }) => find(params.muPluginId),
    'muPlugins.delete': ({ params }) => {
      state().muPlugins.delete(find(params.muPluginId).id as number);
      return null;
    },
  };
}
