import { orgParams } from '../schemas/common.js';
import { defineOperation } from '../define.js';

/**
 * Exports the people of an organization (name, e-mail, last login, last analysis); resolves to the CSV file
 * as text.
 */
export const listPeopleFromOrganizationCsv = defineOperation({
  id: 'people.exportCsv',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/peopleCsv',
  params: orgParams,
  // A CSV file, read as text.
  responseType: 'text',
  specIds: ['listPeopleFromOrganizationCsv'],
});
