import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList, type Inputs } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  applyCodingStandardToRepositories,
  codingStandardToolPatternsOverview,
  createCodingStandard,
  createCodingStandardPreset,
  createComplianceStandard,
  deleteCodingStandard,
  duplicateCodingStandard,
  getAiRiskCheckList,
  getCodingStandard,
  listCodingStandardPatterns,
  listCodingStandardRepositories,
  listCodingStandards,
  listCodingStandardTools,
  promoteDraftCodingStandard,
  setDefaultCodingStandard,
  updateCodingStandardPatterns,
  updateCodingStandardToolConfiguration,
} from '../operations/coding-standards.js';
import type {
  AiRiskChecklistItem,
  ApplyCodingStandardResult,
  CodingStandard,
  CodingStandardTool,
  ConfiguredPattern,
  RepositoryReference,
} from '../responses/coding-standards.js';
import type { PatternsOverview } from '../responses/patterns.js';
import type {
  createCodingStandardPresetBody,
  createComplianceStandardBody,
  linkRepositoriesBody,
  listCodingStandardPatternsQuery,
  toolConfigurationBody,
} from '../schemas/coding-standards.js';
import type { cursorPagingQuery, OrganizationRef } from '../schemas/common.js';
import type { CursorPage } from '../wire.js';
import type { PatternFilters } from './patterns.js';

/**
 * What {@link CodingStandardsResource.create} takes: the new standard's `name` and `languages` (sent in the
 * body), and optionally where to start from (sent in the query), `sourceRepository` (a repository's name
 * in the organization) or `sourceCodingStandard` (an existing standard's id, whose repositories and
 * default state are copied too).
 */
export type CreateCodingStandardInput = Inputs<typeof createCodingStandard>;

/** What {@link CodingStandardsResource.createFromPresets} takes: a name, whether it becomes the default, and a level (1 to 4) per category. */
export type CreateCodingStandardFromPresetsInput = z.input<typeof createCodingStandardPresetBody>;

/** What {@link CodingStandardsResource.createCompliance} takes: a name and the compliance type (`ai-risk`). */
export type CreateComplianceStandardInput = z.input<typeof createComplianceStandardBody>;

/** Repository names to link to (`link`) and unlink from (`unlink`) a coding standard or gate policy; either may be left out. */
export type LinkRepositoriesInput = z.input<typeof linkRepositoriesBody>;

/** Paging options of the lists that take nothing else: where to start and the page size (1 to 100). */
export type PagingOptions = z.input<typeof cursorPagingQuery>;

/** What {@link CodingStandardsResource.updateTool} takes: the tool on or off (`enabled`) and settings of some of its patterns (at most 1000). */
export type UpdateCodingStandardToolInput = z.input<typeof toolConfigurationBody>;

/**
 * Options of {@link CodingStandardsResource.listPatterns}: the filters of a pattern overview, the order
 * (`sort` by `category`, `recommended` or `severity`; `direction` `asc` or `desc`) and paging.
 */
export type ListCodingStandardPatternsOptions = z.input<typeof listCodingStandardPatternsQuery>;

/**
 * What {@link CodingStandardsResource.updatePatterns} takes: `enabled` (on or off; sent in the body), and
 * the filters that pick the patterns to change (sent in the query; every pattern of the tool when none is given).
 */
export type UpdateCodingStandardPatternsInput = Inputs<typeof updateCodingStandardPatterns>;

/** A page of a coding standard tool's patterns; `meta.totalEnabled` counts the patterns that are on. */
export type ConfiguredPatternPage = CursorPage<ConfiguredPattern, { meta?: { totalEnabled: number } | undefined }>;

/**
 * Coding standards of an organization: the tools and patterns every linked repository runs. New
 * standards start as drafts; a draft's changes (its tools, patterns and repositories) take effect when
 * it is promoted.
 */
