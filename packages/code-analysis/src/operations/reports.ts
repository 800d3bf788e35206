import { orgParams } from '../schemas/common.js';
import { sbomDependencyFiltersBody } from '../schemas/sbom.js';
import { securityItemFiltersBody } from '../schemas/security.js';
import { defineOperation } from '../define.js';

/** Exports every security finding of the organization as CSV. */
export const getReportSecurityItems = defineOperation({
  id: 'reports.securityItems',
  method: 'GET',
  path: '/reports/organizations/{provider}/{organization}/security/items',
  params: orgParams,
  // A CSV file, streamed by the server (chunked).
  responseType: 'text',
  specIds: ['getReportSecurityItems'],
});

/** Exports the security findings that match the filters as CSV. */
export const searchReportSecurityItems = defineOperation({
  id: 'reports.searchSecurityItems',
  method: 'POST',
  path: '/reports/organizations/{provider}/{organization}/security/items/search',
  params: orgParams,
  body: securityItemFiltersBody,
  responseType: 'text',
  // The newer release of the description answers these with `text/csv`.
  accept: 'text/csv',
  idempotent: 'a POST that only reads (a CSV export of the findings that match the filters)',
  specIds: ['searchReportSecurityItems'],
});

/** Exports the dependencies that match the filters as CSV. */
export const searchReportSbomDependencies = defineOperation({
  id: 'reports.searchSbomDependencies',
  method: 'POST',
  path: '/reports/organizations/{provider}/{organization}/sbom/dependencies/search',
  params: orgParams,
  body: sbomDependencyFiltersBody,
  responseType: 'text',
  // The newer release of the description answers these with `text/csv`.
  accept: 'text/csv',
  idempotent: 'a POST that only reads (a CSV export of the dependencies that match the filters)',
  specIds: ['searchReportSbomDependencies'],
});
