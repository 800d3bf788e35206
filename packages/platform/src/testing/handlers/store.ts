import type { FakeHandlers } from '@typed-api/core/testing';
import type * as store from '../../operations/store.js';
import type { FakeState } from '../state.js';

/** The fake's `store` operation: the public Actors, searched by name. */
export function storeHandlers(state: FakeState): FakeHandlers<typeof store> {
  return {
    'store.list': ({ inputs }) => {
      const search = inputs.search?.toLowerCase();
      const list = state.actors
        .list()
        .filter((a) => a.isPublic && (!search || a.name.toLowerCase().includes(search)))
        .map(({ id, name, username, title }) => ({ id, name, username, title }));
      return state.page(list, inputs);
    },
  };
}
