import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';

/** Reads the version of the server installation. */
export const getVersion = defineOperation({
  id: 'version.get',
  method: 'GET',
  path: '/version',
  response: z.string(),
  specIds: ['getVersion'],
});
