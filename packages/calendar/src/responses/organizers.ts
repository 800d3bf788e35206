import * as z from 'zod/mini';
import { contactFields } from '../schemas/organizer.js';
import { listEnvelope } from './common.js';
import { linkedPostRecord } from './linked-posts.js';

/** One organizer as the site answers it, named in `organizer` (an empty array while it is password-protected). */
export const organizerSchema = linkedPostRecord('organizer', contactFields);
/** A person or group that runs events. */
export type Organizer = z.infer<typeof organizerSchema>;

/** A page of organizers with the paging fields, as `GET /organizers` answers. */
export const organizerListSchema = listEnvelope('organizers', organizerSchema);
