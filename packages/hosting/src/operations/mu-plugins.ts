import * as z from 'zod/mini';
import { idSchema, pagingFields } from '../schemas/common.js';
import { muPluginCreateSchema } from '../schemas/plugins.js';
import { hostingPages } from '../wire.js';
import { defineOperation } from '../define.js';

const muParams = z.object({ muPluginId: idSchema });

/** The account's must-use plugins, page by page. */
export const listMuPluginsOperation = defineOperation({
  id: 'muPlugins.list',
  method: 'GET',
  path: '/mu-plugins',
  query: z.object(pagingFields),
  response: (r) => r.muPluginPageSchema,
  list: hostingPages,
  specIds: ['GET /mu-plugins'],
});
/** One must-use plugin. */
export const getMuPluginOperation = defineOperation({
  id: 'muPlugins.get',
  method: 'GET',
  path: '/mu-plugins/{muPluginId}',
  params: muParams,
  response: (r) => r.muPluginSchema,
  specIds: ['GET /mu-plugins/{id}'],
});
/** Adds a must-use plugin from an https URL of one `.php` file, on existing and/or future sites. */
export const createMuPluginOperation = defineOperation({
  id: 'muPlugins.create',
  method: 'POST',
  path: '/mu-plugins',
  body: muPluginCreateSchema,
  response: (r) => r.muPluginSchema,
  specIds: ['POST /mu-plugins'],
});
/** Fetches the file again from its path and updates it on every site. */
export const refreshMuPluginOperation = defineOperation({
  id: 'muPlugins.refresh',
  method: 'PUT',
  path: '/mu-plugins/{muPluginId}',
  params: muParams,
  response: (r) => r.muPluginSchema,
  specIds: ['PUT /mu-plugins/{id}'],
});
/** Removes a must-use plugin from every site. */
export const deleteMuPluginOperation = defineOperation({
  id: 'muPlugins.delete',
  method: 'DELETE',
  path: '/mu-plugins/{muPluginId}',
  params: muParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['DELETE /mu-plugins/{id}'],
});

/** Operations of the `muPlugins` namespace. */
export const muPluginsOperations = [listMuPluginsOperation, getMuPluginOperation, createMuPluginOperation, refreshMuPluginOperation, deleteMuPluginOperation] as const;
