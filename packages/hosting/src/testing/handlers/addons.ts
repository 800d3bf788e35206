import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as addons from '../../operations/addons.js';
import type { AttachedAddon } from '../../responses/account.js';
import type { FakeContext, HostingFakeState } from '../state.js';

function attached(s: HostingFakeState): AttachedAddon[] {
  return [...s.attachedAddons].map(([id, quantity]) => ({ name: s.addons.find((a) => a.id === id)?.name ?? String(id), quantity }));
}

/** The add-ons the account can buy and those attached to it. */
export function addonsHandlers({ state }: FakeContext): FakeHandlers<typeof addons> {
  return {
    'addons.listAvailable': () => state().addons,
    'addons.listAttached': () => attached(state()),
    'addons.setQuantity': ({ inputs }) => {
      const s = state();
      const id = inputs.addon_id;
      const quantity = inputs.quantity;
      if (!s.addons.some((a) => a.id === id)) fail(404, 'Add-on not found');
      if (quantity < 0) fail(400, 'quantity must be a whole number');
      if (quantity === 0) s.attachedAddons.delete(id);
      else s.attachedAddons.set(id, quantity);
      return attached(s);
    },
  };
}
