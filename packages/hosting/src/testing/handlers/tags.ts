import type { FakeHandlers } from '@typed-api/core/testing';
import type * as tags from '../../operations/tags.js';
import type { FakeContext } from '../state.js';

/** Tags on a site: added by id or by name, removed by id. */
export function tagsHandlers({ state }: FakeContext): FakeHandlers<typeof tags> {
  return {
    'tags.add': ({ path, inputs }) => {
      const s = state();
      const { record } = s.sites.require(path.siteId);
      const current = (record.tags ??= []);
      for (const tag of inputs.tags) {
        const id = tag.tag_id ?? s.nextId++;
        if (!current.some((t) => t.id === id)) current.push({ id, name: tag.name ?? `tag-${String(id)}` });
      }
      return record;
    },
    'tags.remove': ({ path, inputs }) => {
      const { record } = state().sites.require(path.siteId);
      const remove = new Set(inputs.tag_ids);
      record.tags = (record.tags ?? []).filter((t) => !remove.has(t.id));
      return record;
    },
  };
}
