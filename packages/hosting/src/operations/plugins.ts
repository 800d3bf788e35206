import { siteParams } from '../schemas/common.js';
import { pluginInstallSchema, pluginSlugsSchema, pluginUpdateSchema } from '../schemas/plugins.js';
import { defineOperation } from '../define.js';

// Plugin changes are queued jobs: each answers with the acknowledgement envelope.

/** Plugins installed on a site. */
export const listPluginsOperation = defineOperation({
  id: 'plugins.list',
  method: 'GET',
  path: '/sites/{siteId}/plugins',
  params: siteParams,
  response: (r) => r.pluginListSchema,
  specIds: ['GET /sites/{id}/plugins'],
});
/**
 * Installs and activates plugins: `{ plugins: [{ path, version? }] }`, each `path` a slug or an https URL of
 * a zip; the latest version without `version`.
 */
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
/** Updates plugins to the given (or latest) version: `{ plugins: [{ path, version? }] }`, by slug. */
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
/** Activates plugins by slug: `{ plugins: [{ path: 'hello-dolly' }] }`. */
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
/** Deactivates plugins by slug: `{ plugins: [{ path }] }`. */
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
/** Deletes plugins by slug: `{ plugins: [{ path }] }`. */
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
