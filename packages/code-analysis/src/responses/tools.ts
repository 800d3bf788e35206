import * as z from 'zod/mini';

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
