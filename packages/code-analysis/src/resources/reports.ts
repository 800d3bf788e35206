import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type * as z from 'zod/mini';
import { getReportSecurityItems, searchReportSbomDependencies, searchReportSecurityItems } from '../operations/reports.js';
import type { OrganizationRef } from '../schemas/common.js';
import type { sbomDependencyFiltersBody } from '../schemas/sbom.js';
import type { securityItemFiltersBody } from '../schemas/security.js';

/** Filters of {@link ReportsResource.searchSecurityItems}: repositories, priorities, statuses, categories, scan types, segments and a text search. */
export type SecurityItemsReportFilters = z.input<typeof securityItemFiltersBody>;

/** Filters of {@link ReportsResource.searchSbomDependencies}: a text search, repositories, segments, finding severities and license risk categories. */
export type SbomDependenciesReportFilters = z.input<typeof sbomDependencyFiltersBody>;

/**
 * CSV exports of an organization's security findings and dependencies. The server writes them while it
 * answers (no job to wait for); each call resolves to the whole CSV text.
 */
export class ReportsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Exports every security finding of the organization as CSV. */
  securityItems(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<string> {
    return this.#http.call(getReportSecurityItems, { params: org }, requestOptions);
  }

  /** Exports the security findings that match the filters as CSV. */
  searchSecurityItems(org: OrganizationRef, filters: SecurityItemsReportFilters = {}, requestOptions?: RequestOptions): ApiPromise<string> {
    return this.#http.call(searchReportSecurityItems, { params: org, body: filters }, requestOptions);
  }

  /** Exports the dependencies that match the filters as CSV. */
  searchSbomDependencies(org: OrganizationRef, filters: SbomDependenciesReportFilters = {}, requestOptions?: RequestOptions): ApiPromise<string> {
    return this.#http.call(searchReportSbomDependencies, { params: org, body: filters }, requestOptions);
  }
}
