import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { addonQuantitySchema, attachedAddonSchema, availableAddonSchema, type AttachedAddon, type AvailableAddon } from '../schemas/account.js';

const availableOperation = defineOperation({
  id: 'addons.listAvailable',
  method: 'GET',
  path: '/account/addons',
  response: z.array(availableAddonSchema),
  specIds: ['GET /account/addons'],
});
const attachedOperation = defineOperation({
  id: 'addons.listAttached',
  method: 'GET',
  path: '/account/addons/attached',
  response: z.array(attachedAddonSchema),
  specIds: ['GET /account/addons/attached'],
});
const setQuantityOperation = defineOperation({
  id: 'addons.setQuantity',
  method: 'PUT',
  path: '/account/addons',
  body: addonQuantitySchema,
  response: z.array(attachedAddonSchema),
  specIds: ['PUT /account/addons'],
});

/** Operations of the `addons` namespace. */
export const addonsOperations = [availableOperation, attachedOperation, setQuantityOperation] as const;

/** Paid add-ons of the account. */
export class Addons {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Add-ons the account can buy, with prices. */
  listAvailable(options?: RequestOptions): ApiPromise<AvailableAddon[]> {
    return this.#http.call(availableOperation, {}, options);
  }

  /** Add-ons attached to the account, with quantities. */
  listAttached(options?: RequestOptions): ApiPromise<AttachedAddon[]> {
    return this.#http.call(attachedOperation, {}, options);
  }

  /** Sets the total quantity of an add-on (the number wanted, not an increment); returns the attached add-ons. */
  setQuantity(addonId: number, quantity: number, options?: RequestOptions): ApiPromise<AttachedAddon[]> {
    return this.#http.call(setQuantityOperation, { body: { addon_id: addonId, quantity } }, options);
  }
}
