import { defineOperation } from '../define.js';

/** Reads the version of the server installation. */
export const getVersion = defineOperation({
  id: 'version.get',
  method: 'GET',
  path: '/version',
  response: (r) => r.versionSchema,
  specIds: ['getVersion'],
});
