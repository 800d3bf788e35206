import { type ApiPromise, type HttpClient, poll, type PollOptions, type RequestOptions } from '@typed-api/core';
import type * as z from 'zod/mini';
import {
  initiateMetricsForOrganization,
  readyMetricsForEnterprise,
  readyMetricsForOrganization,
  retrieveGroupedValuesForPeriod,
  retrieveGroupedValuesForPeriodForEnterprise,
  retrieveLatestMetricGroupedValues,
  retrieveLatestMetricGroupedValuesForEnterprise,
  retrieveLatestMetricValue,
  retrieveLatestMetricValueForEnterprise,
  retrieveTimerangeMetricValues,
  retrieveTimerangeMetricValuesForEnterprise,
  retrieveValueForPeriod,
  retrieveValueForPeriodForEnterprise,
} from '../operations/metrics.js';
import type { EnterpriseReadyMetrics, GroupedMetricValue, MetricValue, OrganizationReadyMetrics, TimerangeMetricValue } from '../responses/metrics.js';
import type { OrganizationRef } from '../schemas/common.js';
import type { EnterpriseRef } from '../schemas/enterprises.js';
import type {
  enterpriseGroupMetricFilterBody,
  enterpriseMetricFilterBody,
  enterprisePeriodGroupMetricFilterBody,
  enterprisePeriodMetricFilterBody,
  enterpriseTimerangeMetricFilterBody,
  groupMetricFilterBody,
  metricFilterBody,
  periodGroupMetricFilterBody,
  periodMetricFilterBody,
  startMetricsBody,
  timerangeMetricFilterBody,
} from '../schemas/metrics.js';
import { checkInputs } from '@typed-api/core/internal';

/**
 * Which part of an organization a metric covers: `entityFilter` (repository names or segment ids; all
 * repositories when both are empty) and `dimensionsFilter` (values of the metric's dimensions, such as
 * `{ dimension: 'severity', value: 'Error' }`).
 */
export type MetricFilter = z.input<typeof metricFilterBody>;

/** A metric filter with `groupBy`: groups by `organization`, `repository` or a dimension, with `sortDirection` and `limit`. */
export type GroupedMetricQuery = z.input<typeof groupMetricFilterBody>;

/** A metric filter with the period to read: its start `date` and its length (`day`, `week` or `month`). */
export type PeriodMetricQuery = z.input<typeof periodMetricFilterBody>;

/** A grouped metric query for one period. */
export type PeriodGroupedMetricQuery = z.input<typeof periodGroupMetricFilterBody>;

/** A grouped metric query over a time range (`from`, `to`), one value per period (`day`, `week` or `month`). */
export type TimerangeMetricQuery = z.input<typeof timerangeMetricFilterBody>;

/** Which part of an enterprise a metric covers: `dimensionsFilter` (values of the metric's dimensions). */
export type EnterpriseMetricFilter = z.input<typeof enterpriseMetricFilterBody>;

/** An enterprise metric filter with `groupBy` (by `organization` or a dimension; not by repository). */
export type EnterpriseGroupedMetricQuery = z.input<typeof enterpriseGroupMetricFilterBody>;

/** An enterprise metric filter with the period to read: its start `date` and its length. */
export type EnterprisePeriodMetricQuery = z.input<typeof enterprisePeriodMetricFilterBody>;

/** A grouped enterprise metric query for one period. */
export type EnterprisePeriodGroupedMetricQuery = z.input<typeof enterprisePeriodGroupMetricFilterBody>;

/** A grouped enterprise metric query over a time range. */
export type EnterpriseTimerangeMetricQuery = z.input<typeof enterpriseTimerangeMetricFilterBody>;

/** What {@link MetricsResource.start} sends: the names of the metrics to start collecting. */
export type StartMetricsBody = z.input<typeof startMetricsBody>;

/** Inputs of {@link MetricsResource.waitUntilReady}: the metrics to wait for. */
export interface WaitForMetricsInputs {
  /** The names of the metrics that must all be ready. */
  metrics: readonly string[];
}

/** Options of {@link MetricsResource.waitUntilReady}: the wait's options, with the ready metrics in `onProgress`, and each poll's `headers`. */
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

/**
 * Metrics of organizations and enterprises (open, new and fixed issues…): which are ready, starting their
 * collection, and their values, latest, per period or over a time range, whole or grouped.
 */
