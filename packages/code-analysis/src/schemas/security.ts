import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { commaList, cursorPagingQuery, orgParams, segmentSchema, sortDirectionSchema } from './common.js';
import { securityPriorities, securityStatuses, securityScanTypes, ignoreReasons } from '../constants.js';
export { securityPriorities, type SecurityPriority, securityStatuses, type SecurityStatus, securityScanTypes, type SecurityScanType, ignoreReasons, type IgnoreReason } from '../constants.js';





/** Tools whose dynamic-testing (DAST) reports the API takes. */
export const dastTools = ['ZAP'] as const;

/** A tool whose DAST reports the API takes (`ZAP`), or a newer one. */
export type DastTool = (typeof dastTools)[number] | (string & {});

/** Kinds of DAST target: a web application, an OpenAPI or a GraphQL API. */
export const dastTargetTypes = ['webapp', 'openapi', 'graphql'] as const;

/** Segment ids, as the filters of request bodies take them. */
const segmentIds = z.optional(z.array(z.int()));

/** Filters of the dashboard lists (categories, repositories, history): repository names and segment ids. */
export const dashboardScopeBody = z.object({
  repositories: z.optional(z.array(z.string())),
  segments: segmentIds,
});

/** Filters of the dashboard metrics: the scope, plus priorities, categories and scan types. */
export const dashboardBody = z.extend(dashboardScopeBody, {
  priorities: z.optional(z.array(openEnum(securityPriorities))),
  // `_other_` selects findings without a category.
  categories: z.optional(z.array(z.string())),
  scanTypes: z.optional(z.array(openEnum(securityScanTypes))),
});

/**
 * Filters of a search of security findings (and of its CSV report): repositories, priorities, statuses,
 * categories (`_other_` for none), scan types, segment ids and a text search.
 */
export const securityItemFiltersBody = z.extend(dashboardBody, {
  statuses: z.optional(z.array(openEnum(securityStatuses))),
  searchText: z.optional(z.string()),
});

/** The body of a search of security findings: the filters, plus the DAST target URLs and a container image. */
export const searchSecurityItemsBody = z.extend(securityItemFiltersBody, {
  dastTargetUrls: z.optional(z.array(z.string())),
  /** The container image whose findings to read (its fields are not described by the API). */
  containerImage: z.optional(z.record(z.string(), z.unknown())),
});

/** Query of a search of security findings: paging and the order (`sort` by `Status` or `DetectedAt`, `direction`). */
export const searchSecurityItemsQuery = z.extend(cursorPagingQuery, {
  sort: z.optional(openEnum(['Status', 'DetectedAt'])),
  direction: sortDirectionSchema,
});

/** Path parameters of one security finding, by its id (a uuid). */
export const securityItemParams = z.extend(orgParams, { itemId: segmentSchema });

/** The body of ignoring a security finding: why, and a comment. */
export const ignoreSecurityItemBody = z.object({
  reason: z.optional(openEnum(ignoreReasons)),
  comment: z.optional(z.string()),
});

/** Path parameters of one security manager, by user id. */
export const securityManagerParams = z.extend(orgParams, { userId: z.int() });

/** The body of promoting an organization member to security manager. */
export const addSecurityManagerBody = z.object({ userId: z.int() });

/** Query of the repositories with security findings: paging and segment ids. */
export const listSecurityRepositoriesQuery = z.extend(cursorPagingQuery, { segments: commaList(z.union([z.string(), z.number()])) });

/** Days to handle a finding, by priority. */
export const slaConfigBody = z.object({
  slaConfig: z.object({ criticalSla: z.int(), highSla: z.int(), mediumSla: z.int(), lowSla: z.int() }),
});

/** Path parameters of a DAST report upload: the tool that wrote the report. */
export const dastToolParams = z.extend(orgParams, { toolName: openEnum(dastTools) });

/** The repository (`url`) or dependency (`purl`) whose OSSF Scorecard to read. */
export const ossfScorecardBody = z.object({ url: z.optional(z.string()), purl: z.optional(z.string()) });

/** The body of creating a DAST target: its URL, its type, and for APIs their definition and auth headers. */
export const createDastTargetBody = z.object({
  url: z.string(),
  targetType: z.optional(openEnum(dastTargetTypes)),
  apiDefinitionUrl: z.optional(z.string()),
  apiAuthHeaders: z.optional(z.record(z.string(), z.string())),
});

/** Path parameters of one DAST target, by its numeric id. */
export const dastTargetParams = z.extend(orgParams, { targetId: z.int() });
