import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { cursorPagingQuery, orgParams, segmentSchema, sortDirectionSchema } from './common.js';
import { licenseRiskCategories } from '../constants.js';
export { licenseRiskCategories, type LicenseRiskCategory } from '../constants.js';


/**
 * Filters of a search of SBOM dependencies (and of its CSV report): a text search, repository names,
 * segment ids, severities of the dependencies' findings, and license risk categories.
 */
export const sbomDependencyFiltersBody = z.object({
  text: z.optional(z.string()),
  repositories: z.optional(z.array(z.string())),
  segments: z.optional(z.array(z.int())),
  findingSeverities: z.optional(z.array(z.string())),
  riskCategories: z.optional(z.array(openEnum(licenseRiskCategories))),
});

/** Query of a search of SBOM dependencies: paging and the order (`sortColumn` `severity` or `ossfScore`, `columnOrder`). */
export const searchSbomDependenciesQuery = z.extend(cursorPagingQuery, {
  sortColumn: z.optional(openEnum(['severity', 'ossfScore'])),
  columnOrder: sortDirectionSchema,
});

/** The body of a search of the repositories that use a dependency: its full name, and repository names to keep. */
export const dependencyRepositoriesBody = z.object({
  dependencyFullName: z.string(),
  repositoriesFilter: z.optional(z.array(z.string())),
});

/** Filters of a search of repositories with SBOM information; the API does not describe their fields. */
export const sbomRepositoriesBody = z.record(z.string(), z.unknown());

/** Path parameters of one container image of an organization. */
export const imageParams = z.extend(orgParams, { imageName: segmentSchema });

/** Path parameters of one tag of a container image. */
export const imageTagParams = z.extend(imageParams, { tag: segmentSchema });
