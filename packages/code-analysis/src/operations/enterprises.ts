import { cursorPagingQuery } from '../schemas/common.js';
import { addEnterpriseTokenBody, enterpriseParams, enterpriseProviderParams, enterpriseSeatsQuery } from '../schemas/enterprises.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Lists the caller's enterprises on a git provider, page by page. */
export const listEnterprises = defineOperation({
  id: 'enterprises.list',
  method: 'GET',
  path: '/enterprises/{provider}',
  params: enterpriseProviderParams,
  query: cursorPagingQuery,
  response: (r) => r.enterprisePageSchema,
  list: cursorListStyle,
  specIds: ['listEnterprises'],
});

/** Reads one enterprise. */
export const getEnterprise = defineOperation({
  id: 'enterprises.get',
  method: 'GET',
  path: '/enterprises/{provider}/{enterprise}',
  params: enterpriseParams,
  response: (r) => r.enterpriseSchema,
  specIds: ['getEnterprise'],
});

/** Drops what the service has cached about the caller on a provider's enterprises, such as their repositories. */
export const cleanEnterpriseCache = defineOperation({
  id: 'enterprises.cleanCache',
  method: 'POST',
  path: '/enterprises/{provider}/cache/clean',
  params: enterpriseProviderParams,
  responseType: 'none',
  idempotent: 'empties a cache: cleaning it twice leaves it as clean as once',
  specIds: ['cleanEnterpriseCache'],
});

/** Lists the organizations of an enterprise, page by page. */
export const listEnterpriseOrganizations = defineOperation({
  id: 'enterprises.listOrganizations',
  method: 'GET',
  path: '/enterprises/{provider}/{enterprise}/organizations',
  params: enterpriseParams,
  query: cursorPagingQuery,
  response: (r) => r.enterpriseOrganizationPageSchema,
  list: cursorListStyle,
  specIds: ['listEnterpriseOrganizations'],
});

/** Lists the seats of an enterprise, page by page. */
export const listEnterpriseSeats = defineOperation({
  id: 'enterprises.listSeats',
  method: 'GET',
  path: '/enterprises/{provider}/{enterprise}/seats',
  params: enterpriseParams,
  query: enterpriseSeatsQuery,
  response: (r) => r.enterpriseSeatPageSchema,
  list: cursorListStyle,
  specIds: ['listEnterpriseSeats'],
});

/** Exports the seats of an enterprise; resolves to the CSV file as text. */
export const listEnterpriseSeatsCsv = defineOperation({
  id: 'enterprises.exportSeatsCsv',
  method: 'GET',
  path: '/reports/enterprises/{provider}/{enterprise}/seats-csv',
  params: enterpriseParams,
  responseType: 'text',
  accept: 'text/csv',
  specIds: ['listEnterpriseSeatsCsv'],
});

/** Lists the providers for which the caller has an enterprise account token (the values are never shown). */
export const listUserEnterpriseProviderTokens = defineOperation({
  id: 'enterprises.listTokens',
  method: 'GET',
  path: '/user/enterprise/integrations',
  response: (r) => r.enterpriseTokensSchema,
  specIds: ['listUserEnterpriseProviderTokens'],
});

/** Adds an enterprise account token with read permissions, used to reach the enterprise's resources. */
export const addEnterpriseToken = defineOperation({
  id: 'enterprises.addToken',
  method: 'POST',
  path: '/user/enterprise/integrations',
  body: addEnterpriseTokenBody,
  responseType: 'none',
  specIds: ['addEnterpriseToken'],
});

/** Deletes the caller's enterprise account token of a provider. */
export const deleteEnterpriseToken = defineOperation({
  id: 'enterprises.deleteToken',
  method: 'DELETE',
  path: '/user/enterprise/integrations/{provider}',
  params: enterpriseProviderParams,
  responseType: 'none',
  specIds: ['deleteEnterpriseToken'],
});
