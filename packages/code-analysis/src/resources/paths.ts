/** Path of an organization under the analysis routes. */
export const ANALYSIS_ORG = '/analysis/organizations/{provider}/{organization}';
/** Path of a repository under the analysis routes. */
export const ANALYSIS_REPO = `${ANALYSIS_ORG}/repositories/{repository}`;
/** Path of an organization under the management routes. */
export const ORG = '/organizations/{provider}/{organization}';
/** Path of a repository under the management routes. */
export const REPO = `${ORG}/repositories/{repository}`;
/** Path of a repository under the coverage routes. */
export const COVERAGE_REPO = '/coverage/organizations/{provider}/{organization}/repositories/{repository}';
