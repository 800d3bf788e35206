import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { Inputs } from '@typed-api/core/internal';
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

  /**
   * Sets the total quantity of an add-on, `{ addon_id, quantity }` (the number wanted, not an increment);
   * returns the attached add-ons.
   */
  setQuantity(inputs: Inputs<typeof setQuantityOperation>, options?: RequestOptions): ApiPromise<AttachedAddon[]> {
    return this.#http.call(setQuantityOperation, { input: inputs }, options);
  }
}
