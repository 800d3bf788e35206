import * as z from 'zod/mini';
import { linkedPostSchemas } from './linked-post.js';

/** How to reach an organizer, read and written alike. */
const contactFields = { phone: z.optional(z.string()), website: z.optional(z.string()), email: z.optional(z.string()) };

/** The schemas of organizers: the people and groups that run events, with their contact fields. */
export const organizerSchemas = linkedPostSchemas('organizer', 'organizers', contactFields, contactFields);

/** One organizer as the site answers it, named in `organizer` (an empty array while it is password-protected). */
export const organizerSchema = organizerSchemas.record;
/** A page of organizers with the paging fields, as `GET /organizers` answers. */
export const organizerListSchema = organizerSchemas.list;
/** A person or group that runs events. */
export type Organizer = z.infer<typeof organizerSchema>;
/** Filters of the organizer list (the venue list takes the same). */
export type OrganizerListQuery = z.input<typeof organizerSchemas.listQuery>;
/** Fields of a new organizer; only `organizer`, the name, must be given. */
export type OrganizerCreate = z.input<typeof organizerSchemas.createBody>;
/** Fields to change on an organizer. */
export type OrganizerUpdate = z.input<typeof organizerSchemas.updateBody>;
