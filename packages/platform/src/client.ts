import type { ClientOptions } from '@typed-api/core';
import { PlatformResources } from './resources.js';
import { platformDialect } from './wire.js';

/** Options of {@link PlatformClient}. */
export interface PlatformClientOptions extends ClientOptions {
  /** API token, sent as `Authorization: Bearer <token>`. Ignored when `auth` is given; without both, requests are anonymous. */
  token?: string | undefined;
  /**
   * Send every method other than GET and POST as a POST with `?method=<METHOD>`, for environments
   * that can only send those two. Default false.
   */
  methodOverride?: boolean | undefined;
}

/**
 * Client of the automation platform API v2. Give it your `baseUrl` (without `/v2`) and a token;
 * every resource group is a property.
 */
export class PlatformClient extends PlatformResources {
  /** Makes a client; `baseUrl` is required, and a `token` for anything but the public catalogue. */
  constructor(options: PlatformClientOptions) {
    super(options, platformDialect(options));
  }
}
