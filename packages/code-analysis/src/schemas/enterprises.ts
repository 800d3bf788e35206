import * as z from 'zod/mini';
import { cursorPagingQuery, segmentSchema } from './common.js';

/** Path parameters of operations on the caller's enterprises of one git provider. */
export const enterpriseProviderParams = z.object({ provider: segmentSchema });

/** Path parameters of operations on one enterprise. */
export const enterpriseParams = z.object({ provider: segmentSchema, enterprise: segmentSchema });

/** Query of an enterprise's seats: paging and a search. */
export const enterpriseSeatsQuery = z.extend(cursorPagingQuery, { search: z.optional(z.string()) });

/** A new enterprise account token: the provider it is for and the token (with read permissions). */
export const addEnterpriseTokenBody = z.object({ provider: z.string(), token: z.string() });
