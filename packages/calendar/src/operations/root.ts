import { routeIndexQuery } from '../schemas/root.js';
import { defineOperation } from '../define.js';

/** Lists the routes of the namespace. */
export const getRouteIndex = defineOperation({
  id: 'root.index',
  method: 'GET',
  path: '',
  query: routeIndexQuery,
  response: (r) => r.routeIndexSchema,
  specIds: [],
});

/** Fetches the interface description the server generates. */
export const getApiDoc = defineOperation({
  id: 'root.doc',
  method: 'GET',
  path: '/doc',
  response: (r) => r.apiDocSchema,
  specIds: ['GET /doc'],
});
