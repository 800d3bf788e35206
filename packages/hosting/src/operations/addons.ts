import { addonQuantitySchema } from '../schemas/account.js';
import { defineOperation } from '../define.js';

/** Add-ons the account can buy, with prices. */
export const availableOperation = defineOperation({
  id: 'addons.listAvailable',
  method: 'GET',
  path: '/account/addons',
  response: (r) => r.availableAddonListSchema,
  specIds: ['GET /account/addons'],
});
/** Add-ons attached to the account, with quantities. */
export const attachedOperation = defineOperation({
  id: 'addons.listAttached',
  method: 'GET',
  path: '/account/addons/attached',
  response: (r) => r.attachedAddonListSchema,
  specIds: ['GET /account/addons/attached'],
});
/**
 * Sets the total quantity of an add-on, `{ addon_id, quantity }` (the number wanted, not an increment);
 * returns the attached add-ons.
 */
export const setQuantityOperation = defineOperation({
  id: 'addons.setQuantity',
  method: 'PUT',
  path: '/account/addons',
  body: addonQuantitySchema,
  response: (r) => r.attachedAddonListSchema,
  specIds: ['PUT /account/addons'],
});

/** Operations of the `addons` namespace. */
export const addonsOperations = [availableOperation, attachedOperation, setQuantityOperation] as const;
