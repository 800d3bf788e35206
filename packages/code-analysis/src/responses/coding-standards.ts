import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { listEnvelope } from './common.js';
import { patternSchema } from './patterns.js';

/** One item of an organization's AI risk checklist. */
export const aiRiskChecklistItemSchema = z.looseObject({
  key: z.string(),
  /** Whether the item passes. */
  check: z.boolean(),
  /** How many repositories have the AI policy applied. */
  number: z.optional(z.number()),
  /** The smallest share of repositories (percent) that meets the compliance target. */
  threshold: z.optional(z.number()),
  /** How many repositories the organization has. */
  total: z.optional(z.number()),
});
/** An item of the AI risk checklist: whether it passes, and the figures behind it. */
export type AiRiskChecklistItem = z.output<typeof aiRiskChecklistItemSchema>;

/** An organization's AI risk checklist. */
export const aiRiskChecklistSchema = z.array(aiRiskChecklistItemSchema);

/** A coding standard of an organization. */
export const codingStandardSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  /** True while the coding standard is a draft (see promote). */
  isDraft: z.boolean(),
  isDefault: z.boolean(),
  languages: z.array(z.string()),
  meta: z.looseObject({ enabledToolsCount: z.number(), enabledPatternsCount: z.number(), linkedRepositoriesCount: z.number() }),
  /** Set on compliance standards: the compliance they check (`ai-risk`). */
  complianceType: z.optional(openEnum(['ai-risk'])),
});
/** A coding standard: its name, draft and default state, languages and counts. */
export type CodingStandard = z.output<typeof codingStandardSchema>;

/** An organization's coding standards. */
export const codingStandardsSchema = z.array(codingStandardSchema);

/** A repository named by id and name (what coding standards and gate policies list). */
export const repositoryReferenceSchema = z.looseObject({ repositoryId: z.number(), name: z.string() });
/** A repository's id and name. */
export type RepositoryReference = z.output<typeof repositoryReferenceSchema>;

/** A page of repositories that use a coding standard or follow a gate policy. */
export const repositoryReferencePageSchema = listEnvelope(repositoryReferenceSchema);

/** Which repositories a coding standard was linked to or unlinked from, and which failed. */
export const applyCodingStandardResultSchema = z.looseObject({ successful: z.array(z.string()), failed: z.array(z.string()) });
/** The repository names a change of a coding standard's repositories succeeded and failed for. */
export type ApplyCodingStandardResult = z.output<typeof applyCodingStandardResultSchema>;

/** A tool of a coding standard and whether it is on. */
export const codingStandardToolSchema = z.looseObject({ codingStandardId: z.number(), uuid: z.string(), isEnabled: z.boolean() });
/** A tool of a coding standard. */
export type CodingStandardTool = z.output<typeof codingStandardToolSchema>;

/** The tools of a coding standard. */
export const codingStandardToolsSchema = z.array(codingStandardToolSchema);

/** A pattern of a tool as a coding standard configures it. */
export const configuredPatternSchema = z.looseObject({
  patternDefinition: patternSchema,
  enabled: z.boolean(),
  /** Whether the pattern is on outside the scope of a coding standard. */
  isCustom: z.boolean(),
  parameters: z.array(z.looseObject({ name: z.string(), value: z.string() })),
  /** The coding standards that turn it on. */
  enabledBy: z.array(z.looseObject({ id: z.number(), name: z.string() })),
});
/** A pattern with its settings in a coding standard. */
export type ConfiguredPattern = z.output<typeof configuredPatternSchema>;

/** A page of a coding standard tool's patterns, with how many of them are on. */
export const configuredPatternPageSchema = z.extend(listEnvelope(configuredPatternSchema), {
  meta: z.optional(z.looseObject({ totalEnabled: z.number() })),
});
