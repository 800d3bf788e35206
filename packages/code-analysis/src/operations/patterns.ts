import { toolParams } from '../schemas/common.js';
import { patternFiltersQuery } from '../schemas/patterns.js';
import { defineOperation } from '../wire.js';

/** Counts a tool's patterns by language, category, severity and tag, optionally filtered. */
export const toolPatternsOverview = defineOperation({
  id: 'patterns.overview',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/tools/{toolUuid}/patterns/overview',
  params: toolParams,
  query: patternFiltersQuery,
  response: (r) => r.patternsOverviewSchema,
  specIds: ['toolPatternsOverview'],
});

/** Lists a tool's patterns whose settings conflict with the coding standards applied to the repository. */
export const listRepositoryToolPatternConflicts = defineOperation({
  id: 'patterns.conflicts',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/tools/{toolUuid}/conflicts',
  params: toolParams,
  response: (r) => r.patternConflictsSchema,
  specIds: ['listRepositoryToolPatternConflicts'],
});
