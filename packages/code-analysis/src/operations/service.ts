import { defineOperation } from '../define.js';

/** Checks that the server is up; resolves to its message. */
export const health = defineOperation({
  id: 'service.health',
  method: 'GET',
  path: '/health',
  response: (r) => r.healthSchema,
  specIds: ['health'],
});

/** Reads how far the installation is configured. */
export const getConfigurationStatus = defineOperation({
  id: 'service.configurationStatus',
  method: 'GET',
  path: '/configuration/status',
  response: (r) => r.configurationStatusSchema,
  // The server answers with the bare status, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getConfigurationStatus'],
});

/** Lists the languages of the available tools, with their file extensions and specific files. */
export const listLanguagesWithTools = defineOperation({
  id: 'service.listLanguages',
  method: 'GET',
  path: '/languages/tools',
  response: (r) => r.languagesWithToolsSchema,
  specIds: ['listLanguagesWithTools'],
});