export class MetricsResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Reads which metrics of the organization are ready, and when their collection started. */
  ready(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<OrganizationReadyMetrics> {
    return this.#http.call(readyMetricsForOrganization, { params: org }, requestOptions);
  }

  /** Starts collecting metrics the organization does not have yet; follow it with {@link MetricsResource.waitUntilReady}. */
  start(org: OrganizationRef, body: StartMetricsBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(initiateMetricsForOrganization, { params: org, body }, requestOptions);
  }

  /** Reads the latest value of an aggregating metric (such as `OpenIssues`; not accumulating ones such as `FixedIssues`). */
  latest(org: OrganizationRef, metricName: string, filter: MetricFilter, requestOptions?: RequestOptions): ApiPromise<MetricValue> {
    return this.#http.call(retrieveLatestMetricValue, { params: { ...org, metricName }, body: filter }, requestOptions);
  }

  /** Reads the latest values of an aggregating metric, one per group. */
  latestGrouped(org: OrganizationRef, metricName: string, query: GroupedMetricQuery, requestOptions?: RequestOptions): ApiPromise<GroupedMetricValue[]> {
    return this.#http.call(retrieveLatestMetricGroupedValues, { params: { ...org, metricName }, body: query }, requestOptions);
  }

  /** Reads a metric for one period: the average of an aggregating metric, the sum of an accumulating one. */
  period(org: OrganizationRef, metricName: string, query: PeriodMetricQuery, requestOptions?: RequestOptions): ApiPromise<MetricValue> {
    return this.#http.call(retrieveValueForPeriod, { params: { ...org, metricName }, body: query }, requestOptions);
  }

  /** Reads a metric for one period, one value per group. */
  periodGrouped(org: OrganizationRef, metricName: string, query: PeriodGroupedMetricQuery, requestOptions?: RequestOptions): ApiPromise<GroupedMetricValue[]> {
    return this.#http.call(retrieveGroupedValuesForPeriod, { params: { ...org, metricName }, body: query }, requestOptions);
  }

  /** Reads a metric over a time range, one value per period (and per group when grouped). */
  timerange(org: OrganizationRef, metricName: string, query: TimerangeMetricQuery, requestOptions?: RequestOptions): ApiPromise<TimerangeMetricValue[]> {
    return this.#http.call(retrieveTimerangeMetricValues, { params: { ...org, metricName }, body: query }, requestOptions);
  }

  /** Reads which metrics are ready in each organization of the enterprise. */
  readyForEnterprise(enterprise: EnterpriseRef, requestOptions?: RequestOptions): ApiPromise<EnterpriseReadyMetrics[]> {
    return this.#http.call(readyMetricsForEnterprise, { params: enterprise }, requestOptions);
  }

  /** Reads the latest value of an aggregating metric over the organizations of the enterprise. */
  latestForEnterprise(enterprise: EnterpriseRef, metricName: string, filter: EnterpriseMetricFilter = {}, requestOptions?: RequestOptions): ApiPromise<MetricValue> {
    return this.#http.call(retrieveLatestMetricValueForEnterprise, { params: { ...enterprise, metricName }, body: filter }, requestOptions);
  }

  /** Reads the latest values of an aggregating metric of the enterprise, one per group. */
  latestGroupedForEnterprise(
    enterprise: EnterpriseRef,
    metricName: string,
    query: EnterpriseGroupedMetricQuery,
    requestOptions?: RequestOptions,
  ): ApiPromise<GroupedMetricValue[]> {
    return this.#http.call(retrieveLatestMetricGroupedValuesForEnterprise, { params: { ...enterprise, metricName }, body: query }, requestOptions);
  }

  /** Reads an enterprise's metric for one period. */
  periodForEnterprise(enterprise: EnterpriseRef, metricName: string, query: EnterprisePeriodMetricQuery, requestOptions?: RequestOptions): ApiPromise<MetricValue> {
    return this.#http.call(retrieveValueForPeriodForEnterprise, { params: { ...enterprise, metricName }, body: query }, requestOptions);
  }

  /** Reads an enterprise's metric for one period, one value per group. */
  periodGroupedForEnterprise(
    enterprise: EnterpriseRef,
    metricName: string,
    query: EnterprisePeriodGroupedMetricQuery,
    requestOptions?: RequestOptions,
  ): ApiPromise<GroupedMetricValue[]> {
    return this.#http.call(retrieveGroupedValuesForPeriodForEnterprise, { params: { ...enterprise, metricName }, body: query }, requestOptions);
  }

  /** Reads an enterprise's metric over a time range, one value per period (and per group when grouped). */
  timerangeForEnterprise(
    enterprise: EnterpriseRef,
    metricName: string,
    query: EnterpriseTimerangeMetricQuery,
    requestOptions?: RequestOptions,
  ): ApiPromise<TimerangeMetricValue[]> {
    return this.#http.call(retrieveTimerangeMetricValuesForEnterprise, { params: { ...enterprise, metricName }, body: query }, requestOptions);
  }

  /**
   * Polls {@link MetricsResource.ready} until every metric named in the inputs' `metrics` is ready and
   * returns the last answer. The wait options last: bounded by `timeoutMs` (WaitTimeoutError) and cancelled
   * by `signal` (AbortError); `onProgress` sees each answer, its status `ready` once all are, else
   * `collecting` (or `not_started` before any collection started).
   */
  async waitUntilReady(org: OrganizationRef, inputs: WaitForMetricsInputs, options?: WaitForMetricsOptions): Promise<OrganizationReadyMetrics> {
    checkInputs('metrics.waitUntilReady', inputs, ['metrics']);
    const { metrics } = inputs;
    return poll(
      (callOptions) => this.ready(org, callOptions),
      (ready) => areMetricsReady(ready, metrics),
      options,
      (ready) => metricsStatus(ready, metrics),
    );
  }
}
