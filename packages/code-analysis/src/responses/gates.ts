import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { listEnvelope } from './common.js';

/** Severity levels a quality gate can start from (the API may add more). */
const severity = openEnum(['Info', 'Warning', 'High', 'Error']);

/** The quality gates of a gate policy: a gate the policy does not set is absent. */
export const qualityGateSchema = z.looseObject({
  /** Fails on more new issues than `threshold` of at least `minimumSeverity` (all severities when absent). */
  issueThreshold: z.optional(z.looseObject({ threshold: z.number(), minimumSeverity: z.optional(severity) })),
  securityIssueThreshold: z.optional(z.number()),
  securityIssueMinimumSeverity: z.optional(severity),
  duplicationThreshold: z.optional(z.number()),
  /** Deprecated by the API: use `coverageThresholdWithDecimals`. */
  coverageThreshold: z.optional(z.number()),
  coverageThresholdWithDecimals: z.optional(z.number()),
  diffCoverageThreshold: z.optional(z.number()),
  complexityThreshold: z.optional(z.number()),
});
/** The quality gates of a gate policy (its `settings`). */
export type GatePolicySettings = z.output<typeof qualityGateSchema>;

/** Counts of a gate policy: its quality gates and the repositories that follow it. */
const gatePolicyMetaSchema = z.looseObject({ nrOfQualityGates: z.number(), linkedRepositoriesCount: z.number() });

/** A gate policy without its quality gates, as the list shows it. */
export const gatePolicySummarySchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  isDefault: z.boolean(),
  /** True when its quality gates cannot be changed. */
  readOnly: z.boolean(),
  meta: gatePolicyMetaSchema,
});
/** A gate policy as listed: name, default and read-only state, counts. */
export type GatePolicySummary = z.output<typeof gatePolicySummarySchema>;

/** A page of an organization's gate policies. */
export const gatePolicyPageSchema = listEnvelope(gatePolicySummarySchema);

/** A gate policy with its quality gates. */
export const gatePolicySchema = z.extend(gatePolicySummarySchema, { settings: qualityGateSchema });
/** A gate policy: name, default and read-only state, quality gates and counts. */
export type GatePolicy = z.output<typeof gatePolicySchema>;
