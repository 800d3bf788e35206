import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { orgParams, segmentSchema } from './common.js';

/** Path parameters of enterprise-level operations: the git provider and the enterprise's name (slug). */
export const enterpriseParams = z.object({ provider: segmentSchema, enterprise: segmentSchema });

/** Path parameters of a metric of an organization. */
export const orgMetricParams = z.extend(orgParams, { metricName: segmentSchema });

/** Path parameters of a metric of an enterprise. */
export const enterpriseMetricParams = z.extend(enterpriseParams, { metricName: segmentSchema });

/** Values of the metric's dimensions to keep (e.g. `{ dimension: 'severity', value: 'Error' }`). */
const dimensionsFilterSchema = z.optional(z.array(z.object({ dimension: z.string(), value: z.string() })));

/** Which repositories of an organization a metric covers: by name or by segment id (all when empty). */
const entityFilterSchema = z.object({
  repositories: z.optional(z.array(z.string())),
  segmentIds: z.optional(z.array(z.int())),
});

/** Which part of an organization a metric covers: repositories or segments, and dimension values. */
export const metricFilterBody = z.object({ entityFilter: entityFilterSchema, dimensionsFilter: dimensionsFilterSchema });

/** Which part of an enterprise a metric covers: dimension values. */
export const enterpriseMetricFilterBody = z.object({ dimensionsFilter: dimensionsFilterSchema });

/**
 * How to group metric values: by `organization`, `repository` or a dimension of the metric (`category`
 * and `severity` for the issue metrics), sorted and cut to `limit` groups.
 */
const metricGroupBySchema = z.object({
  groupBy: z.array(openEnum(['organization', 'repository', 'category', 'severity'])),
  sortDirection: z.optional(openEnum(['asc', 'desc'])),
  limit: z.optional(z.int()),
});

/** The length of a metric period. */
const periodSchema = z.enum(['day', 'week', 'month']);

/** Body of a grouped latest value of an organization's metric. */
export const groupMetricFilterBody = z.object({ filter: metricFilterBody, groupBy: metricGroupBySchema });

/** Body of an organization's metric for one period: its start date and length. */
export const periodMetricFilterBody = z.object({ filter: metricFilterBody, date: z.string(), period: periodSchema });

/** Body of an organization's grouped metric for one period. */
export const periodGroupMetricFilterBody = z.object({ filter: metricFilterBody, groupBy: metricGroupBySchema, date: z.string(), period: periodSchema });

/** Body of an organization's metric over a time range, one value per period (the newer release makes the range and period optional). */
export const timerangeMetricFilterBody = z.object({
  filter: metricFilterBody,
  groupBy: metricGroupBySchema,
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  period: z.optional(periodSchema),
});

/** Body of a grouped latest value of an enterprise's metric. */
export const enterpriseGroupMetricFilterBody = z.object({ filter: enterpriseMetricFilterBody, groupBy: metricGroupBySchema });

/** Body of an enterprise's metric for one period. */
export const enterprisePeriodMetricFilterBody = z.object({ filter: enterpriseMetricFilterBody, date: z.string(), period: periodSchema });

/** Body of an enterprise's grouped metric for one period. */
export const enterprisePeriodGroupMetricFilterBody = z.object({ filter: enterpriseMetricFilterBody, groupBy: metricGroupBySchema, date: z.string(), period: periodSchema });

/** Body of an enterprise's metric over a time range. */
export const enterpriseTimerangeMetricFilterBody = z.object({
  filter: enterpriseMetricFilterBody,
  groupBy: metricGroupBySchema,
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  period: z.optional(periodSchema),
});

/** Body of a metrics start: the metrics to start collecting (required by the API's newer release). */
export const startMetricsBody = z.object({ metrics: z.array(z.string()) });
