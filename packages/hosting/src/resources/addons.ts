import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { attachedOperation, availableOperation, setQuantityOperation } from '../operations/addons.js';
import type { AttachedAddon, AvailableAddon } from '../responses/account.js';

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
