import * as z from 'zod/mini';
import { cursorPagingQuery, orgParams, segmentSchema } from './common.js';

/** Path parameters of one segment key of an organization. */
export const segmentKeyParams = z.extend(orgParams, { segmentKey: segmentSchema });

/** Query of the segment lists: paging and a search. */
export const searchSegmentsQuery = z.extend(cursorPagingQuery, { search: z.optional(z.string()) });
