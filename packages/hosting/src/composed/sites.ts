// Hand-written: `convert` picks one of the four conversion operations by its target.
import { ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { invalidArguments, segmentProblem } from '@typed-api/core/internal';
import { plan as convertToLive } from '../plans/sites/convertToLive.js';
import { plan as convertToSandbox } from '../plans/sites/convertToSandbox.js';
import { plan as convertToStaging } from '../plans/sites/convertToStaging.js';
import { plan as convertToTemplate } from '../plans/sites/convertToTemplate.js';
import type { Site } from '../responses/sites.js';
import type { ConversionTarget } from '../schemas/sites.js';

/** The conversion operation of each target type. */
const conversions = { sandbox: convertToSandbox, live: convertToLive, staging: convertToStaging, duplikit: convertToTemplate } as const;
/** The targets, as the refusal of another one lists them. */
const targets = { values: Object.keys(conversions) };

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
    const problem = segmentProblem(targets, target);
    // Rejected like every other bad input: through the returned promise, with nothing sent.
    if (problem) return new ApiPromise(Promise.reject(invalidArguments('sites.convert', [{ path: ['target'], ...problem }])));
    return this.#http.call(conversions[target], { params: { siteId } }, options);
  }
}
