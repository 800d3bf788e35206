import { repoParams } from '../schemas/common.js';
import { defineOperation } from '../define.js';

/** Requests an automatic configuration run (202); resolves to the run's analysis id. */
export const addAutoconfig = defineOperation({
  id: 'autoconfig.start',
  method: 'POST',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/autoconfig',
  params: repoParams,
  response: (r) => r.autoconfigRunSchema,
  specIds: ['addAutoconfig'],
});

/** Reads the state of the latest run: `Requested`, `Running`, `Done` or `Failed`. */
export const getAutoconfigStatus = defineOperation({
  id: 'autoconfig.status',
  method: 'GET',
  path: '/analysis/organizations/{provider}/{organization}/repositories/{repository}/autoconfig/status',
  params: repoParams,
  response: (r) => r.autoconfigStatusSchema,
  specIds: ['getAutoconfigStatus'],
});
