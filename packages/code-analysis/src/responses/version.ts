import * as z from 'zod/mini';

/** The version of the server installation, as text. */
export const versionSchema = z.string();
