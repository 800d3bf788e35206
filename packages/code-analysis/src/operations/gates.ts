import { linkRepositoriesBody } from '../schemas/coding-standards.js';
import { cursorPagingQuery, orgParams } from '../schemas/common.js';
import { createGatePolicyBody, gatePolicyParams, updateGatePolicyBody } from '../schemas/gates.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Lists the organization's gate policies (without their quality gates), page by page. */
export const listGatePolicies = defineOperation({
  id: 'gates.list',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/gate-policies',
  params: orgParams,
  query: cursorPagingQuery,
  response: (r) => r.gatePolicyPageSchema,
  list: cursorListStyle,
  specIds: ['listGatePolicies'],
});

/** Creates a gate policy. */
export const createGatePolicy = defineOperation({
  id: 'gates.create',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/gate-policies',
  params: orgParams,
  body: createGatePolicyBody,
  response: (r) => r.gatePolicySchema,
  specIds: ['createGatePolicy'],
});

/** Makes the service's built-in gate policy the organization's default again. */
export const setBuiltInDefaultPolicy = defineOperation({
  id: 'gates.setBuiltInDefault',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/gate-policies/setCodacyDefault',
  params: orgParams,
  responseType: 'none',
  // The spec id in the neutral words of the fixture; the path is the one the API serves.
  specIds: ['setServiceDefault'],
});

/** Deletes a gate policy. */
export const deleteGatePolicy = defineOperation({
  id: 'gates.delete',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}/gate-policies/{gatePolicyId}',
  params: gatePolicyParams,
  responseType: 'none',
  specIds: ['deleteGatePolicy'],
});

/** Reads a gate policy with its quality gates. */
export const getGatePolicy = defineOperation({
  id: 'gates.get',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/gate-policies/{gatePolicyId}',
  params: gatePolicyParams,
  response: (r) => r.gatePolicySchema,
  specIds: ['getGatePolicy'],
});

/**
 * Changes a gate policy's name, default state or quality gates (the quality gates of a read-only policy
 * cannot change).
 */
export const updateGatePolicy = defineOperation({
  id: 'gates.update',
  method: 'PATCH',
  path: '/organizations/{provider}/{organization}/gate-policies/{gatePolicyId}',
  params: gatePolicyParams,
  body: updateGatePolicyBody,
  response: (r) => r.gatePolicySchema,
  specIds: ['updateGatePolicy'],
});

/** Lists the repositories that follow a gate policy, page by page. */
export const listRepositoriesFollowingGatePolicy = defineOperation({
  id: 'gates.listRepositories',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/gate-policies/{gatePolicyId}/repositories',
  params: gatePolicyParams,
  query: cursorPagingQuery,
  response: (r) => r.repositoryReferencePageSchema,
  list: cursorListStyle,
  specIds: ['listRepositoriesFollowingGatePolicy'],
});

/** Links repositories to a gate policy and unlinks others, by name. */
export const applyGatePolicyToRepositories = defineOperation({
  id: 'gates.applyToRepositories',
  method: 'PUT',
  path: '/organizations/{provider}/{organization}/gate-policies/{gatePolicyId}/repositories',
  params: gatePolicyParams,
  body: linkRepositoriesBody,
  responseType: 'none',
  specIds: ['applyGatePolicyToRepositories'],
});

/** Makes a gate policy the organization's default. */
export const setDefaultGatePolicy = defineOperation({
  id: 'gates.setDefault',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/gate-policies/{gatePolicyId}/setDefault',
  params: gatePolicyParams,
  responseType: 'none',
  specIds: ['setDefaultGatePolicy'],
});
