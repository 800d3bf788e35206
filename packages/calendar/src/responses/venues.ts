import * as z from 'zod/mini';
import { addressFields } from '../schemas/venue.js';
import { listEnvelope } from './common.js';
import { linkedPostRecord } from './linked-posts.js';

/** Whether events at the venue show a map (`show_map`) and a link to it (`show_map_link`), as read: null when the venue is hidden. */
const mapShown = z.optional(z.nullable(z.boolean()));

/** One venue as the site answers it (`venue` holds its name, an empty array while the venue is password-protected). */
export const venueSchema = linkedPostRecord('venue', {
  show_map: mapShown,
  show_map_link: mapShown,
  ...addressFields,
  website: z.optional(z.string()),
  stateprovince: z.optional(z.string()),
  geo_lat: z.optional(z.number()),
  geo_lng: z.optional(z.number()),
});
/** A place where events happen. */
export type Venue = z.infer<typeof venueSchema>;

/** The envelope `GET /venues` answers. */
export const venueListSchema = listEnvelope('venues', venueSchema);
