import * as z from 'zod/mini';
import { commitParams } from './commits.js';
import { limitSchema, segmentSchema } from './common.js';

/** Query of the coverage reports: how many of the latest reports to return (1 to 100). */
export const coverageReportsQuery = z.object({ limit: limitSchema });

/** Path parameters of one coverage report of a commit, by its uuid. */
export const coverageReportParams = z.extend(commitParams, { reportUuid: segmentSchema });
