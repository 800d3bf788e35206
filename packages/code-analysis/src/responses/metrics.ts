import * as z from 'zod/mini';

/** Which metrics of an organization are ready to read, and when their collection started. */
export const organizationReadyMetricsSchema = z.looseObject({
  organizationId: z.number(),
  provider: z.string(),
  organizationName: z.string(),
  readyMetrics: z.array(z.string()),
  startedAt: z.optional(z.string()),
});
/** The ready metrics of an organization. */
export type OrganizationReadyMetrics = z.infer<typeof organizationReadyMetricsSchema>;

/** The ready metrics of one organization of an enterprise. */
export const enterpriseReadyMetricsSchema = z.looseObject({
  organizationId: z.number(),
  organizationName: z.string(),
  readyMetrics: z.array(z.string()),
  startedAt: z.optional(z.string()),
});
/** The ready metrics of an organization of an enterprise. */
export type EnterpriseReadyMetrics = z.infer<typeof enterpriseReadyMetricsSchema>;

/** The ready metrics of each organization of an enterprise. */
export const enterpriseReadyMetricsListSchema = z.array(enterpriseReadyMetricsSchema);

/** A metric's value (`latestValue` comes from the API's newer release). */
export const metricValueSchema = z.looseObject({ value: z.number(), latestValue: z.optional(z.number()) });
/** A metric's value. */
export type MetricValue = z.infer<typeof metricValueSchema>;

/** What a grouped value belongs to: an organization, a repository, and the values of the grouped dimensions. */
export const metricGroupSchema = z.looseObject({
  organization: z.optional(z.string()),
  repository: z.optional(z.string()),
  dimensions: z.optional(z.array(z.string())),
});
/** The group of a metric value. */
export type MetricGroup = z.infer<typeof metricGroupSchema>;

/** One value of a grouped metric. */
export const groupedMetricValueSchema = z.looseObject({ group: metricGroupSchema, value: z.number(), latestValue: z.optional(z.number()) });
/** A metric value and its group. */
export type GroupedMetricValue = z.infer<typeof groupedMetricValueSchema>;

/** The values of a metric, one per group. */
export const groupedMetricValuesSchema = z.array(groupedMetricValueSchema);

/** One value of a metric over a time range: the start date of its period, and its group when grouped. */
export const timerangeMetricValueSchema = z.looseObject({
  date: z.string(),
  group: z.optional(metricGroupSchema),
  value: z.number(),
  latestValue: z.optional(z.number()),
});
/** A metric value of one period. */
export type TimerangeMetricValue = z.infer<typeof timerangeMetricValueSchema>;

/** The values of a metric over a time range, one per period (and group). */
export const timerangeMetricValuesSchema = z.array(timerangeMetricValueSchema);
