import * as z from 'zod/mini';
import { linkedPostSchemas } from './linked-post.js';

/** The address and phone of a venue, read and written alike. */
export const addressFields = {
  address: z.optional(z.string()),
  city: z.optional(z.string()),
  country: z.optional(z.string()),
  province: z.optional(z.string()),
  state: z.optional(z.string()),
  zip: z.optional(z.string()),
  phone: z.optional(z.string()),
};

/** Whether events at the venue show a map (`show_map`) and a link to it (`show_map_link`), as written: the server expects strings; a boolean is passed on. */
const mapSetting = z.optional(z.union([z.string(), z.boolean()]));

/** The request schemas of venues: the places where events happen, with their address and map settings. */
export const venueSchemas = linkedPostSchemas('venue', {
  show_map: mapSetting,
  show_map_link: mapSetting,
  ...addressFields,
  stateprovince: z.optional(z.string()),
  website: z.optional(z.string()),
});

