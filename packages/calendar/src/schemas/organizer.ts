import * as z from 'zod/mini';
import { linkedPostSchemas } from './linked-post.js';

/** How to reach an organizer, read and written alike. */
export const contactFields = { phone: z.optional(z.string()), website: z.optional(z.string()), email: z.optional(z.string()) };

/** The request schemas of organizers: the people and groups that run events, with their contact fields. */
export const organizerSchemas = linkedPostSchemas('organizer', contactFields);

