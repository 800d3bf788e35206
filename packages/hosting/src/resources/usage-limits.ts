import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { databaseOperation, filesystemOperation } from '../operations/usage-limits.js';
import type { Site } from '../responses/sites.js';
import type { UsageLimit } from '../schemas/site-access.js';

/** Storage limits of a site: the API sends alerts as usage nears or passes them. */
export class UsageLimits {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Sets the filesystem limit and warning headroom, in bytes; returns the site with its usage fields. */
  setFilesystem(siteId: number, limit: UsageLimit, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(filesystemOperation, { params: { siteId }, body: limit }, options);
  }

  /** Sets the database limit and warning headroom, in bytes; returns the site with its usage fields. */
  setDatabase(siteId: number, limit: UsageLimit, options?: RequestOptions): ApiPromise<Site> {
    return this.#http.call(databaseOperation, { params: { siteId }, body: limit }, options);
  }
}
