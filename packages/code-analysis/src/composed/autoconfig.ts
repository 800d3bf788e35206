// Hand-written: a wait composes repeated reads of the autoconfiguration status.
import { poll, type PollOptions } from '@typed-api/core';
import type { AutoconfigMethods } from '../functions/autoconfig.js';
import type { AutoconfigStatus } from '../responses/autoconfig.js';

/** Options of {@link AutoconfigComposites.waitForCompletion}: the wait's options, with the status in `onProgress`, and each poll's `headers`. */
export type WaitForAutoconfigOptions = PollOptions<AutoconfigStatus>;

/** True when an autoconfiguration run has ended, well (`Done`) or not (`Failed`). */
export function isAutoconfigFinished(status: AutoconfigStatus): boolean {
  return status.status === 'Done' || status.status === 'Failed';
}

/** What the autoconfig namespace does beyond one call per method: waiting for a run to end. */
export class AutoconfigComposites {
  /**
   * Polls the status until the run is `Done` or `Failed` and returns it (check `status` to tell them
   * apart). Bounded by `timeoutMs` (WaitTimeoutError) and cancelled by `signal` (AbortError). `onProgress`
   * sees each reading, its status the run's (`Requested`, `Running`, `Done`, `Failed`).
   */
  async waitForCompletion(provider: string, organization: string, repository: string, options?: WaitForAutoconfigOptions): Promise<AutoconfigStatus> {
    return poll((callOptions) => this.status(provider, organization, repository, callOptions), isAutoconfigFinished, options);
  }
}

// The class's own generated methods, which the namespace's class (its subclass) defines.
export interface AutoconfigComposites extends Pick<AutoconfigMethods, 'status'> {}
