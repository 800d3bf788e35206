import * as z from 'zod/mini';
import { segmentSchema } from './common.js';

/** What a self-hosted license is generated for. */
export const generateLicenseBody = z.object({
  numberOfSeats: z.int(),
  email: z.string(),
  expirationDate: z.string(),
  inactivityThreshold: z.optional(z.int()),
  autoAddAuthors: z.optional(z.boolean()),
  allowSeatsOverflow: z.optional(z.boolean()),
});

/** Query of the admin search: the text to look for. */
export const adminSearchQuery = z.object({ search: z.optional(z.string()) });

/** Path parameters of one admin entity: its group and its identifier. */
export const adminEntityParams = z.object({ group: segmentSchema, identifier: segmentSchema });

/** Path parameters of one resource of an admin entity. */
export const adminEntityResourceParams = z.extend(adminEntityParams, { resource: segmentSchema });

/** The inputs of `admin.uploadPenTestReport`: the CSV file of a pen test report and the organization it belongs to (sent as a multipart form). */
export interface AdminUploadPenTestReportInputs {
  /** The report in CSV format (text or a file). */
  csvdata: string | Blob;
  /** Git provider of the organization, e.g. `gh`. */
  provider: string;
  /** Name of the organization the results belong to. */
  organizationName: string;
}