export class CodingStandardsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Lists the organization's coding standards, drafts included (the API gives them all at once). */
  list(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<CodingStandard[]> {
    return this.#http.call(listCodingStandards, { params: org }, requestOptions);
  }

  /** Reads one coding standard. */
  get(org: OrganizationRef, codingStandardId: number, requestOptions?: RequestOptions): ApiPromise<CodingStandard> {
    return this.#http.call(getCodingStandard, { params: { ...org, codingStandardId } }, requestOptions);
  }

  /** Creates a draft coding standard, empty or from a repository's settings or another standard; promote it to use it. */
  create(org: OrganizationRef, input: CreateCodingStandardInput, requestOptions?: RequestOptions): ApiPromise<CodingStandard> {
    return this.#http.call(createCodingStandard, { params: org, input }, requestOptions);
  }

  /** Creates a coding standard from presets: a strictness level from 1 to 4 for each category. */
  createFromPresets(org: OrganizationRef, input: CreateCodingStandardFromPresetsInput, requestOptions?: RequestOptions): ApiPromise<CodingStandard> {
    return this.#http.call(createCodingStandardPreset, { params: org, body: input }, requestOptions);
  }

  /** Creates a compliance standard (such as an `ai-risk` one). */
  createCompliance(org: OrganizationRef, input: CreateComplianceStandardInput, requestOptions?: RequestOptions): ApiPromise<CodingStandard> {
    return this.#http.call(createComplianceStandard, { params: org, body: input }, requestOptions);
  }

  /** Copies a coding standard into a new one. */
  duplicate(org: OrganizationRef, codingStandardId: number, requestOptions?: RequestOptions): ApiPromise<CodingStandard> {
    return this.#http.call(duplicateCodingStandard, { params: { ...org, codingStandardId } }, requestOptions);
  }

  /**
   * Makes a draft coding standard effective (and the default, when the draft is marked so); resolves to
   * the repositories its repository changes succeeded and failed for.
   */
  promote(org: OrganizationRef, codingStandardId: number, requestOptions?: RequestOptions): ApiPromise<ApplyCodingStandardResult> {
    return this.#http.call(promoteDraftCodingStandard, { params: { ...org, codingStandardId } }, requestOptions);
  }

  /** Deletes a coding standard. */
  delete(org: OrganizationRef, codingStandardId: number, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteCodingStandard, { params: { ...org, codingStandardId } }, requestOptions);
  }

  /** Makes a coding standard the organization's default (`isDefault: true`), or stops it being the default. */
  setDefault(org: OrganizationRef, codingStandardId: number, input: { isDefault: boolean }, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(setDefaultCodingStandard, { params: { ...org, codingStandardId }, body: input }, requestOptions);
  }

  /** Lists the repositories that use a coding standard, page by page. */
  listRepositories(
    org: OrganizationRef,
    codingStandardId: number,
    options: PagingOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<RepositoryReference, CursorPage<RepositoryReference>> {
    return walkList(this.#http, listCodingStandardRepositories, { params: { ...org, codingStandardId }, query: options }, requestOptions);
  }

  /**
   * Links repositories to a coding standard and unlinks others, by name; resolves to the names that
   * succeeded and failed. On a draft, the change takes effect when the draft is promoted.
   */
  applyToRepositories(org: OrganizationRef, codingStandardId: number, input: LinkRepositoriesInput, requestOptions?: RequestOptions): ApiPromise<ApplyCodingStandardResult> {
    return this.#http.call(applyCodingStandardToRepositories, { params: { ...org, codingStandardId }, body: input }, requestOptions);
  }

  /** Lists the tools of a coding standard and whether each is on. */
  listTools(org: OrganizationRef, codingStandardId: number, requestOptions?: RequestOptions): ApiPromise<CodingStandardTool[]> {
    return this.#http.call(listCodingStandardTools, { params: { ...org, codingStandardId } }, requestOptions);
  }

  /**
   * Turns a tool of a draft coding standard on or off and sets some of its patterns (only the patterns
   * given change; with none, only the tool's state is set).
   */
  updateTool(org: OrganizationRef, codingStandardId: number, toolUuid: string, input: UpdateCodingStandardToolInput, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(updateCodingStandardToolConfiguration, { params: { ...org, codingStandardId, toolUuid }, body: input }, requestOptions);
  }

  /** Lists the patterns of a tool as a coding standard configures them, page by page. */
  listPatterns(
    org: OrganizationRef,
    codingStandardId: number,
    toolUuid: string,
    options: ListCodingStandardPatternsOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<ConfiguredPattern, ConfiguredPatternPage> {
    return walkList(this.#http, listCodingStandardPatterns, { params: { ...org, codingStandardId, toolUuid }, query: options }, requestOptions);
  }

  /** Counts the patterns of a coding standard's tool by language, category, severity and tag, optionally filtered. */
  patternsOverview(org: OrganizationRef, codingStandardId: number, toolUuid: string, filters?: PatternFilters, requestOptions?: RequestOptions): ApiPromise<PatternsOverview> {
    return this.#http.call(codingStandardToolPatternsOverview, { params: { ...org, codingStandardId, toolUuid }, query: filters }, requestOptions);
  }

  /** Turns on (or off) every pattern of a coding standard's tool that the filters pick, or all of them without filters. */
  updatePatterns(org: OrganizationRef, codingStandardId: number, toolUuid: string, input: UpdateCodingStandardPatternsInput, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(updateCodingStandardPatterns, { params: { ...org, codingStandardId, toolUuid }, input }, requestOptions);
  }

  /** Reads the organization's AI risk checklist: which items pass, with the figures behind them. */
  aiRiskChecklist(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<AiRiskChecklistItem[]> {
    return this.#http.call(getAiRiskCheckList, { params: org }, requestOptions);
  }
}
