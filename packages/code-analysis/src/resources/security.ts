import { type ApiPromise, type HttpClient, type Paginated, poll, type PollOptions, type RequestOptions } from '@typed-api/core';
import { walkList, type Inputs } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  analyzeDastTarget,
  createDastTarget,
  deleteDastTarget,
  deleteSecurityManager,
  getDastTargets,
  getOssfScorecard,
  getSecurityItem,
  getSLAConfig,
  ignoreSecurityItem,
  listDastReports,
  listSecurityCategories,
  listSecurityManagers,
  listSecurityRepositories,
  postSecurityManager,
  searchSecurityDashboard,
  searchSecurityDashboardCategories,
  searchSecurityDashboardHistory,
  searchSecurityDashboardRepositories,
  searchSecurityItems,
  unignoreSecurityItem,
  updateSLAConfig,
  uploadDASTReport,
} from '../operations/security.js';
import type {
  DastAnalysis,
  DastReport,
  DastReportUpload,
  DastTarget,
  OssfScorecard,
  RepositorySummary,
  SecurityCategoryCount,
  SecurityDashboard,
  SecurityHistoryPoint,
  SecurityItem,
  SecurityManager,
  SecurityRepositoryCount,
  SlaConfigResponse,
} from '../responses/security.js';
import type { cursorPagingQuery, OrganizationRef } from '../schemas/common.js';
import {
  multipartBody,
  type addSecurityManagerBody,
  type createDastTargetBody,
  type dashboardBody,
  type dashboardScopeBody,
  type dastTools,
  type ignoreSecurityItemBody,
  type listSecurityRepositoriesQuery,
  type ossfScorecardBody,
  type slaConfigBody,
} from '../schemas/security.js';
import type { CursorPage } from '../wire.js';
import { sendChecked } from './shape.js';

/** Paging of the security lists: where to start (a cursor of a previous page) and the page size (1 to 100). */
export type SecurityPagingOptions = z.input<typeof cursorPagingQuery>;

/** Filters of {@link SecurityResource.dashboard}: repositories, segment ids, priorities, categories and scan types. */
export type SecurityDashboardFilters = z.input<typeof dashboardBody>;

/** Filters of the dashboard lists ({@link SecurityResource.dashboardCategories} and the others): repositories and segment ids. */
export type SecurityDashboardScope = z.input<typeof dashboardScopeBody>;

/**
 * Inputs of {@link SecurityResource.searchItems}: the filters (repositories, priorities, statuses,
 * categories, scan types, segments, DAST target URLs, a text search, a container image; sent in the
 * body), the order (`sort` by `Status` or `DetectedAt`, `direction`) and paging (sent in the query).
 */
export type SearchSecurityItemsOptions = Inputs<typeof searchSecurityItems>;

/** Options of {@link SecurityResource.ignoreItem}: the reason (`FalsePositive`, `AcceptedUse`…) and a comment. */
export type IgnoreSecurityItemOptions = z.input<typeof ignoreSecurityItemBody>;

/** What {@link SecurityResource.addManager} sends: the user id of the organization member to promote. */
export type AddSecurityManagerBody = z.input<typeof addSecurityManagerBody>;

/** Options of {@link SecurityResource.listRepositories}: paging and segment ids (an array or a comma-separated string). */
export type ListSecurityRepositoriesOptions = z.input<typeof listSecurityRepositoriesQuery>;

/** What {@link SecurityResource.updateSlaConfig} sends: the days allowed per priority, under `slaConfig`. */
export type UpdateSlaConfigBody = z.input<typeof slaConfigBody>;

/** What {@link SecurityResource.getOssfScorecard} looks up: a repository `url` or a dependency `purl`. */
export type OssfScorecardQuery = z.input<typeof ossfScorecardBody>;

/** What {@link SecurityResource.createDastTarget} sends: the URL, the target type and, for APIs, their definition and auth headers. */
export type CreateDastTargetBody = z.input<typeof createDastTargetBody>;

