// Hand-written: `convert` picks one of the four conversion operations by its target.
import { ApiPromise, type RequestOptions } from '@typed-api/core';
import { invalidArguments, segmentProblem } from '@typed-api/core/internal';
import type { SitesMethods } from '../functions/sites.js';
import type { Site } from '../responses/sites.js';
import type { ConversionTarget } from '../schemas/sites.js';

/** The conversion operation of each target type. */
/** The method that converts a site to each target. */
const conversions = { sandbox: 'convertToSandbox', live: 'convertToLive', staging: 'convertToStaging', duplikit: 'convertToTemplate' } as const;
/** The targets, as the refusal of another one lists them. */
const targets = { values: Object.keys(conversions) };

/** What the sites namespace does beyond one call per method: a conversion named by its target. */
export class SitesComposites {
  /**
   * Changes the type of a site (needs the owner scope). Allowed: live → sandbox or staging (after its DNS
   * records are removed), staging → sandbox, sandbox → live or staging, sandbox → `duplikit` (template).
   * The same as `convertToSandbox`, `convertToLive`, `convertToStaging` or `convertToTemplate`.
   */
  convert(siteId: number, target: ConversionTarget, options?: RequestOptions): ApiPromise<Site> {
    const problem = segmentProblem(targets, target);
    // Rejected like every other bad input: through the returned promise, with nothing sent.
    if (problem) return new ApiPromise(Promise.reject(invalidArguments('sites.convert', [{ path: ['target'], ...problem }])));
    return this[conversions[target]](siteId, options);
  }
}

// The class's own generated methods, which the namespace's class (its subclass) defines.
export interface SitesComposites extends Pick<SitesMethods, 'convertToLive' | 'convertToSandbox' | 'convertToStaging' | 'convertToTemplate'> {}
