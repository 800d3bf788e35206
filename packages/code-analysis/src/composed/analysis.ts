// Hand-written: a wait composes repeated reads of the first analysis's progress, and a recovery when it is stuck.
import { poll, type PollOptions } from '@typed-api/core';
import { checkInputs } from '@typed-api/core/internal';
import type { AnalysisMethods } from '../functions/analysis.js';
import type { AnalysisProgress } from '../responses/analysis.js';

/** Inputs of {@link AnalysisComposites.waitForFirstAnalysis}: the branch, and what to do when the analysis is stuck. */
export interface WaitForFirstAnalysisInputs {
  /** The branch to wait on; the repository's main branch when omitted. */
  branch?: string | undefined;
  /**
   * When the server reports the analysis as stuck, ask it once to recover the repository, then keep waiting.
   * Default false: a stuck analysis is only waited on (until `timeoutMs`).
   */
  recoverIfStuck?: boolean | undefined;
}

/** Options of {@link AnalysisComposites.waitForFirstAnalysis}: the wait's options, with the progress in `onProgress`, and each poll's `headers`. */
export type WaitForFirstAnalysisOptions = PollOptions<AnalysisProgress>;

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

/** What the analysis namespace does beyond one call per method: waiting for the first analysis. */
export class AnalysisComposites {
  /**
   * Polls the progress of the first analysis of a branch (`branch`, the main one by default) until every
   * step is complete and returns the last progress. With `recoverIfStuck`, a stuck analysis is recovered
   * once. The wait options last: bounded by `timeoutMs` (WaitTimeoutError) and cancelled by `signal`
   * (AbortError); `onProgress` sees each reading, its status the step under way (`clone`, `runPatterns`…),
   * `stuck`, or `done` at the end.
   */
  async waitForFirstAnalysis(
    provider: string,
    organization: string,
    repository: string,
    inputs: WaitForFirstAnalysisInputs = {},
    options?: WaitForFirstAnalysisOptions,
  ): Promise<AnalysisProgress> {
    checkInputs('analysis.waitForFirstAnalysis', inputs, ['branch', 'recoverIfStuck']);
    const { branch, recoverIfStuck = false } = inputs;
    const query = branch === undefined ? undefined : { branch };
    let recovered = false;
    return poll(
      async (callOptions) => {
        const read = await this.progress(provider, organization, repository, query, callOptions);
        if (read.isStuck === true && recoverIfStuck && !recovered && !isAnalysisComplete(read)) {
          recovered = true;
          await this.recover(provider, organization, repository, query, callOptions);
        }
        return read;
      },
      isAnalysisComplete,
      options,
      analysisStatus,
    );
  }
}

// The class's own generated methods, which the namespace's class (its subclass) defines.
export interface AnalysisComposites extends Pick<AnalysisMethods, 'progress' | 'recover'> {}