/** A tool whose DAST reports the API takes (`ZAP`), or a newer one. */
export type DastTool = (typeof dastTools)[number] | (string & {});

/** What {@link SecurityResource.uploadDastReport} sends. */
export interface UploadDastReportInput {
  /** The report: its text, or a Blob or File holding it. */
  file: string | Blob;
  /** The file name the server sees; default `report.json`. */
  fileName?: string | undefined;
  /** The report's format: `json`. */
  reportFormat: 'json' | (string & {});
}

/** Options of {@link SecurityResource.waitForDastReport}: the wait's options, `onProgress` getting the report (undefined while it is not listed), and each poll's `headers`. */
export type WaitForDastReportOptions = PollOptions<DastReport | undefined>;

/** Options of {@link SecurityResource.waitForDastAnalysis}: the wait's options, `onProgress` getting the target (undefined while it is not listed), and each poll's `headers`. */
export type WaitForDastAnalysisOptions = PollOptions<DastTarget | undefined>;

/** True when the service has finished processing a DAST report, well (`Success`) or not (`Failure`). */
export function isDastReportProcessed(report: DastReport | undefined): report is DastReport {
  return report?.state === 'Success' || report?.state === 'Failure';
}

/** True when the target's analysis `analysisId` has ended, well (`successful`) or not (`failed`). */
export function isDastAnalysisFinished(target: DastTarget | undefined, analysisId: string): target is DastTarget {
  const entry = target?.status.find((s) => s.analysisId === analysisId);
  return entry?.status === 'successful' || entry?.status === 'failed';
}

/**
 * Security and risk management of an organization: findings and their dashboard, security managers, SLA
 * deadlines, DAST targets and reports, and OSSF Scorecards.
 */
