import * as z from 'zod/mini';
import { checked } from '@typed-api/core/schema';
import { linkedPostSchemas } from './linked-post.js';

/** How to reach an organizer, read and written alike. */
export const contactFields = {
  /** The organizer's phone number. */
  phone: z.optional(z.string()),
  /** The address of the organizer's website. */
  website: z.optional(z.string()),
  /** The organizer's email address. */
  email: z.optional(z.string()),
};

/** The request schemas of organizers: the people and groups that run events, with their contact fields. */
export const organizerSchemas = linkedPostSchemas(
  {
    create: {
      /** The organizer's name, as the calendar shows it. */
      organizer: checked(z.string(), z.minLength(1)),
    },
    update: {
      /** The organizer's new name; leave it out to keep the current one. */
      organizer: z.optional(z.string()),
    },
  },
  contactFields,
);

