import { type ApiPromise, type HttpClient, type Paginated, poll, type PollOptions, type RequestOptions } from '@typed-api/core';
import { checkInputs, type Inputs, walkList } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  configureTool,
  getFirstAnalysisOverview,
  getRepositoryToolPattern,
  listCategoryOverviews,
  listRepositoryToolPatterns,
  recoverRepository,
  updateRepositoryToolPatterns,
} from '../operations/analysis.js';
import type { AnalysisProgress, CategoryOverview } from '../responses/analysis.js';
import type { ConfiguredPattern } from '../responses/coding-standards.js';
import type { branchQuery, configureToolBody, listToolPatternsQuery } from '../schemas/analysis.js';
import type { RepositoryRef } from '../schemas/common.js';
import type { CursorPage } from '../wire.js';

/** Picks the branch an analysis call is about; the repository's main branch when omitted. */
export type BranchOptions = z.input<typeof branchQuery>;

/** Inputs of {@link AnalysisResource.waitForFirstAnalysis}: the branch, and what to do when the analysis is stuck. */
export interface WaitForFirstAnalysisInputs extends BranchOptions {
  /**
   * When the server reports the analysis as stuck, ask it once to recover the repository, then keep waiting.
   * Default false: a stuck analysis is only waited on (until `timeoutMs`).
   */
  recoverIfStuck?: boolean | undefined;
}

/** Options of {@link AnalysisResource.waitForFirstAnalysis}: the wait's options, with the progress in `onProgress`, and each poll's `headers`. */
export type WaitForFirstAnalysisOptions = PollOptions<AnalysisProgress>;

/**
 * What {@link AnalysisResource.configureTool} sends: whether the tool runs (`enabled`), whether it uses the
 * repository's configuration file, and patterns to switch on or off (with parameter values).
 */
export type ConfigureToolBody = z.input<typeof configureToolBody>;

/**
 * Options of {@link AnalysisResource.listToolPatterns}: filters by language, category, severity level and
 * tag (arrays or comma-separated strings), a search, the enabled and recommended states, the order
 * (`sort` by `category`, `recommended` or `severity`; `direction`), and paging.
 */
export type ListToolPatternsOptions = z.input<typeof listToolPatternsQuery>;

/**
 * What {@link AnalysisResource.updateToolPatterns} takes: `enabled` (sent in the body), true to enable the
 * picked patterns and false to disable them, and the filters that pick them (languages, categories,
 * severity levels, tags, search, recommended; sent in the query); without filters every pattern of the
 * tool changes.
 */
export type UpdateToolPatternsOptions = Inputs<typeof updateRepositoryToolPatterns>;

/** True when every step of a first analysis is complete (and there is at least one). */
export function isAnalysisComplete(progress: AnalysisProgress): boolean {
  return progress.data.length > 0 && progress.data.every((step) => step.complete);
}

/**
 * Where a first analysis stands, for `onProgress`: `done` when every step is complete, `stuck` when the
 * server says so, else the first step not complete yet (`clone`, `runPatterns`…), `waiting` while none is listed.
 */
function analysisStatus(progress: AnalysisProgress): string {
  if (isAnalysisComplete(progress)) return 'done';
  if (progress.isStuck === true) return 'stuck';
  return progress.data.find((step) => !step.complete)?.action ?? 'waiting';
}

/**
 * A repository's analysis: the first analysis (progress, recovery when stuck), issue figures by category,
 * and the configuration of its tools and their patterns.
 */
export class AnalysisResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Reads the steps of the first analysis and whether it is stuck (no key needed for public repositories). */
  progress(repo: RepositoryRef, options?: BranchOptions, requestOptions?: RequestOptions): ApiPromise<AnalysisProgress> {
    return this.#http.call(getFirstAnalysisOverview, { params: repo, query: options }, requestOptions);
  }

  /**
   * Restarts a first analysis that is stuck. The server answers 422 (`UnprocessableEntity`) when the
   * repository is not stuck.
   */
  recover(repo: RepositoryRef, options?: BranchOptions, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(recoverRepository, { params: repo, query: options }, requestOptions);
  }

  /** Lists the issue figures of a repository by category. */
  categoryOverviews(repo: RepositoryRef, options?: BranchOptions, requestOptions?: RequestOptions): ApiPromise<CategoryOverview[]> {
    return this.#http.call(listCategoryOverviews, { params: repo, query: options }, requestOptions);
  }

  /**
   * Polls the progress of the first analysis of a branch (`branch`, the main one by default) until every
   * step is complete and returns the last progress. With `recoverIfStuck`, a stuck analysis is recovered
   * once. The wait options last: bounded by `timeoutMs` (WaitTimeoutError) and cancelled by `signal`
   * (AbortError); `onProgress` sees each reading, its status the step under way (`clone`, `runPatterns`…),
   * `stuck`, or `done` at the end.
   */
  async waitForFirstAnalysis(repo: RepositoryRef, inputs: WaitForFirstAnalysisInputs = {}, options?: WaitForFirstAnalysisOptions): Promise<AnalysisProgress> {
    checkInputs('analysis.waitForFirstAnalysis', inputs, ['branch', 'recoverIfStuck']);
    const { branch, recoverIfStuck = false } = inputs;
    const query = branch === undefined ? undefined : { branch };
    let recovered = false;
    return poll(
      async (callOptions) => {
        const progress = await this.progress(repo, query, callOptions);
        if (progress.isStuck === true && recoverIfStuck && !recovered && !isAnalysisComplete(progress)) {
          recovered = true;
          await this.recover(repo, query, callOptions);
        }
        return progress;
      },
      isAnalysisComplete,
      options,
      analysisStatus,
    );
  }

  /**
   * Turns a tool on or off, marks whether it uses a configuration file, and switches patterns (with their
   * parameters). The server applies it without checking whether a coding standard governs the repository.
   */
  configureTool(repo: RepositoryRef, toolUuid: string, body: ConfigureToolBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(configureTool, { params: { ...repo, toolUuid }, body }, requestOptions);
  }

  /**
   * Lists a tool's patterns with their configuration on the repository (by its coding standard when one
   * applies), page by page; each page also carries `meta.totalEnabled`.
   */
  listToolPatterns(
    repo: RepositoryRef,
    toolUuid: string,
    options: ListToolPatternsOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<ConfiguredPattern, CursorPage<ConfiguredPattern, { meta?: { totalEnabled: number } | undefined }>> {
    return walkList(this.#http, listRepositoryToolPatterns, { params: { ...repo, toolUuid }, query: options }, requestOptions);
  }

  /** Enables or disables, at once, every pattern of a tool that the filters pick (all of them without filters). */
  updateToolPatterns(repo: RepositoryRef, toolUuid: string, inputs: UpdateToolPatternsOptions, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(updateRepositoryToolPatterns, { params: { ...repo, toolUuid }, input: inputs }, requestOptions);
  }

  /** Reads one pattern of a tool with its configuration on the repository. */
  getToolPattern(repo: RepositoryRef, toolUuid: string, patternId: string, requestOptions?: RequestOptions): ApiPromise<ConfiguredPattern> {
    return this.#http.call(getRepositoryToolPattern, { params: { ...repo, toolUuid, patternId } }, requestOptions);
  }
}