export class SecurityResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists the security categories that have findings, page by page. */
  listCategories(org: OrganizationRef, options: SecurityPagingOptions = {}, requestOptions?: RequestOptions): Paginated<string, CursorPage<string>> {
    return walkList(this.#http, listSecurityCategories, { params: org, query: options }, requestOptions);
  }

  /** Reads the dashboard figures: open, new and closed findings, their deadlines, and open ones by priority and scan type. */
  dashboard(org: OrganizationRef, filters: SecurityDashboardFilters = {}, requestOptions?: RequestOptions): ApiPromise<SecurityDashboard> {
    return this.#http.call(searchSecurityDashboard, { params: org, body: filters }, requestOptions);
  }

  /** Lists the security categories with the most open findings (the top 10 when no filter is given). */
  dashboardCategories(org: OrganizationRef, filters: SecurityDashboardScope = {}, requestOptions?: RequestOptions): ApiPromise<SecurityCategoryCount[]> {
    return this.#http.call(searchSecurityDashboardCategories, { params: org, body: filters }, requestOptions);
  }

  /** Reads how the findings evolved, one point per interval. */
  dashboardHistory(org: OrganizationRef, filters: SecurityDashboardScope = {}, requestOptions?: RequestOptions): ApiPromise<SecurityHistoryPoint[]> {
    return this.#http.call(searchSecurityDashboardHistory, { params: org, body: filters }, requestOptions);
  }

  /** Lists the repositories with the most open findings, by priority (the top 10 when no filter is given). */
  dashboardRepositories(org: OrganizationRef, filters: SecurityDashboardScope = {}, requestOptions?: RequestOptions): ApiPromise<SecurityRepositoryCount[]> {
    return this.#http.call(searchSecurityDashboardRepositories, { params: org, body: filters }, requestOptions);
  }

  /** Searches the organization's security findings, page by page. */
  searchItems(org: OrganizationRef, options: SearchSecurityItemsOptions = {}, requestOptions?: RequestOptions): Paginated<SecurityItem, CursorPage<SecurityItem>> {
    return walkList(this.#http, searchSecurityItems, { params: org, input: options }, requestOptions);
  }

  /** Reads one security finding by its id. */
  getItem(org: OrganizationRef, itemId: string, requestOptions?: RequestOptions): ApiPromise<SecurityItem> {
    return this.#http.call(getSecurityItem, { params: { ...org, itemId } }, requestOptions);
  }

  /** Ignores a security finding; resolves to the finding, now `Ignored`. */
  ignoreItem(org: OrganizationRef, itemId: string, options: IgnoreSecurityItemOptions = {}, requestOptions?: RequestOptions): ApiPromise<SecurityItem> {
    return this.#http.call(ignoreSecurityItem, { params: { ...org, itemId }, body: options }, requestOptions);
  }

  /** Takes back the ignoring of a finding (only an ignored one); resolves to the finding. */
  unignoreItem(org: OrganizationRef, itemId: string, requestOptions?: RequestOptions): ApiPromise<SecurityItem> {
    return this.#http.call(unignoreSecurityItem, { params: { ...org, itemId } }, requestOptions);
  }

  /** Lists the organization admins and security managers, admins first, page by page. */
  listManagers(org: OrganizationRef, options: SecurityPagingOptions = {}, requestOptions?: RequestOptions): Paginated<SecurityManager, CursorPage<SecurityManager>> {
    return walkList(this.#http, listSecurityManagers, { params: org, query: options }, requestOptions);
  }

  /** Gives an organization member the security manager role. */
  addManager(org: OrganizationRef, body: AddSecurityManagerBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(postSecurityManager, { params: org, body }, requestOptions);
  }

  /** Takes the security manager role from an organization member. */
  removeManager(org: OrganizationRef, userId: number, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteSecurityManager, { params: { ...org, userId } }, requestOptions);
  }

  /** Lists the repositories that have security findings, page by page. */
  listRepositories(org: OrganizationRef, options: ListSecurityRepositoriesOptions = {}, requestOptions?: RequestOptions): Paginated<RepositorySummary, CursorPage<RepositorySummary>> {
    return walkList(this.#http, listSecurityRepositories, { params: org, query: options }, requestOptions);
  }

  /** Reads the days allowed to handle a finding, by priority (under `slaConfig`). */
  getSlaConfig(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<SlaConfigResponse> {
    return this.#http.call(getSLAConfig, { params: org }, requestOptions);
  }

  /** Changes the days allowed to handle a finding, by priority; resolves to the configuration now in force. */
  updateSlaConfig(org: OrganizationRef, body: UpdateSlaConfigBody, requestOptions?: RequestOptions): ApiPromise<SlaConfigResponse> {
    return this.#http.call(updateSLAConfig, { params: org, body }, requestOptions);
  }

  /** Reads the OSSF Scorecard of a repository (`url`) or of a dependency (`purl`). */
  getOssfScorecard(query: OssfScorecardQuery, requestOptions?: RequestOptions): ApiPromise<OssfScorecard> {
    return this.#http.call(getOssfScorecard, { body: query }, requestOptions);
  }

  /** Lists the uploaded DAST reports and their processing state, newest first, page by page. */
  listDastReports(org: OrganizationRef, options: SecurityPagingOptions = {}, requestOptions?: RequestOptions): Paginated<DastReport, CursorPage<DastReport>> {
    return walkList(this.#http, listDastReports, { params: org, query: options }, requestOptions);
  }

  /**
   * Uploads a DAST report written by `toolName` (a ZAP report's `@generated` time must be in English, ZAP's
   * default, or the report fails); resolves to the report's id. Processing goes on afterwards: see
   * {@link SecurityResource.waitForDastReport}.
   */
  uploadDastReport(org: OrganizationRef, toolName: DastTool, input: UploadDastReportInput, requestOptions?: RequestOptions): ApiPromise<DastReportUpload> {
    return sendChecked(uploadDASTReport.id, input, ['file', 'fileName', 'reportFormat'], () =>
      this.#http.call(
        uploadDASTReport,
        { params: { ...org, toolName }, body: multipartBody({ file: { content: input.file, name: input.fileName ?? 'report.json' }, reportFormat: input.reportFormat }) },
        requestOptions,
      ),
    );
  }

  /**
   * Polls the DAST reports until the report `reportId` is processed (`Success` or `Failure`: check `state`
   * and `failureReason`) and returns it. A report not listed yet is waited for too. Bounded by `timeoutMs`
   * (WaitTimeoutError) and cancelled by `signal` (AbortError). `onProgress` sees each reading, its status the
   * report's `state` (`InProgress`, `Success`, `Failure`), or `not_listed`.
   */
  async waitForDastReport(org: OrganizationRef, reportId: string, options?: WaitForDastReportOptions): Promise<DastReport> {
    const report = await poll(
      async (callOptions) => {
        // Newest first: a fresh upload is on the first page, and the walk stops where the report is.
        for await (const listed of this.listDastReports(org, {}, callOptions)) {
          if (listed.id === reportId) return listed;
        }
        return undefined;
      },
      isDastReportProcessed,
      options,
      (listed) => listed?.state ?? 'not_listed',
    );
    // The wait only ends on a processed report.
    if (!isDastReportProcessed(report)) throw new TypeError(`the wait for DAST report ${reportId} ended before it was processed`);
    return report;
  }

  /** Lists the organization's DAST targets with their analyses, page by page. */
  listDastTargets(org: OrganizationRef, options: SecurityPagingOptions = {}, requestOptions?: RequestOptions): Paginated<DastTarget, CursorPage<DastTarget>> {
    return walkList(this.#http, getDastTargets, { params: org, query: options }, requestOptions);
  }

  /** Creates a DAST target (a web application by default). */
  createDastTarget(org: OrganizationRef, body: CreateDastTargetBody, requestOptions?: RequestOptions): ApiPromise<DastTarget> {
    return this.#http.call(createDastTarget, { params: org, body }, requestOptions);
  }

  /** Deletes a DAST target. */
  deleteDastTarget(org: OrganizationRef, targetId: number, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteDastTarget, { params: { ...org, targetId } }, requestOptions);
  }

  /**
   * Queues a DAST analysis of a target; resolves to the analysis id (see
   * {@link SecurityResource.waitForDastAnalysis}). The server answers 429 while too many are queued.
   */
  analyzeDastTarget(org: OrganizationRef, targetId: number, requestOptions?: RequestOptions): ApiPromise<DastAnalysis> {
    return this.#http.call(analyzeDastTarget, { params: { ...org, targetId } }, requestOptions);
  }

  /**
   * Polls the DAST targets until the analysis `analysisId` of target `targetId` has ended (`successful` or
   * `failed`) and returns the target. A target or analysis not listed yet is waited for too. Bounded by
   * `timeoutMs` (WaitTimeoutError) and cancelled by `signal` (AbortError). `onProgress` sees each reading, its
   * status the analysis's (`queued`, `running`, `successful`, `failed`), or `not_listed`.
   */
  async waitForDastAnalysis(org: OrganizationRef, targetId: number, analysisId: string, options?: WaitForDastAnalysisOptions): Promise<DastTarget> {
    const target = await poll(
      async (callOptions) => {
        for await (const listed of this.listDastTargets(org, {}, callOptions)) {
          if (listed.id === targetId) return listed;
        }
        return undefined;
      },
      (listed) => isDastAnalysisFinished(listed, analysisId),
      options,
      (listed) => listed?.status.find((entry) => entry.analysisId === analysisId)?.status ?? 'not_listed',
    );
    // The wait only ends on a finished analysis.
    if (!isDastAnalysisFinished(target, analysisId)) throw new TypeError(`the wait for DAST analysis ${analysisId} ended before it finished`);
    return target;
  }
}
