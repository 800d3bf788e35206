import type { ClientOptions } from '@typed-api/core';
import { HostingResources } from './resources.js';
import { hostingWire } from './wire.js';

/**
 * Options of {@link HostingClient}. Give either `clientId` and `clientSecret` (the client fetches and
 * renews tokens itself), an `accessToken`, or an `auth` strategy.
 */
export interface HostingClientOptions extends ClientOptions {
  /** The API's base address, without `/v1` (e.g. `https://hosting.example`). */
  baseUrl: string;
  /** OAuth client id of your API application. */
  clientId?: string | undefined;
  /** OAuth client secret of your API application. Never logged or shown. */
  clientSecret?: string | undefined;
  /** A token you obtained yourself; it is sent as is and not renewed. */
  accessToken?: string | undefined;
}

/**
 * Client of the site-hosting API v1: one property per resource namespace.
 *
 * ```ts
 * const hosting = new HostingClient({ baseUrl, clientId, clientSecret });
 * for await (const site of hosting.sites.list()) console.log(site.name);
 * ```
 */
export class HostingClient extends HostingResources {
  /** Makes a client; `baseUrl` and one way to authenticate are required. */
  constructor(options: HostingClientOptions) {
    super(options, hostingWire);
  }
}
