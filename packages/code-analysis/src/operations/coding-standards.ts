import { orgParams } from '../schemas/common.js';
import {
  codingStandardParams,
  codingStandardToolParams,
  createCodingStandardBody,
  createCodingStandardPresetBody,
  createCodingStandardQuery,
  createComplianceStandardBody,
  linkRepositoriesBody,
  listCodingStandardPatternsQuery,
  setDefaultCodingStandardBody,
  toolConfigurationBody,
  updatePatternsBody,
  updatePatternsQuery,
} from '../schemas/coding-standards.js';
import { cursorPagingQuery } from '../schemas/common.js';
import { patternFiltersQuery } from '../schemas/patterns.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Reads the organization's AI risk checklist: which items pass, with the figures behind them. */
export const getAiRiskCheckList = defineOperation({
  id: 'codingStandards.aiRiskChecklist',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/ai-risk-checklist',
  params: orgParams,
  response: (r) => r.aiRiskChecklistSchema,
  specIds: ['getAiRiskCheckList'],
});

/** Creates a compliance standard (such as an `ai-risk` one). */
export const createComplianceStandard = defineOperation({
  id: 'codingStandards.createCompliance',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/compliance-standards',
  params: orgParams,
  body: createComplianceStandardBody,
  response: (r) => r.codingStandardSchema,
  specIds: ['createComplianceStandard'],
});

/** Creates a coding standard from presets: a strictness level from 1 to 4 for each category. */
export const createCodingStandardPreset = defineOperation({
  id: 'codingStandards.createFromPresets',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/presets-standards',
  params: orgParams,
  body: createCodingStandardPresetBody,
  response: (r) => r.codingStandardSchema,
  specIds: ['createCodingStandardPreset'],
});

/** Lists the organization's coding standards, drafts included (the API gives them all at once). */
export const listCodingStandards = defineOperation({
  id: 'codingStandards.list',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/coding-standards',
  params: orgParams,
  response: (r) => r.codingStandardsSchema,
  specIds: ['listCodingStandards'],
});

/**
 * Creates a draft coding standard, empty or from a repository's settings or another standard; promote it to
 * use it.
 */
export const createCodingStandard = defineOperation({
  id: 'codingStandards.create',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/coding-standards',
  params: orgParams,
  query: createCodingStandardQuery,
  body: createCodingStandardBody,
  response: (r) => r.codingStandardSchema,
  specIds: ['createCodingStandard'],
});

/** Deletes a coding standard. */
export const deleteCodingStandard = defineOperation({
  id: 'codingStandards.delete',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}/coding-standards/{codingStandardId}',
  params: codingStandardParams,
  responseType: 'none',
  specIds: ['deleteCodingStandard'],
});

/** Reads one coding standard. */
export const getCodingStandard = defineOperation({
  id: 'codingStandards.get',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/coding-standards/{codingStandardId}',
  params: codingStandardParams,
  response: (r) => r.codingStandardSchema,
  specIds: ['getCodingStandard'],
});

/** Copies a coding standard into a new one. */
export const duplicateCodingStandard = defineOperation({
  id: 'codingStandards.duplicate',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/coding-standards/{codingStandardId}/duplicate',
  params: codingStandardParams,
  response: (r) => r.codingStandardSchema,
  specIds: ['duplicateCodingStandard'],
});

/**
 * Makes a draft coding standard effective (and the default, when the draft is marked so); resolves to the
 * repositories its repository changes succeeded and failed for.
 */
export const promoteDraftCodingStandard = defineOperation({
  id: 'codingStandards.promote',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/coding-standards/{codingStandardId}/promote',
  params: codingStandardParams,
  response: (r) => r.applyCodingStandardResultSchema,
  specIds: ['promoteDraftCodingStandard'],
});

/** Lists the repositories that use a coding standard, page by page. */
export const listCodingStandardRepositories = defineOperation({
  id: 'codingStandards.listRepositories',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/coding-standards/{codingStandardId}/repositories',
  params: codingStandardParams,
  query: cursorPagingQuery,
  response: (r) => r.repositoryReferencePageSchema,
  list: cursorListStyle,
  specIds: ['listCodingStandardRepositories'],
});

/**
 * Links repositories to a coding standard and unlinks others, by name; resolves to the names that succeeded
 * and failed. On a draft, the change takes effect when the draft is promoted.
 */
export const applyCodingStandardToRepositories = defineOperation({
  id: 'codingStandards.applyToRepositories',
  method: 'PATCH',
  path: '/organizations/{provider}/{organization}/coding-standards/{codingStandardId}/repositories',
  params: codingStandardParams,
  body: linkRepositoriesBody,
  response: (r) => r.applyCodingStandardResultSchema,
  specIds: ['applyCodingStandardToRepositories'],
});

/** Makes a coding standard the organization's default (`isDefault: true`), or stops it being the default. */
export const setDefaultCodingStandard = defineOperation({
  id: 'codingStandards.setDefault',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/coding-standards/{codingStandardId}/setDefault',
  params: codingStandardParams,
  body: setDefaultCodingStandardBody,
  responseType: 'none',
  specIds: ['setDefaultCodingStandard'],
});

/** Lists the tools of a coding standard and whether each is on. */
export const listCodingStandardTools = defineOperation({
  id: 'codingStandards.listTools',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/coding-standards/{codingStandardId}/tools',
  params: codingStandardParams,
  response: (r) => r.codingStandardToolsSchema,
  specIds: ['listCodingStandardTools'],
});

/**
 * Turns a tool of a draft coding standard on or off and sets some of its patterns (only the patterns given
 * change; with none, only the tool's state is set).
 */
export const updateCodingStandardToolConfiguration = defineOperation({
  id: 'codingStandards.updateTool',
  method: 'PATCH',
  path: '/organizations/{provider}/{organization}/coding-standards/{codingStandardId}/tools/{toolUuid}',
  params: codingStandardToolParams,
  body: toolConfigurationBody,
  responseType: 'none',
  specIds: ['updateCodingStandardToolConfiguration'],
});

/** Lists the patterns of a tool as a coding standard configures them, page by page. */
export const listCodingStandardPatterns = defineOperation({
  id: 'codingStandards.listPatterns',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/coding-standards/{codingStandardId}/tools/{toolUuid}/patterns',
  params: codingStandardToolParams,
  query: listCodingStandardPatternsQuery,
  response: (r) => r.configuredPatternPageSchema,
  list: cursorListStyle,
  specIds: ['listCodingStandardPatterns'],
});

/**
 * Counts the patterns of a coding standard's tool by language, category, severity and tag, optionally
 * filtered.
 */
export const codingStandardToolPatternsOverview = defineOperation({
  id: 'codingStandards.patternsOverview',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/coding-standards/{codingStandardId}/tools/{toolUuid}/patterns/overview',
  params: codingStandardToolParams,
  query: patternFiltersQuery,
  response: (r) => r.patternsOverviewSchema,
  specIds: ['codingStandardToolPatternsOverview'],
});

/**
 * Turns on (or off) every pattern of a coding standard's tool that the filters pick, or all of them without
 * filters.
 */
export const updateCodingStandardPatterns = defineOperation({
  id: 'codingStandards.updatePatterns',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/coding-standards/{codingStandardId}/tools/{toolUuid}/patterns/update',
  params: codingStandardToolParams,
  query: updatePatternsQuery,
  body: updatePatternsBody,
  responseType: 'none',
  specIds: ['updateCodingStandardPatterns'],
});
