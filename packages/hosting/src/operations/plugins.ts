import { siteParams } from '../schemas/common.js';
import { pluginInstallSchema, pluginSlugsSchema, pluginUpdateSchema } from '../schemas/plugins.js';
import { defineOperation } from '../wire.js';

// Plugin changes are queued jobs: each answers with the acknowledgement envelope.

/** Lists the plugins installed on a site. */
export const listPluginsOperation = defineOperation({
  id: 'plugins.list',
  method: 'GET',
  path: '/sites/{siteId}/plugins',
  params: siteParams,
  response: (r) => r.pluginListSchema,
  specIds: ['GET /sites/{id}/plugins'],
});
/** Installs and activates plugins (queued). */
export const installPluginsOperation = defineOperation({
  id: 'plugins.install',
  method: 'POST',
  path: '/sites/{siteId}/plugins',
  params: siteParams,
  body: pluginInstallSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['POST /sites/{id}/plugins'],
});
/** Updates plugins (queued). */
export const updatePluginsOperation = defineOperation({
  id: 'plugins.update',
  method: 'PUT',
  path: '/sites/{siteId}/plugins',
  params: siteParams,
  body: pluginUpdateSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['PUT /sites/{id}/plugins'],
});
/** Activates plugins (queued). */
export const activatePluginsOperation = defineOperation({
  id: 'plugins.activate',
  method: 'PUT',
  path: '/sites/{siteId}/plugins/activate',
  params: siteParams,
  body: pluginSlugsSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['PUT /sites/{id}/plugins/activate'],
});
/** Deactivates plugins (queued). */
export const deactivatePluginsOperation = defineOperation({
  id: 'plugins.deactivate',
  method: 'PUT',
  path: '/sites/{siteId}/plugins/deactivate',
  params: siteParams,
  body: pluginSlugsSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['PUT /sites/{id}/plugins/deactivate'],
});
/** Deletes plugins (queued). */
export const deletePluginsOperation = defineOperation({
  id: 'plugins.delete',
  method: 'DELETE',
  path: '/sites/{siteId}/plugins',
  params: siteParams,
  body: pluginSlugsSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['DELETE /sites/{id}/plugins'],
});

/** Operations of the `plugins` namespace. */
export const pluginsOperations = [
  listPluginsOperation,
  installPluginsOperation,
  updatePluginsOperation,
  activatePluginsOperation,
  deactivatePluginsOperation,
  deletePluginsOperation,
] as const;
