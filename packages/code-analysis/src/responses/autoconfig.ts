import * as z from 'zod/mini';

/** The id of an automatic configuration run, as its creation returns it. */
export const autoconfigRunSchema = z.looseObject({ analysisId: z.string() });
/** A started automatic configuration run. */
export type AutoconfigRun = z.infer<typeof autoconfigRunSchema>;

/** Status of an automatic configuration run. */
export type AutoconfigState = 'Requested' | 'Running' | 'Done' | 'Failed' | (string & {});

/** State of the latest automatic configuration run. */
export const autoconfigStatusSchema = z.looseObject({
  status: z.string(),
  transitionedAt: z.optional(z.string()),
  transitionReason: z.optional(z.nullable(z.string())),
  analysisId: z.string(),
});
/** State of an automatic configuration run, with when and why it last changed. */
export type AutoconfigStatus = Omit<z.infer<typeof autoconfigStatusSchema>, 'status'> & { status: AutoconfigState };
