// Hand-written: installing, updating, switching and deleting a site's plugins and themes (one active theme, which
// cannot be deleted), the weekly scan of its plugins, and the account's must-use plugins as the API spells them.
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as muPlugins from '../../operations/mu-plugins.js';
import type * as plugins from '../../operations/plugins.js';
import type * as securityAlerts from '../../operations/security-alerts.js';
import type * as themes from '../../operations/themes.js';
import type { MuPlugin, Plugin, ScannedExtension } from '../../responses/plugins.js';
import { envelope, pageOf } from '../dialect.js';
import type { FakeContext, FakeSite } from '../state.js';

/** What the install, update and delete calls name a plugin or theme by: its slug, or a zip URL (install). */
interface Items {
  readonly plugins?: readonly { path: string; version?: string | undefined }[];
  readonly themes?: readonly { path: string; version?: string | undefined }[];
}

/** The slug an install path stands for: the slug itself, or the archive's name for a zip URL. */
function installedName(path: string): string {
  return path.startsWith('https://') ? (path.split('/').pop() ?? path).replace(/\.zip$/i, '') : path;
}

/** A must-use plugin as list and get spell it: the flags in camel case (create and refresh use snake case, as stored). */
function camel(p: MuPlugin): MuPlugin {
  return { id: p.id, created: p.created, existingSites: p.existing_sites, futureSites: p.future_sites, path: p.path, slug: p.slug };
}

/** The plugins and themes of a site, their security scan, and the account's must-use plugins. */
export function extensionsHandlers({ state, config }: FakeContext): FakeHandlers<typeof plugins & typeof themes & typeof securityAlerts & typeof muPlugins> {
  const site = (path: { siteId: number }): FakeSite => state().sites.require(path.siteId);
  /** The site's installed plugins or themes, and those the inputs name (each must be installed, a 404 otherwise). */
  const named = (path: { siteId: number }, inputs: Items, kind: 'plugins' | 'themes') => {
    const found = site(path);
    const what = kind === 'plugins' ? 'Plugin' : 'Theme';
    const find = (slug: string) => found[kind].find((x) => x.name === slug) ?? fail(404, `${what} ${slug} is not installed`);
    const items = (inputs[kind] ?? []).map((item) => ({ ...item, extension: find(item.path) }));
    return { found, items };
  };
  const install = (kind: 'plugins' | 'themes', status: string) => ({ path, inputs }: { path: { siteId: number }; inputs: Items }) => {
    const found = site(path);
    for (const item of inputs[kind] ?? []) {
      const name = installedName(item.path);
      found[kind] = found[kind].filter((x) => x.name !== name);
      found[kind].push({ name, title: name, description: '', status, update: 'none', version: item.version ?? '1.0.0', update_version: null });
    }
    return envelope(null);
  };
  const update = (kind: 'plugins' | 'themes') => ({ path, inputs }: { path: { siteId: number }; inputs: Items }) => {
    for (const { extension, version = '9.9.9' } of named(path, inputs, kind).items) Object.assign(extension, { version, update: 'none', update_version: null });
    return envelope(null);
  };
  const setStatus = (status: string) => ({ path, inputs }: { path: { siteId: number }; inputs: Items }) => {
    for (const { extension } of named(path, inputs, 'plugins').items) extension.status = status;
    return envelope(null);
  };
  const remove = (kind: 'plugins' | 'themes') => ({ path, inputs }: { path: { siteId: number }; inputs: Items }) => {
    const { found, items } = named(path, inputs, kind);
    if (kind === 'themes' && items.some((item) => item.extension.status === 'active')) fail(422, 'The active theme cannot be deleted');
    found[kind] = found[kind].filter((x) => !items.some((item) => item.extension === x));
    return envelope(null);
  };
  /** The weekly scan of a site's plugins (`hello-dolly` has a known alert), grouped by status. */
  const scan = (extensions: readonly Plugin[], siteId: number) => {
    const entries = extensions.map((p, i): ScannedExtension => {
      const risky = p.name === 'hello-dolly';
      const alerts = risky ? [{ title: 'Stored script injection', severity: 'medium', fixed_in: '1.7.3' }] : [];
      const scanned = { id: siteId * 100 + i, site_id: siteId, name: p.name, version: p.version, status: p.status, active: p.status === 'active' };
      return { ...scanned, security_risk: risky, security_alerts: alerts };
    });
    const group = (status: string) => entries.filter((e) => e.status === status);
    return { active: group('active'), inactive: group('inactive'), 'drop-ins': group('dropin'), 'must-use': [], 'active-network': [] };
  };
  return {
    'plugins.list': ({ path }) => site(path).plugins,
    'plugins.install': install('plugins', 'active'),
    'plugins.update': update('plugins'),
    'plugins.activate': setStatus('active'),
    'plugins.deactivate': setStatus('inactive'),
    'plugins.delete': remove('plugins'),
    'themes.list': ({ path }) => site(path).themes,
    'themes.install': install('themes', 'inactive'),
    'themes.update': update('themes'),
    'themes.activate': ({ path, inputs }) => {
      const { found, items } = named(path, inputs, 'themes');
      for (const theme of found.themes) theme.status = theme === items[0]?.extension ? 'active' : 'inactive';
      return envelope(null);
    },
    'themes.delete': remove('themes'),
    'securityAlerts.plugins': ({ path }) => scan(site(path).plugins, path.siteId),
    'securityAlerts.themes': () => scan([], 0),
    'muPlugins.list': (request) => pageOf(state().muPlugins.list().map(camel), request.inputs),
    'muPlugins.get': ({ path }) => camel(state().muPlugins.require(path.muPluginId)),
    'muPlugins.create': ({ inputs }) => {
      const s = state();
      const id = s.nextId++;
      const slug = new URL(inputs.path).pathname.split('/').pop() ?? inputs.path;
      const { existing_sites, future_sites, path } = inputs;
      const record = { id, created: new Date(config.now()).toISOString(), existing_sites, future_sites, path, slug };
      s.muPlugins.set(id, record);
      return record;
    },
    'muPlugins.refresh': ({ path }) => state().muPlugins.require(path.muPluginId),
    'muPlugins.delete': ({ path }) => {
      state().muPlugins.remove(path.muPluginId);
      return envelope(null);
    },
  };
}
