import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import { siteParams } from '../schemas/common.js';
import { usageLimitSchema, type UsageLimit } from '../schemas/site-access.js';
import { siteSchema, type Site } from '../schemas/sites.js';

const filesystemOperation = defineOperation({
  id: 'usageLimits.setFilesystem',
  method: 'PUT',
  path: '/sites/{siteId}/usage/filesystem',
  params: siteParams,
  body: usageLimitSchema,
  response: siteSchema,
  specIds: ['PUT /sites/{id}/usage/filesystem'],
});
const databaseOperation = defineOperation({
  id: 'usageLimits.setDatabase',
  method: 'PUT',
  path: '/sites/{siteId}/usage/database',
  params: siteParams,
  body: usageLimitSchema,
  response: siteSchema,
  specIds: ['PUT /sites/{id}/usage/database'],
});

/** Operations of the `usageLimits` namespace. */
export const usageLimitsOperations = [filesystemOperation, databaseOperation] as const;

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
