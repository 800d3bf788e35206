import * as z from 'zod/mini';
import { checked } from '@typed-api/core/schema';
import { linkedPostSchemas } from './linked-post.js';

/** The address and phone of a venue, read and written alike. */
export const addressFields = {
  /** The street address. */
  address: z.optional(z.string()),
  /** The city or town. */
  city: z.optional(z.string()),
  /** The country. */
  country: z.optional(z.string()),
  /** The province, where the country has provinces. */
  province: z.optional(z.string()),
  /** The state, where the country has states. */
  state: z.optional(z.string()),
  /** The postal (ZIP) code. */
  zip: z.optional(z.string()),
  /** The venue's phone number. */
  phone: z.optional(z.string()),
};

/** Whether events at the venue show a map (`show_map`) and a link to it (`show_map_link`), as written: the server expects strings; a boolean is passed on. */
const mapSetting = z.optional(z.union([z.string(), z.boolean()]));

/** The request schemas of venues: the places where events happen, with their address and map settings. */
export const venueSchemas = linkedPostSchemas(
  {
    create: {
      /** The venue's name, as the calendar shows it. */
      venue: checked(z.string(), z.minLength(1)),
    },
    update: {
      /** The venue's new name; leave it out to keep the current one. */
      venue: z.optional(z.string()),
    },
  },
  {
    /** Whether events at the venue show a map (the site expects text; a boolean is passed on). */
    show_map: mapSetting,
    /** Whether events at the venue show a link to its map (the site expects text; a boolean is passed on). */
    show_map_link: mapSetting,
    ...addressFields,
    /** The state or province, as one combined field. */
    stateprovince: z.optional(z.string()),
    /** The venue's web address. */
    website: z.optional(z.string()),
  },
);

