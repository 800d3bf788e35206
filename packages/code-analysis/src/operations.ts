import type { Operation } from '@typed-api/core/internal';
import { analysisOperations } from './resources/analysis.js';
import { autoconfigOperations } from './resources/autoconfig.js';
import { commitOperations } from './resources/commits.js';
import { coverageOperations } from './resources/coverage.js';
import { fileOperations } from './resources/files.js';
import { issueOperations } from './resources/issues.js';
import { organizationOperations } from './resources/organizations.js';
import { patternOperations } from './resources/patterns.js';
import { pullRequestOperations } from './resources/pull-requests.js';
import { repositoryOperations } from './resources/repositories.js';
import { toolOperations } from './resources/tools.js';
import { getVersion } from './resources/version.js';

/** Every operation of the package, described as data (for contract tests, the fake and coverage counts). */
export const operations: readonly Operation[] = [
  getVersion,
  ...repositoryOperations,
  ...toolOperations,
  ...patternOperations,
  ...analysisOperations,
  ...autoconfigOperations,
  ...pullRequestOperations,
  ...organizationOperations,
  ...issueOperations,
  ...fileOperations,
  ...commitOperations,
  ...coverageOperations,
];
