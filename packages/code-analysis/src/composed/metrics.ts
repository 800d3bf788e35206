// Hand-written: a wait composes repeated reads of the organization's ready metrics.
import { poll, type PollOptions } from '@typed-api/core';
import { checkInputs } from '@typed-api/core/internal';
import type { MetricsMethods } from '../functions/metrics.js';
import type { OrganizationReadyMetrics } from '../responses/metrics.js';

/** Inputs of {@link MetricsComposites.waitForReady}: the metrics to wait for. */
export interface WaitForMetricsInputs {
  /** The names of the metrics that must all be ready. */
  metrics: readonly string[];
}

/** Options of {@link MetricsComposites.waitForReady}: the wait's options, with the ready metrics in `onProgress`, and each poll's `headers`. */
export type WaitForMetricsOptions = PollOptions<OrganizationReadyMetrics>;

/** True when every metric named is among the organization's ready metrics. */
export function areMetricsReady(ready: OrganizationReadyMetrics, metrics: readonly string[]): boolean {
  return metrics.every((metric) => ready.readyMetrics.includes(metric));
}

/** Where the metrics waited for stand, for `onProgress`: `ready`, `collecting` once a collection started, else `not_started`. */
function metricsStatus(ready: OrganizationReadyMetrics, metrics: readonly string[]): string {
  if (areMetricsReady(ready, metrics)) return 'ready';
  return ready.startedAt === undefined ? 'not_started' : 'collecting';
}

/** What the metrics namespace does beyond one call per method: waiting for metrics to be ready. */
export class MetricsComposites {
  /**
   * Polls `metrics.ready` until every metric named in the inputs' `metrics` is ready and returns the last
   * answer. The wait options last: bounded by `timeoutMs` (WaitTimeoutError) and cancelled by `signal`
   * (AbortError); `onProgress` sees each answer, its status `ready` once all are, else `collecting` (or
   * `not_started` before any collection started).
   */
  async waitForReady(provider: string, organization: string, inputs: WaitForMetricsInputs, options?: WaitForMetricsOptions): Promise<OrganizationReadyMetrics> {
    checkInputs('metrics.waitForReady', inputs, ['metrics']);
    const { metrics } = inputs;
    return poll(
      (callOptions) => this.ready(provider, organization, callOptions),
      (answer) => areMetricsReady(answer, metrics),
      options,
      (answer) => metricsStatus(answer, metrics),
    );
  }
}

// The class's own generated methods, which the namespace's class (its subclass) defines.
export interface MetricsComposites extends Pick<MetricsMethods, 'ready'> {}
