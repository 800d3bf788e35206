import { siteParams } from '../schemas/common.js';
import { themeInstallSchema, themeSlugsSchema, themeUpdateSchema } from '../schemas/plugins.js';
import { defineOperation } from '../define.js';

// Theme changes are queued jobs, like plugin changes: each answers with the acknowledgement envelope.

/** Themes installed on a site. */
export const listThemesOperation = defineOperation({
  id: 'themes.list',
  method: 'GET',
  path: '/sites/{siteId}/themes',
  params: siteParams,
  response: (r) => r.themeListSchema,
  specIds: ['GET /sites/{id}/themes'],
});
/**
 * Installs themes: `{ themes: [{ path, version? }] }`, each `path` a slug or an https URL of a zip; the
 * latest version without `version`.
 */
export const installThemesOperation = defineOperation({
  id: 'themes.install',
  method: 'POST',
  path: '/sites/{siteId}/themes',
  params: siteParams,
  body: themeInstallSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['POST /sites/{id}/themes'],
});
/** Updates themes to the given (or latest) version: `{ themes: [{ path, version? }] }`, by slug. */
export const updateThemesOperation = defineOperation({
  id: 'themes.update',
  method: 'PUT',
  path: '/sites/{siteId}/themes',
  params: siteParams,
  body: themeUpdateSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['PUT /sites/{id}/themes'],
});
/** Makes a theme the active one, by slug: `{ themes: [{ path: 'minimal' }] }`. */
export const activateThemeOperation = defineOperation({
  id: 'themes.activate',
  method: 'PUT',
  path: '/sites/{siteId}/themes/activate',
  params: siteParams,
  body: themeSlugsSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['PUT /sites/{id}/themes/activate'],
});
/** Deletes themes by slug: `{ themes: [{ path }] }`. */
export const deleteThemesOperation = defineOperation({
  id: 'themes.delete',
  method: 'DELETE',
  path: '/sites/{siteId}/themes',
  params: siteParams,
  body: themeSlugsSchema,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['DELETE /sites/{id}/themes'],
});

/** Operations of the `themes` namespace. */
export const themesOperations = [listThemesOperation, installThemesOperation, updateThemesOperation, activateThemeOperation, deleteThemesOperation] as const;
