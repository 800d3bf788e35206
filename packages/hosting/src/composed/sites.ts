// Hand-written: `convert` picks one of the four conversion operations by its target.
import { ApiPromise, type HttpClient, type RequestOptions, ValidationError } from '@typed-api/core';
import { toValidationIssues } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { convertOperations } from '../operations/sites.js';
import type { Site } from '../responses/sites.js';
import { conversionTargetSchema, type ConversionTarget } from '../schemas/sites.js';

/** What the sites namespace does beyond one call per method: a conversion named by its target. */
export class SitesComposites {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /**
   * Changes the type of a site (needs the owner scope). Allowed: live → sandbox or staging (after its DNS
   * records are removed), staging → sandbox, sandbox → live or staging, sandbox → `duplikit` (template).
   * The same as `convertToSandbox`, `convertToLive`, `convertToStaging` or `convertToTemplate`.
   */
  convert(siteId: number, target: ConversionTarget, options?: RequestOptions): ApiPromise<Site> {
    const parsed = z.safeParse(conversionTargetSchema, target);
    if (!parsed.success) {
      // Rejected like every other bad input: through the returned promise, with nothing sent.
      return new ApiPromise(Promise.reject(new ValidationError('Invalid arguments for sites.convert', toValidationIssues(parsed.error.issues, ['target']))));
    }
    return this.#http.call(convertOperations[parsed.data], { params: { siteId } }, options);
  }
}
