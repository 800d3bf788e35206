import { adminEntityParams, adminEntityResourceParams, adminSearchQuery, generateLicenseBody } from '../schemas/admin.js';
import { cursorPagingQuery } from '../schemas/common.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Deletes the accounts named in a CSV file exported by GitHub Enterprise (service admins only). */
export const deleteDormantAccounts = defineOperation({
  id: 'admin.deleteDormantAccounts',
  method: 'DELETE',
  path: '/admin/dormantAccounts',
  // The CSV travels as text/plain, not JSON; the caller's inputs carry it as `csv`.
  bodyType: 'raw',
  bodyKey: 'csv',
  response: (r) => r.dormantAccountsSchema,
  specIds: ['deleteDormantAccounts'],
});

/** Uploads a pen test report of an organization (service admins only). */
export const uploadPenTestReport = defineOperation({
  id: 'admin.uploadPenTestReport',
  method: 'POST',
  path: '/admin/security/penTest/reports',
  // A multipart form: the CSV file, the provider and the organization's name.
  bodyType: 'raw',
  // The multipart form the method builds from its fields travels under this key of the inputs.
  bodyKey: 'form',
  responseType: 'none',
  specIds: ['uploadPenTestReport'],
});

/** Generates a license for a self-hosted installation; resolves to the license key. */
export const generateLicense = defineOperation({
  id: 'admin.generateLicense',
  method: 'POST',
  path: '/admin/license',
  body: generateLicenseBody,
  response: (r) => r.licenseKeySchema,
  specIds: ['generateLicense'],
});

/** Searches the entities of the admin area; resolves to the matches by entity group. */
export const adminSearch = defineOperation({
  id: 'admin.search',
  method: 'GET',
  path: '/admin',
  query: adminSearchQuery,
  response: (r) => r.adminSearchSchema,
  specIds: ['adminSearch'],
});

/** Reads one entity of the admin area by its group (e.g. `users`) and identifier. */
export const getAdminEntity = defineOperation({
  id: 'admin.getEntity',
  method: 'GET',
  path: '/admin/{group}/{identifier}',
  params: adminEntityParams,
  response: (r) => r.adminEntitySchema,
  specIds: ['getAdminEntity'],
});

/** Lists the records of one resource of an admin entity (one of its `availableResources`), page by page. */
export const listAdminEntityResources = defineOperation({
  id: 'admin.listEntityResources',
  method: 'GET',
  path: '/admin/{group}/{identifier}/{resource}',
  params: adminEntityResourceParams,
  query: cursorPagingQuery,
  response: (r) => r.adminEntityResourcePageSchema,
  list: cursorListStyle,
  specIds: ['listAdminEntityResources'],
});
