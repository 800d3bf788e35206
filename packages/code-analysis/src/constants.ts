// Values the package's runtime code and its schemas share, in a module without schemas: an application
// that imports one of them (or anything else from the package's index) does not reach zod through it.

/** Risk categories of licenses, from the most to the least restrictive. */
export const licenseRiskCategories = ['Forbidden', 'Restricted', 'Reciprocal', 'Notice', 'Permissive', 'Unencumbered', 'Unknown'] as const;
/** Risk category of a license. */
export type LicenseRiskCategory = (typeof licenseRiskCategories)[number];

/** Priorities of security findings, lowest first. */
export const securityPriorities = ['Low', 'Medium', 'High', 'Critical'] as const;
/** Priority of a security finding. */
export type SecurityPriority = (typeof securityPriorities)[number];

/** Where a security finding stands against its deadline (or that it was ignored). */
export const securityStatuses = ['Overdue', 'OnTrack', 'DueSoon', 'ClosedOnTime', 'ClosedLate', 'Ignored'] as const;
/** Status of a security finding. */
export type SecurityStatus = (typeof securityStatuses)[number];

/** The kinds of scan that find security issues. */
export const securityScanTypes = ['SAST', 'SCA', 'ContainerSCA', 'Secrets', 'IaC', 'CICD', 'License', 'PenTesting', 'DAST', 'CSPM'] as const;
/** Kind of scan that found a security issue. */
export type SecurityScanType = (typeof securityScanTypes)[number];

/** Why an issue or a security finding is ignored: the reasons the API names (it may add others). */
export const ignoreReasons = ['AcceptedUse', 'FalsePositive', 'NotExploitable', 'TestCode', 'ExternalCode'] as const;
/** Reason for ignoring an issue or a security finding. */
export type IgnoreReason = (typeof ignoreReasons)[number];

/** Severity levels of patterns and issues. */
export const severityLevels = ['Error', 'High', 'Warning', 'Info'] as const;
/** Severity level of a pattern or issue. */
export type SeverityLevel = (typeof severityLevels)[number];

/** Pattern categories. */
export const patternCategories = [
  'Security',
  'ErrorProne',
  'CodeStyle',
  'Compatibility',
  'UnusedCode',
  'Complexity',
  'Comprehensibility',
  'Documentation',
  'BestPractice',
  'Performance',
] as const;
/** Category of a pattern or issue. */
export type PatternCategory = (typeof patternCategories)[number];
