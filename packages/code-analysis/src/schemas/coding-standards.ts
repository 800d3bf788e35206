import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { limitSchema, orgParams, segmentSchema, sortDirectionSchema } from './common.js';
import { patternFiltersQuery } from './patterns.js';

/** Path parameters of one coding standard of an organization, by its numeric id. */
export const codingStandardParams = z.extend(orgParams, { codingStandardId: z.int() });

/** Path parameters of one tool of a coding standard. */
export const codingStandardToolParams = z.extend(codingStandardParams, { toolUuid: segmentSchema });

/** Query of a new coding standard: a repository or an existing coding standard to start from. */
export const createCodingStandardQuery = z.object({ sourceRepository: z.optional(z.string()), sourceCodingStandard: z.optional(z.int()) });

/** The body of a new (draft) coding standard: its name and the languages it covers. */
export const createCodingStandardBody = z.object({ name: z.string(), languages: z.array(z.string()) });

/** The body of a new compliance standard: its name and the compliance it checks (`ai-risk`). */
export const createComplianceStandardBody = z.object({ name: z.string(), complianceType: openEnum(['ai-risk']) });

/** How strict a preset is for one category: 1 (only the most important patterns) to 4 (all of them). */
const presetLevel = z.int().check(z.minimum(1), z.maximum(4));

/** The body of a coding standard made from presets: a name, whether it becomes the default, and a level per category. */
export const createCodingStandardPresetBody = z.object({
  name: z.optional(z.string()),
  isDefault: z.boolean(),
  presets: z.object({
    bugRisk: presetLevel,
    security: presetLevel,
    bestPractices: presetLevel,
    codeStyle: presetLevel,
    documentation: presetLevel,
  }),
});

/** Names of the repositories to link to and unlink from a coding standard or gate policy (each list may be left out). */
export const linkRepositoriesBody = z.object({
  link: z._default(z.array(z.string()), []),
  unlink: z._default(z.array(z.string()), []),
});

/** The body that makes a coding standard the organization's default (or stops it being the default). */
export const setDefaultCodingStandardBody = z.object({ isDefault: z.boolean() });

/** One pattern's settings in a draft coding standard: on or off, and its parameter values. */
const patternConfiguration = z.object({
  id: z.string(),
  enabled: z.optional(z.boolean()),
  parameters: z.optional(z.array(z.object({ name: z.string(), value: z.string() }))),
});

/** The body of a tool's configuration in a draft coding standard: the tool on or off, and up to 1000 pattern settings. */
export const toolConfigurationBody = z.object({ enabled: z.optional(z.boolean()), patterns: z.array(patternConfiguration) });

/**
 * Query of a coding standard tool's patterns: the filters of a pattern overview, the order (`category`,
 * `recommended` or `severity`, then `asc` or `desc`) and paging.
 */
export const listCodingStandardPatternsQuery = z.extend(patternFiltersQuery, {
  sort: z.optional(openEnum(['category', 'recommended', 'severity'])),
  direction: sortDirectionSchema,
  cursor: z.optional(z.string()),
  limit: limitSchema,
});

/** Query of a bulk pattern update: the filters that pick the patterns (all of the tool's when none is given). */
export const updatePatternsQuery = z.omit(patternFiltersQuery, { enabled: true });

/** The body of a bulk pattern update: turn the patterns the filters pick on or off. */
export const updatePatternsBody = z.object({ enabled: z.boolean() });
