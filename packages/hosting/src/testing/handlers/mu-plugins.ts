import type { FakeHandlers } from '@typed-api/core/testing';
import type * as muPlugins from '../../operations/mu-plugins.js';
import type { MuPlugin } from '../../responses/plugins.js';
import { envelope, pageOf } from '../dialect.js';
import type { FakeContext } from '../state.js';

/** A must-use plugin as list and get spell it: the flags in camel case (create and refresh use snake case, as stored). */
function camel(p: MuPlugin): MuPlugin {
  return { id: p.id, created: p.created, existingSites: p.existing_sites, futureSites: p.future_sites, path: p.path, slug: p.slug };
}

/** The account's must-use plugins (the schema checks the https `.php` URL). */
export function muPluginsHandlers({ state, config }: FakeContext): FakeHandlers<typeof muPlugins> {
  return {
    'muPlugins.list': (request) => pageOf(state().muPlugins.list().map(camel), request.inputs),
    'muPlugins.get': ({ path }) => camel(state().muPlugins.require(path.muPluginId)),
    'muPlugins.create': ({ inputs }) => {
      const s = state();
      const path = inputs.path;
      const id = s.nextId++;
      const record = {
        id,
        created: new Date(config.now()).toISOString(),
        existing_sites: inputs.existing_sites,
        future_sites: inputs.future_sites,
        path,
        slug: new URL(path).pathname.split('/').pop() ?? path,
      };
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
