import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as plugins from '../../operations/plugins.js';
import type { Plugin } from '../../responses/plugins.js';
import { envelope } from '../dialect.js';
import type { FakeContext, FakeSite } from '../state.js';

/** The slug an install path stands for: the slug itself, or the archive's name for a zip URL. */
export function installedName(path: string): string {
  return path.startsWith('https://') ? (path.split('/').pop() ?? path).replace(/\.zip$/i, '') : path;
}

function findPlugin(site: FakeSite, slug: string): Plugin {
  const plugin = site.plugins.find((p) => p.name === slug);
  if (!plugin) fail(404, `Plugin ${slug} is not installed`);
  return plugin;
}

/** The plugins of a site: installed, updated, switched on and off, deleted (the schemas check slugs and URLs). */
export function pluginsHandlers({ state }: FakeContext): FakeHandlers<typeof plugins> {
  const site = (path: { siteId: number }): FakeSite => state().sites.require(path.siteId);
  const setStatus =
    (status: 'active' | 'inactive') =>
    ({ path, inputs }: { path: { siteId: number }; inputs: { plugins: { path: string }[] } }) => {
      const found = site(path);
      for (const item of inputs.plugins) findPlugin(found, item.path).status = status;
      return envelope(null);
    };
  return {
    'plugins.list': ({ path }) => site(path).plugins,
    'plugins.install': ({ path, inputs }) => {
      const found = site(path);
      for (const item of inputs.plugins) {
        const name = installedName(item.path);
        found.plugins = found.plugins.filter((p) => p.name !== name);
        found.plugins.push({ name, title: name, description: '', status: 'active', update: 'none', version: item.version ?? '1.0.0', update_version: null });
      }
      return envelope(null);
    },
    'plugins.update': ({ path, inputs }) => {
      const found = site(path);
      for (const item of inputs.plugins) Object.assign(findPlugin(found, item.path), { version: item.version ?? '9.9.9', update: 'none' });
      return envelope(null);
    },
    'plugins.activate': setStatus('active'),
    'plugins.deactivate': setStatus('inactive'),
    'plugins.delete': ({ path, inputs }) => {
      const found = site(path);
      const remove = new Set((inputs.plugins).map((item) => findPlugin(found, item.path).name));
      found.plugins = found.plugins.filter((p) => !remove.has(p.name));
      return envelope(null);
    },
  };
}
