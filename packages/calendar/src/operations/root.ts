import { routeIndexQuery } from '../schemas/root.js';
import { defineOperation } from '../wire.js';

/** `GET /`: the route index of the namespace. */
export const getRouteIndex = defineOperation({
  id: 'root.index',
  method: 'GET',
  path: '',
  query: routeIndexQuery,
  response: (r) => r.routeIndexSchema,
  specIds: [],
});

/** `GET /doc`: the interface description (an OpenAPI document) the server generates. */
export const getApiDoc = defineOperation({
  id: 'root.doc',
  method: 'GET',
  path: '/doc',
  response: (r) => r.apiDocSchema,
  specIds: ['GET /doc'],
});
