import * as z from 'zod/mini';
import { orgParams, severityLevels } from './common.js';

/** Path parameters of one gate policy of an organization, by its numeric id. */
export const gatePolicyParams = z.extend(orgParams, { gatePolicyId: z.int() });

/** A whole number of at least 0. */
const atLeastZero = z.optional(z.int().check(z.minimum(0)));

/** The quality gates of a gate policy, each one optional: a gate left out is not checked. */
export const qualityGateBody = z.object({
  /** Fail on more new issues than `threshold` of at least `minimumSeverity` (all severities when left out). */
  issueThreshold: z.optional(z.object({ threshold: z.int().check(z.minimum(0)), minimumSeverity: z.optional(z.enum(severityLevels)) })),
  securityIssueThreshold: atLeastZero,
  securityIssueMinimumSeverity: z.optional(z.enum(severityLevels)),
  duplicationThreshold: z.optional(z.int()),
  /** Deprecated by the API: use `coverageThresholdWithDecimals`. */
  coverageThreshold: z.optional(z.int().check(z.maximum(1))),
  coverageThresholdWithDecimals: z.optional(z.number()),
  diffCoverageThreshold: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
  complexityThreshold: atLeastZero,
});

/** The body of a new gate policy: its name, whether it becomes the default, and its quality gates. */
export const createGatePolicyBody = z.object({ gatePolicyName: z.string(), isDefault: z.optional(z.boolean()), settings: z.optional(qualityGateBody) });

/** The body of a gate policy change: a new name, default state or quality gates (what is left out stays). */
export const updateGatePolicyBody = z.object({ gatePolicyName: z.optional(z.string()), isDefault: z.optional(z.boolean()), settings: z.optional(qualityGateBody) });
