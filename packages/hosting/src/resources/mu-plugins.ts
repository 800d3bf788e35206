import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, walkList } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { hostingPages } from '../wire.js';
import { acknowledgementSchema, idSchema, listEnvelope, pagingFields, type Acknowledgement, type HostingPage } from '../schemas/common.js';
import { muPluginCreateSchema, muPluginSchema, type MuPlugin, type MuPluginCreate } from '../schemas/plugins.js';

const muParams = z.object({ muPluginId: idSchema });

const listOperation = defineOperation({
  id: 'muPlugins.list',
  method: 'GET',
  path: '/mu-plugins',
  query: z.object(pagingFields),
  response: listEnvelope(muPluginSchema),
  list: hostingPages,
  specIds: ['GET /mu-plugins'],
});
const getOperation = defineOperation({
  id: 'muPlugins.get',
  method: 'GET',
  path: '/mu-plugins/{muPluginId}',
  params: muParams,
  response: muPluginSchema,
  specIds: ['GET /mu-plugins/{id}'],
});
const createOperation = defineOperation({
  id: 'muPlugins.create',
  method: 'POST',
  path: '/mu-plugins',
  body: muPluginCreateSchema,
  response: muPluginSchema,
  specIds: ['POST /mu-plugins'],
});
const refreshOperation = defineOperation({
  id: 'muPlugins.refresh',
  method: 'PUT',
  path: '/mu-plugins/{muPluginId}',
  params: muParams,
  response: muPluginSchema,
  specIds: ['PUT /mu-plugins/{id}'],
});
const deleteOperation = defineOperation({
  id: 'muPlugins.delete',
  method: 'DELETE',
  path: '/mu-plugins/{muPluginId}',
  params: muParams,
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['DELETE /mu-plugins/{id}'],
});

/** Operations of the `muPlugins` namespace. */
export const muPluginsOperations = [listOperation, getOperation, createOperation, refreshOperation, deleteOperation] as const;

/** Must-use plugins of the account: single PHP files installed on its sites. To change the path, delete and create. */
export class MuPlugins {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The account's must-use plugins, page by page. */
  list(query: { page?: number; per_page?: number } = {}, options?: RequestOptions): Paginated<MuPlugin, HostingPage<MuPlugin>> {
    return walkList(this.#http, listOperation, { query }, options);
  }

  /** One must-use plugin. */
  get(muPluginId: number, options?: RequestOptions): ApiPromise<MuPlugin> {
    return this.#http.call(getOperation, { params: { muPluginId } }, options);
  }

  /** Adds a must-use plugin from an https URL of one `.php` file, on existing and/or future sites. */
  create(body: MuPluginCreate, options?: RequestOptions): ApiPromise<MuPlugin> {
    return this.#http.call(createOperation, { body }, options);
  }

  /** Fetches the file again from its path and updates it on every site. */
  refresh(muPluginId: number, options?: RequestOptions): ApiPromise<MuPlugin> {
    return this.#http.call(refreshOperation, { params: { muPluginId } }, options);
  }

  /** Removes a must-use plugin from every site. */
  delete(muPluginId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteOperation, { params: { muPluginId } }, options);
  }
}
