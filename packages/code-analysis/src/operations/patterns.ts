import { toolParams } from '../schemas/common.js';
import { catalogPatternParams, catalogToolParams, listPatternsQuery, patternFeedbackBody, patternFeedbackParams, patternFiltersQuery } from '../schemas/patterns.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

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

/** Lists the patterns a tool of the service's catalogue defines, page by page (no key needed). */
export const listPatterns = defineOperation({
  id: 'patterns.list',
  method: 'GET',
  path: '/tools/{toolUuid}/patterns',
  params: catalogToolParams,
  query: listPatternsQuery,
  response: (r) => r.patternPageSchema,
  list: cursorListStyle,
  specIds: ['listPatterns'],
});

/** Reads one pattern of a tool of the service's catalogue (no key needed). */
export const getPattern = defineOperation({
  id: 'patterns.get',
  method: 'GET',
  path: '/tools/{toolUuid}/patterns/{patternId}',
  params: catalogPatternParams,
  response: (r) => r.patternSchema,
  specIds: ['getPattern'],
});

/** Tells the service, for an organization, whether a pattern's enriched description helped. */
export const addPatternFeedback = defineOperation({
  id: 'patterns.addFeedback',
  method: 'POST',
  path: '/tools/{toolUuid}/patterns/{patternId}/organizations/{provider}/{organization}/feedback',
  params: patternFeedbackParams,
  body: patternFeedbackBody,
  responseType: 'none',
  specIds: ['addPatternFeedback'],
});
