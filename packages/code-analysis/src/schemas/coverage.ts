import * as z from 'zod/mini';
import { limitSchema } from './common.js';

/** Query of the coverage reports: how many of the latest reports to return (1 to 100). */
export const coverageReportsQuery = z.object({ limit: limitSchema });
