import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as themes from '../../operations/themes.js';
import type { Theme } from '../../responses/plugins.js';
import { envelope } from '../dialect.js';
import type { FakeContext, FakeSite } from '../state.js';
import { installedName } from './plugins.js';

function findTheme(site: FakeSite, slug: string): Theme {
  const theme = site.themes.find((t) => t.name === slug);
  if (!theme) fail(404, `Theme ${slug} is not installed`);
  return theme;
}

/** The themes of a site: installed, updated, activated (one at a time), deleted (not the active one). */
export function themesHandlers({ state }: FakeContext): FakeHandlers<typeof themes> {
  const site = (path: { siteId: number }): FakeSite => state().sites.require(path.siteId);
  return {
    'themes.list': ({ path }) => site(path).themes,
    'themes.install': ({ path, inputs }) => {
      const found = site(path);
      for (const item of inputs.themes) {
        const name = installedName(item.path);
        found.themes = found.themes.filter((t) => t.name !== name);
        found.themes.push({ name, title: name, description: '', status: 'inactive', update: 'none', version: item.version ?? '1.0.0', update_version: null });
      }
      return envelope(null);
    },
    'themes.update': ({ path, inputs }) => {
      const found = site(path);
      for (const item of inputs.themes) Object.assign(findTheme(found, item.path), { version: item.version ?? '9.9.9', update: 'none', update_version: null });
      return envelope(null);
    },
    'themes.activate': ({ path, inputs }) => {
      const found = site(path);
      const theme = findTheme(found, inputs.themes[0]?.path ?? '');
      for (const t of found.themes) t.status = t === theme ? 'active' : 'inactive';
      return envelope(null);
    },
    'themes.delete': ({ path, inputs }) => {
      const found = site(path);
      const remove = new Set((inputs.themes).map((item) => findTheme(found, item.path).name));
      if (found.themes.some((t) => remove.has(t.name) && t.status === 'active')) fail(422, 'The active theme cannot be deleted');
      found.themes = found.themes.filter((t) => !remove.has(t.name));
      return envelope(null);
    },
  };
}
