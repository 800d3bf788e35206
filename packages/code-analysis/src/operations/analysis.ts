import { branchQuery } from '../schemas/analysis.js';
import { repoParams } from '../schemas/common.js';
import { defineOperation } from '../wire.js';

/** Reads the steps of a repository's first analysis and whether it is stuck. */
export const getFirstAnalysisOverview = defineOperation({
  id: 'analysis.progress',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/analysis-progress',
  params: repoParams,
  query: branchQuery,
  response: (r) => r.analysisProgressSchema,
  // `isStuck` sits next to `data`: keep the whole body.
  payload: 'body',
  specIds: ['getFirstAnalysisOverview'],
});

/** Restarts a first analysis that is stuck. */
export const recoverRepository = defineOperation({
  id: 'analysis.recover',
  method: 'POST',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/recover',
  params: repoParams,
  query: branchQuery,
  responseType: 'none',
  specIds: ['recoverRepository'],
});

/** Lists the issue figures of a repository by category. */
export const listCategoryOverviews = defineOperation({
  id: 'analysis.categoryOverviews',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/category-overviews',
  params: repoParams,
  query: branchQuery,
  response: (r) => r.categoryOverviewsSchema,
  specIds: ['listCategoryOverviews'],
});
