import * as z from 'zod/mini';
import { listEnvelope } from './common.js';

/** An analysis tool configured on a repository. */
export const toolSchema = z.looseObject({
  uuid: z.string(),
  name: z.string(),
  isClientSide: z.boolean(),
  settings: z.looseObject({
    name: z.optional(z.string()),
    isEnabled: z.boolean(),
    followsStandard: z.optional(z.boolean()),
    isCustom: z.optional(z.boolean()),
    hasConfigurationFile: z.optional(z.boolean()),
    usesConfigurationFile: z.optional(z.boolean()),
    enabledBy: z.optional(z.array(z.looseObject({ id: z.number(), name: z.string() }))),
  }),
});
/** An analysis tool and whether (and why) it runs on the repository. */
export type Tool = z.infer<typeof toolSchema>;

/** The analysis tools of a repository. */
export const toolsSchema = z.array(toolSchema);

/** The uuids of the tools whose settings conflict with a coding standard (nothing more). */
export const toolConflictsSchema = z.array(z.string());

/** A tool of the service's catalogue. */
export const toolDefinitionSchema = z.looseObject({
  uuid: z.string(),
  name: z.string(),
  /** Version of the original tool the service wraps. */
  version: z.string(),
  /** Unique short name (letters and digits only). */
  shortName: z.string(),
  documentationUrl: z.optional(z.string()),
  sourceCodeUrl: z.optional(z.string()),
  /** Prefix of the tool's pattern ids. */
  prefix: z.optional(z.string()),
  needsCompilation: z.boolean(),
  configurationFilenames: z.array(z.string()),
  description: z.optional(z.string()),
  dockerImage: z.string(),
  languages: z.array(z.string()),
  /** True when the tool runs on the client's machine and its results are uploaded. */
  clientSide: z.boolean(),
  /** True when a client-side tool runs on its own, outside the command-line client. */
  standalone: z.boolean(),
  enabledByDefault: z.boolean(),
  /** True when the tool can be configured in the service's UI. */
  configurable: z.boolean(),
});
/** A tool of the service's catalogue: what it is, which languages it checks and how it runs. */
export type ToolDefinition = z.output<typeof toolDefinitionSchema>;

/** A page of the tool catalogue. */
export const toolDefinitionPageSchema = listEnvelope(toolDefinitionSchema);

/** A duplication or metrics tool: its docker image and the languages it supports. */
export const engineToolSchema = z.looseObject({ dockerImage: z.string(), languages: z.array(z.string()) });
/** A duplication or metrics tool of the service. */
export type EngineTool = z.output<typeof engineToolSchema>;

/** The service's duplication tools. */
export const duplicationToolsSchema = z.array(engineToolSchema);

/** The service's metrics tools. */
export const metricsToolsSchema = z.array(engineToolSchema);
