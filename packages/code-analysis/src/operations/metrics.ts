import { orgParams } from '../schemas/common.js';
import {
  enterpriseGroupMetricFilterBody,
  enterpriseMetricFilterBody,
  enterpriseMetricParams,
  enterpriseParams,
  enterprisePeriodGroupMetricFilterBody,
  enterprisePeriodMetricFilterBody,
  enterpriseTimerangeMetricFilterBody,
  groupMetricFilterBody,
  metricFilterBody,
  orgMetricParams,
  periodGroupMetricFilterBody,
  periodMetricFilterBody,
  startMetricsBody,
  timerangeMetricFilterBody,
} from '../schemas/metrics.js';
import { defineOperation } from '../define.js';

/** Reads which metrics of the organization are ready, and when their collection started. */
export const readyMetricsForOrganization = defineOperation({
  id: 'metrics.ready',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/metrics/ready',
  params: orgParams,
  response: (r) => r.organizationReadyMetricsSchema,
  specIds: ['readyMetricsForOrganization'],
});

/** Starts collecting metrics the organization does not have yet; follow it with `metrics.waitForReady`. */
export const initiateMetricsForOrganization = defineOperation({
  id: 'metrics.start',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/metrics/start',
  params: orgParams,
  body: startMetricsBody,
  responseType: 'none',
  specIds: ['initiateMetricsForOrganization'],
});

/**
 * Reads the latest value of an aggregating metric (such as `OpenIssues`; not accumulating ones such as
 * `FixedIssues`).
 */
export const retrieveLatestMetricValue = defineOperation({
  id: 'metrics.latest',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/metrics/{metricName}/latest',
  params: orgMetricParams,
  body: metricFilterBody,
  response: (r) => r.metricValueSchema,
  idempotent: 'a POST that only reads (the latest metric value, filters in the body)',
  specIds: ['retrieveLatestMetricValue'],
});

/** Reads the latest values of an aggregating metric, one per group. */
export const retrieveLatestMetricGroupedValues = defineOperation({
  id: 'metrics.latestGrouped',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/metrics/{metricName}/latest-grouped',
  params: orgMetricParams,
  body: groupMetricFilterBody,
  response: (r) => r.groupedMetricValuesSchema,
  idempotent: 'a POST that only reads (the latest metric values per group, filters in the body)',
  specIds: ['retrieveLatestMetricGroupedValues'],
});

/** Reads a metric for one period: the average of an aggregating metric, the sum of an accumulating one. */
export const retrieveValueForPeriod = defineOperation({
  id: 'metrics.period',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/metrics/{metricName}/period',
  params: orgMetricParams,
  body: periodMetricFilterBody,
  response: (r) => r.metricValueSchema,
  idempotent: 'a POST that only reads (a metric for one period, filters in the body)',
  specIds: ['retrieveValueForPeriod'],
});

/** Reads a metric for one period, one value per group. */
export const retrieveGroupedValuesForPeriod = defineOperation({
  id: 'metrics.periodGrouped',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/metrics/{metricName}/period-grouped',
  params: orgMetricParams,
  body: periodGroupMetricFilterBody,
  response: (r) => r.groupedMetricValuesSchema,
  idempotent: 'a POST that only reads (a metric for one period per group, filters in the body)',
  specIds: ['retrieveGroupedValuesForPeriod'],
});

/** Reads a metric over a time range, one value per period (and per group when grouped). */
export const retrieveTimerangeMetricValues = defineOperation({
  id: 'metrics.timerange',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/metrics/{metricName}/timerange',
  params: orgMetricParams,
  body: timerangeMetricFilterBody,
  response: (r) => r.timerangeMetricValuesSchema,
  idempotent: 'a POST that only reads (metric values over a time range, filters in the body)',
  specIds: ['retrieveTimerangeMetricValues'],
});

/** Reads which metrics are ready in each organization of the enterprise. */
export const readyMetricsForEnterprise = defineOperation({
  id: 'metrics.readyForEnterprise',
  method: 'GET',
  path: '/enterprises/{provider}/{enterprise}/metrics/ready',
  params: enterpriseParams,
  response: (r) => r.enterpriseReadyMetricsListSchema,
  specIds: ['readyMetricsForEnterprise'],
});

/** Reads the latest value of an aggregating metric over the organizations of the enterprise. */
export const retrieveLatestMetricValueForEnterprise = defineOperation({
  id: 'metrics.latestForEnterprise',
  method: 'POST',
  path: '/enterprises/{provider}/{enterprise}/metrics/{metricName}/latest',
  params: enterpriseMetricParams,
  body: enterpriseMetricFilterBody,
  response: (r) => r.metricValueSchema,
  idempotent: 'a POST that only reads (the latest enterprise metric value, filters in the body)',
  specIds: ['retrieveLatestMetricValueForEnterprise'],
});

/** Reads the latest values of an aggregating metric of the enterprise, one per group. */
export const retrieveLatestMetricGroupedValuesForEnterprise = defineOperation({
  id: 'metrics.latestGroupedForEnterprise',
  method: 'POST',
  path: '/enterprises/{provider}/{enterprise}/metrics/{metricName}/latest-grouped',
  params: enterpriseMetricParams,
  body: enterpriseGroupMetricFilterBody,
  response: (r) => r.groupedMetricValuesSchema,
  idempotent: 'a POST that only reads (the latest enterprise metric values per group, filters in the body)',
  specIds: ['retrieveLatestMetricGroupedValuesForEnterprise'],
});

/** Reads an enterprise's metric for one period. */
export const retrieveValueForPeriodForEnterprise = defineOperation({
  id: 'metrics.periodForEnterprise',
  method: 'POST',
  path: '/enterprises/{provider}/{enterprise}/metrics/{metricName}/period',
  params: enterpriseMetricParams,
  body: enterprisePeriodMetricFilterBody,
  response: (r) => r.metricValueSchema,
  idempotent: 'a POST that only reads (an enterprise metric for one period, filters in the body)',
  specIds: ['retrieveValueForPeriodForEnterprise'],
});

/** Reads an enterprise's metric for one period, one value per group. */
export const retrieveGroupedValuesForPeriodForEnterprise = defineOperation({
  id: 'metrics.periodGroupedForEnterprise',
  method: 'POST',
  path: '/enterprises/{provider}/{enterprise}/metrics/{metricName}/period-grouped',
  params: enterpriseMetricParams,
  body: enterprisePeriodGroupMetricFilterBody,
  response: (r) => r.groupedMetricValuesSchema,
  idempotent: 'a POST that only reads (an enterprise metric for one period per group, filters in the body)',
  specIds: ['retrieveGroupedValuesForPeriodForEnterprise'],
});

/** Reads an enterprise's metric over a time range, one value per period (and per group when grouped). */
export const retrieveTimerangeMetricValuesForEnterprise = defineOperation({
  id: 'metrics.timerangeForEnterprise',
  method: 'POST',
  path: '/enterprises/{provider}/{enterprise}/metrics/{metricName}/timerange',
  params: enterpriseMetricParams,
  body: enterpriseTimerangeMetricFilterBody,
  response: (r) => r.timerangeMetricValuesSchema,
  idempotent: 'a POST that only reads (enterprise metric values over a time range, filters in the body)',
  specIds: ['retrieveTimerangeMetricValuesForEnterprise'],
});
