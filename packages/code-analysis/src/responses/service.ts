import * as z from 'zod/mini';

/** The answer of the health check. */
export const healthSchema = z.looseObject({ message: z.string() });
/** The health check's answer: a message from a running server. */
export type Health = z.infer<typeof healthSchema>;

/** How far the installation is configured. */
export const configurationStatusSchema = z.looseObject({
  statuses: z.optional(z.array(z.string())),
  metadata: z.optional(z.looseObject({ firstSignupDone: z.boolean() })),
});
/** The configuration state of the installation: its status names, and whether the first sign-up happened. */
export type ConfigurationStatus = z.infer<typeof configurationStatusSchema>;

/** A language that the available tools analyse. */
export const languageWithToolsSchema = z.looseObject({ name: z.string(), fileExtensions: z.array(z.string()), files: z.array(z.string()) });
/** A language of the available tools: its name, its default file extensions and the specific files counted as it. */
export type LanguageWithTools = z.infer<typeof languageWithToolsSchema>;

/** The languages of the available tools. */
export const languagesWithToolsSchema = z.array(languageWithToolsSchema);
