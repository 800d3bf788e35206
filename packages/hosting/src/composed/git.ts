// Hand-written: a wait composes repeated reads of the deploy history.
import { TypedApiError, type WaitOptions, waitUntil } from '@typed-api/core';
import { checkInputs } from '@typed-api/core/internal';
import type { GitMethods } from '../functions/git.js';
import type { GitDeploy } from '../responses/git.js';

/** Options of {@link GitComposites.waitForDeploy}: poll timing, deadline, signal and `onProgress`. */
export type WaitForDeployOptions = WaitOptions<GitDeploy | undefined>;

/** Inputs of {@link GitComposites.waitForDeploy}. */
export interface WaitForDeployInputs {
  /** How many of the newest history entries each check looks through for the deploy. Default 20. */
  per_page?: number | undefined;
}

/** The keys {@link WaitForDeployInputs} knows. */
const WAIT_INPUTS = ['per_page'];

/** What the git namespace does beyond one call: waiting for a deploy to finish. */
export class GitComposites {
  /**
   * Polls the deploy history until the deploy has left `processing` and returns its entry (`deployed`
   * on success; a failure shows another state). Each check reads the newest `per_page` entries of the
   * history (inputs, default 20). The wait options come last: bounded by `timeoutMs` (a
   * `WaitTimeoutError`, whose `lastValue` is the deploy's entry as last read, undefined while it was not
   * listed) and cancellable with `signal`; `onProgress` gets the deploy's `state` after each check, or
   * `not_listed` while the deploy is not among the newest entries yet.
   */
  async waitForDeploy(siteId: number, deployId: number, inputs: WaitForDeployInputs = {}, options: WaitForDeployOptions = {}): Promise<GitDeploy> {
    checkInputs('git.waitForDeploy', inputs, WAIT_INPUTS);
    const { per_page = 20 } = inputs;
    const entry = await waitUntil(
      async (signal) => {
        const first = await this.history(siteId, { per_page }, { signal });
        return first.items.find((deploy) => deploy.id === deployId);
      },
      (deploy) => deploy !== undefined && deploy.state !== 'processing',
      options,
      (deploy) => deploy?.state ?? 'not_listed',
    );
    // `done` only accepts a found entry; this guard is for the type checker.
    if (!entry) throw new TypedApiError(`Deploy ${String(deployId)} not found in the history of site ${String(siteId)}`);
    return entry;
  }
}

// The class's own generated methods, which the namespace's class (its subclass) defines.
export interface GitComposites extends Pick<GitMethods, 'history'> {}
