import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { listEnvelope } from './common.js';

const priorities = ['Low', 'Medium', 'High', 'Critical'] as const;
const assessments = ['Low', 'Medium', 'High', 'not_applicable'] as const;

/** Who ignored a security finding, when and why. */
export const securityItemIgnoredSchema = z.looseObject({
  at: z.string(),
  authorId: z.number(),
  authorName: z.string(),
  reason: z.string(),
});

/** A security and risk management finding of an organization. */
export const securityItemSchema = z.looseObject({
  id: z.string(),
  itemSource: openEnum(['Codacy', 'Jira', 'PenTest', 'ZAP']),
  itemSourceId: z.string(),
  title: z.string(),
  repository: z.optional(z.string()),
  openedAt: z.string(),
  closedAt: z.optional(z.string()),
  dueAt: z.string(),
  ignored: z.optional(securityItemIgnoredSchema),
  priority: openEnum(priorities),
  status: openEnum(['Overdue', 'OnTrack', 'DueSoon', 'ClosedOnTime', 'ClosedLate', 'Ignored']),
  htmlUrl: z.optional(z.string()),
  projectKey: z.optional(z.string()),
  securityCategory: z.optional(z.string()),
  scanType: z.optional(z.string()),
  summary: z.optional(z.string()),
  cvssScore: z.optional(z.number()),
  cvssVector: z.optional(z.string()),
  cwe: z.optional(z.string()),
  cve: z.optional(z.string()),
  affectedVersion: z.optional(z.string()),
  fixedVersion: z.optional(z.array(z.string())),
  application: z.optional(z.string()),
  affectedTargets: z.optional(z.string()),
  additionalInfo: z.optional(z.string()),
  likelihood: z.optional(openEnum(assessments)),
  effortToFix: z.optional(openEnum(assessments)),
  remediation: z.optional(z.string()),
  dastTargetUrls: z.optional(z.string()),
});

/** A page of security findings. */
export const securityItemPageSchema = listEnvelope(securityItemSchema);

/** A page of the security categories that have findings. */
export const securityCategoryPageSchema = listEnvelope(z.string());

/** Figures of the security dashboard. */
export const securityDashboardSchema = z.looseObject({
  totalOpen: z.number(),
  totalNewThisWeek: z.number(),
  totalClosed: z.number(),
  onTrack: z.number(),
  dueSoon: z.number(),
  overdue: z.number(),
  closedOnTime: z.number(),
  closedLate: z.number(),
  openCritical: z.number(),
  openHigh: z.number(),
  openMedium: z.number(),
  openLow: z.number(),
  openSAST: z.number(),
  openSCA: z.number(),
  openContainerSCA: z.number(),
  openSecrets: z.number(),
  openIaC: z.number(),
  openCICD: z.number(),
  openLicense: z.number(),
  openPenTesting: z.number(),
  openDAST: z.number(),
  openCSPM: z.number(),
  openScanNotAttributed: z.number(),
});

/** Open findings of one security category. */
export const securityCategoryCountSchema = z.looseObject({ name: z.string(), total: z.number() });
/** The categories with the most open findings. */
export const securityCategoryCountsSchema = z.array(securityCategoryCountSchema);

/** Open findings of one repository, by priority. */
export const securityRepositoryCountSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  critical: z.number(),
  high: z.number(),
  medium: z.number(),
  low: z.number(),
});
/** The repositories with the most open findings. */
export const securityRepositoryCountsSchema = z.array(securityRepositoryCountSchema);

/** Findings of one time interval, by priority. */
export const securityHistoryPointSchema = z.looseObject({
  since: z.string(),
  until: z.string(),
  newCritical: z.number(),
  newHigh: z.number(),
  newMedium: z.number(),
  newLow: z.number(),
  fixedCritical: z.number(),
  fixedHigh: z.number(),
  fixedMedium: z.number(),
  fixedLow: z.number(),
  openCritical: z.number(),
  openHigh: z.number(),
  openMedium: z.number(),
  openLow: z.number(),
  ignoredCritical: z.number(),
  ignoredHigh: z.number(),
  ignoredMedium: z.number(),
  ignoredLow: z.number(),
  unignoredCritical: z.number(),
  unignoredHigh: z.number(),
  unignoredMedium: z.number(),
  unignoredLow: z.number(),
});
/** The history of the findings, one point per interval. */
export const securityHistorySchema = z.array(securityHistoryPointSchema);

/** A DAST report uploaded to the service. */
export const dastReportSchema = z.looseObject({
  id: z.string(),
  organizationId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  generatedAt: z.string(),
  state: openEnum(['InProgress', 'Success', 'Failure']),
  tool: openEnum(['ZAP']),
  failureReason: z.optional(z.string()),
});

/** A page of uploaded DAST reports, newest first. */
export const dastReportPageSchema = listEnvelope(dastReportSchema);

/** The id of an uploaded DAST report. */
export const dastReportUploadSchema = z.looseObject({ id: z.string() });

/** An organization admin or security manager. */
export const securityManagerSchema = z.looseObject({
  userId: z.number(),
  name: z.optional(z.string()),
  email: z.string(),
  createdAt: z.string(),
});

/** A page of security managers, organization admins first. */
export const securityManagerPageSchema = listEnvelope(securityManagerSchema);

/** A repository in short: its id, provider, owner and name. */
export const repositorySummarySchema = z.looseObject({
  repositoryId: z.optional(z.number()),
  provider: z.string(),
  owner: z.string(),
  name: z.string(),
});

/** A page of the repositories with security findings. */
export const repositorySummaryPageSchema = listEnvelope(repositorySummarySchema);

/** Days allowed to handle a finding, by priority. */
export const slaConfigSchema = z.looseObject({
  criticalSla: z.number(),
  highSla: z.number(),
  mediumSla: z.number(),
  lowSla: z.number(),
});

/** The SLA configuration of an organization, as the API answers it (the whole body). */
export const slaConfigResponseSchema = z.looseObject({ slaConfig: slaConfigSchema });

/** One check of an OSSF Scorecard. */
export const ossfScorecardCheckSchema = z.looseObject({
  name: z.string(),
  score: z.number(),
  reason: z.string(),
  details: z.array(z.string()),
  documentation: z.looseObject({ url: z.string(), short: z.string() }),
  severity: openEnum(['Critical', 'High', 'Medium', 'Low', 'Unknown']),
});

/** The OSSF Scorecard of a repository or dependency. */
export const ossfScorecardSchema = z.looseObject({
  score: z.number(),
  date: z.string(),
  checks: z.array(ossfScorecardCheckSchema),
  failingCheckCount: z.number(),
  passingCheckCount: z.number(),
});

/** One analysis state of a DAST target. */
export const dastTargetStatusSchema = z.looseObject({
  status: openEnum(['queued', 'running', 'successful', 'failed']),
  transitionedAt: z.string(),
  transitionReason: z.optional(z.string()),
  analysisId: z.string(),
});

/** A target of DAST analysis. */
export const dastTargetSchema = z.looseObject({
  id: z.number(),
  url: z.string(),
  status: z.array(dastTargetStatusSchema),
  targetType: z.optional(openEnum(['webapp', 'openapi', 'graphql'])),
  apiDefinitionUrl: z.optional(z.string()),
  apiAuthHeaderNames: z.optional(z.array(z.string())),
});

/** A page of DAST targets. */
export const dastTargetPageSchema = listEnvelope(dastTargetSchema);

/** The id of a queued DAST analysis. */
export const dastAnalysisSchema = z.looseObject({ analysisId: z.string() });

/** The names of this module's answers, each the type of what its schema gives (written out below). */
export type Answers = {
  /** Who ignored a security finding, when and why. */
  SecurityItemIgnored: typeof securityItemIgnoredSchema;
  /**
  * A security finding: where it comes from (`itemSource`, `scanType`), its priority, its deadline and
  * status, and the details its source gives (CVE, CVSS, remediation, the DAST application…).
  */
  SecurityItem: typeof securityItemSchema;
  /** Open, new and closed findings; how they stand against their deadlines; open ones by priority and by scan type. */
  SecurityDashboard: typeof securityDashboardSchema;
  /** A security category and how many open findings it has. */
  SecurityCategoryCount: typeof securityCategoryCountSchema;
  /** A repository and its open findings by priority. */
  SecurityRepositoryCount: typeof securityRepositoryCountSchema;
  /**
  * One interval (`since` inclusive, `until` exclusive) of the findings' history: new and fixed during it,
  * open, ignored and unignored at its start, each by priority.
  */
  SecurityHistoryPoint: typeof securityHistoryPointSchema;
  /** An uploaded DAST report and how its processing went (`InProgress`, `Success`, or `Failure` with a `failureReason`). */
  DastReport: typeof dastReportSchema;
  /** What an upload of a DAST report returns: the report's id. */
  DastReportUpload: typeof dastReportUploadSchema;
  /** An organization admin or security manager. */
  SecurityManager: typeof securityManagerSchema;
  /** A repository in short. */
  RepositorySummary: typeof repositorySummarySchema;
  /** Days allowed to handle a finding, by priority. */
  SlaConfig: typeof slaConfigSchema;
  /** The SLA configuration of an organization. */
  SlaConfigResponse: typeof slaConfigResponseSchema;
  /** One check of an OSSF Scorecard: its score, why, and its documentation. */
  OssfScorecardCheck: typeof ossfScorecardCheckSchema;
  /** An OSSF Scorecard: the overall score, its date, and its checks. */
  OssfScorecard: typeof ossfScorecardSchema;
  /** An analysis of a DAST target: its state, since when, why, and its id. */
  DastTargetStatus: typeof dastTargetStatusSchema;
  /** A DAST target: its URL and type, and its analyses (empty before the first; one running and one queued at most). */
  DastTarget: typeof dastTargetSchema;
  /** A queued DAST analysis. */
  DastAnalysis: typeof dastAnalysisSchema;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.

/** Who ignored a security finding, when and why. */
export interface SecurityItemIgnored {
  /** Text: a date and time in ISO 8601 form. */
  at: string;
  /** A whole number. */
  authorId: number;
  /** Text. */
  authorName: string;
  /** Text. */
  reason: string;
}

/**
 * A security finding: where it comes from (`itemSource`, `scanType`), its priority, its deadline and
 * status, and the details its source gives (CVE, CVSS, remediation, the DAST application…).
 */
export interface SecurityItem {
  /** Text: a UUID. */
  id: string;
  /** One of `'Codacy'`, `'Jira'`, `'PenTest'` or `'ZAP'`, or another value the API adds later. */
  itemSource: 'Codacy' | 'Jira' | 'PenTest' | 'ZAP' | (string & {});
  /** Text. */
  itemSourceId: string;
  /** Text. */
  title: string;
  /** Text. Not always present. */
  repository?: string | undefined;
  /** Text: a date and time in ISO 8601 form. */
  openedAt: string;
  /** Text: a date and time in ISO 8601 form. Not always present. */
  closedAt?: string | undefined;
  /** Text: a date and time in ISO 8601 form. */
  dueAt: string;
  /** A `SecurityItemIgnored`. Not always present. */
  ignored?: SecurityItemIgnored | undefined;
  /** One of `'Low'`, `'Medium'`, `'High'` or `'Critical'`, or another value the API adds later. */
  priority: 'High' | 'Low' | 'Medium' | 'Critical' | (string & {});
  /** One of `'Overdue'`, `'OnTrack'`, `'DueSoon'`, `'ClosedOnTime'`, `'ClosedLate'` or `'Ignored'`, or another value the API adds later. */
  status: 'Overdue' | 'OnTrack' | 'DueSoon' | 'ClosedOnTime' | 'ClosedLate' | 'Ignored' | (string & {});
  /** Text. Not always present. */
  htmlUrl?: string | undefined;
  /** Text. Not always present. */
  projectKey?: string | undefined;
  /** Text. Not always present. */
  securityCategory?: string | undefined;
  /** Text. Not always present. */
  scanType?: string | undefined;
  /** Text. Not always present. */
  summary?: string | undefined;
  /** A number. Not always present. */
  cvssScore?: number | undefined;
  /** Text. Not always present. */
  cvssVector?: string | undefined;
  /** Text. Not always present. */
  cwe?: string | undefined;
  /** Text. Not always present. */
  cve?: string | undefined;
  /** Text. Not always present. */
  affectedVersion?: string | undefined;
  /** A list, each text. Not always present. */
  fixedVersion?: string[] | undefined;
  /** Text. Not always present. */
  application?: string | undefined;
  /** Text. Not always present. */
  affectedTargets?: string | undefined;
  /** Text. Not always present. */
  additionalInfo?: string | undefined;
  /** One of `'Low'`, `'Medium'`, `'High'` or `'not_applicable'`, or another value the API adds later. Not always present. */
  likelihood?: 'High' | 'Low' | 'Medium' | 'not_applicable' | (string & {}) | undefined;
  /** One of `'Low'`, `'Medium'`, `'High'` or `'not_applicable'`, or another value the API adds later. Not always present. */
  effortToFix?: 'High' | 'Low' | 'Medium' | 'not_applicable' | (string & {}) | undefined;
  /** Text. Not always present. */
  remediation?: string | undefined;
  /** Text. Not always present. */
  dastTargetUrls?: string | undefined;
}

/** Open, new and closed findings; how they stand against their deadlines; open ones by priority and by scan type. */
export interface SecurityDashboard {
  /** A whole number. */
  totalOpen: number;
  /** A whole number. */
  totalNewThisWeek: number;
  /** A whole number. */
  totalClosed: number;
  /** A whole number. */
  onTrack: number;
  /** A whole number. */
  dueSoon: number;
  /** A whole number. */
  overdue: number;
  /** A whole number. */
  closedOnTime: number;
  /** A whole number. */
  closedLate: number;
  /** A whole number. */
  openCritical: number;
  /** A whole number. */
  openHigh: number;
  /** A whole number. */
  openMedium: number;
  /** A whole number. */
  openLow: number;
  /** A whole number. */
  openSAST: number;
  /** A whole number. */
  openSCA: number;
  /** A whole number. */
  openContainerSCA: number;
  /** A whole number. */
  openSecrets: number;
  /** A whole number. */
  openIaC: number;
  /** A whole number. */
  openCICD: number;
  /** A whole number. */
  openLicense: number;
  /** A whole number. */
  openPenTesting: number;
  /** A whole number. */
  openDAST: number;
  /** A whole number. */
  openCSPM: number;
  /** A whole number. */
  openScanNotAttributed: number;
}

/** A security category and how many open findings it has. */
export interface SecurityCategoryCount {
  /** Text. */
  name: string;
  /** A number. */
  total: number;
}

/** A repository and its open findings by priority. */
export interface SecurityRepositoryCount {
  /** A number. */
  id: number;
  /** Text. */
  name: string;
  /** A number. */
  critical: number;
  /** A number. */
  high: number;
  /** A number. */
  medium: number;
  /** A number. */
  low: number;
}

/**
 * One interval (`since` inclusive, `until` exclusive) of the findings' history: new and fixed during it,
 * open, ignored and unignored at its start, each by priority.
 */
export interface SecurityHistoryPoint {
  /** Text. */
  since: string;
  /** Text. */
  until: string;
  /** A number. */
  newCritical: number;
  /** A number. */
  newHigh: number;
  /** A number. */
  newMedium: number;
  /** A number. */
  newLow: number;
  /** A number. */
  fixedCritical: number;
  /** A number. */
  fixedHigh: number;
  /** A number. */
  fixedMedium: number;
  /** A number. */
  fixedLow: number;
  /** A number. */
  openCritical: number;
  /** A number. */
  openHigh: number;
  /** A number. */
  openMedium: number;
  /** A number. */
  openLow: number;
  /** A number. */
  ignoredCritical: number;
  /** A number. */
  ignoredHigh: number;
  /** A number. */
  ignoredMedium: number;
  /** A number. */
  ignoredLow: number;
  /** A number. */
  unignoredCritical: number;
  /** A number. */
  unignoredHigh: number;
  /** A number. */
  unignoredMedium: number;
  /** A number. */
  unignoredLow: number;
}

/** An uploaded DAST report and how its processing went (`InProgress`, `Success`, or `Failure` with a `failureReason`). */
export interface DastReport {
  /** Text. */
  id: string;
  /** A number. */
  organizationId: number;
  /** Text. */
  createdAt: string;
  /** Text. */
  updatedAt: string;
  /** Text. */
  generatedAt: string;
  /** One of `'InProgress'`, `'Success'` or `'Failure'`, or another value the API adds later. */
  state: 'InProgress' | 'Success' | 'Failure' | (string & {});
  /** One of `'ZAP'`, or another value the API adds later. */
  tool: 'ZAP' | (string & {});
  /** Text. Not always present. */
  failureReason?: string | undefined;
}

/** What an upload of a DAST report returns: the report's id. */
export interface DastReportUpload {
  /** Text. */
  id: string;
}

/** An organization admin or security manager. */
export interface SecurityManager {
  /** A number. */
  userId: number;
  /** Text. Not always present. */
  name?: string | undefined;
  /** Text. */
  email: string;
  /** Text. */
  createdAt: string;
}

/** A repository in short. */
export interface RepositorySummary {
  /** A number. Not always present. */
  repositoryId?: number | undefined;
  /** Text. */
  provider: string;
  /** Text. */
  owner: string;
  /** Text. */
  name: string;
}

/** Days allowed to handle a finding, by priority. */
export interface SlaConfig {
  /** A whole number. */
  criticalSla: number;
  /** A whole number. */
  highSla: number;
  /** A whole number. */
  mediumSla: number;
  /** A whole number. */
  lowSla: number;
}

/** The SLA configuration of an organization. */
export interface SlaConfigResponse {
  /** A `SlaConfig`. */
  slaConfig: SlaConfig;
}

/** One check of an OSSF Scorecard: its score, why, and its documentation. */
export interface OssfScorecardCheck {
  /** Text. */
  name: string;
  /** A number. */
  score: number;
  /** Text. */
  reason: string;
  /** A list, each text. */
  details: string[];
  /** An object. */
  documentation: {
    /** Text. */
    url: string;
    /** Text. */
    short: string;
  };
  /** One of `'Critical'`, `'High'`, `'Medium'`, `'Low'` or `'Unknown'`, or another value the API adds later. */
  severity: 'High' | 'Unknown' | 'Low' | 'Medium' | 'Critical' | (string & {});
}

/** An OSSF Scorecard: the overall score, its date, and its checks. */
export interface OssfScorecard {
  /** A number. */
  score: number;
  /** Text. */
  date: string;
  /** A list, each a `OssfScorecardCheck`. */
  checks: OssfScorecardCheck[];
  /** A whole number. */
  failingCheckCount: number;
  /** A whole number. */
  passingCheckCount: number;
}

/** An analysis of a DAST target: its state, since when, why, and its id. */
export interface DastTargetStatus {
  /** One of `'queued'`, `'running'`, `'successful'` or `'failed'`, or another value the API adds later. */
  status: 'successful' | 'failed' | 'queued' | 'running' | (string & {});
  /** Text: a date and time in ISO 8601 form. */
  transitionedAt: string;
  /** Text. Not always present. */
  transitionReason?: string | undefined;
  /** Text: a UUID. */
  analysisId: string;
}

/** A DAST target: its URL and type, and its analyses (empty before the first; one running and one queued at most). */
export interface DastTarget {
  /** A whole number. */
  id: number;
  /** Text: an absolute web address. */
  url: string;
  /** A list, each a `DastTargetStatus`. */
  status: DastTargetStatus[];
  /** One of `'webapp'`, `'openapi'` or `'graphql'`, or another value the API adds later. Not always present. */
  targetType?: 'webapp' | 'openapi' | 'graphql' | (string & {}) | undefined;
  /** Text. Not always present. */
  apiDefinitionUrl?: string | undefined;
  /** A list, each text. Not always present. */
  apiAuthHeaderNames?: string[] | undefined;
}

/** A queued DAST analysis. */
export interface DastAnalysis {
  /** Text: a UUID. */
  analysisId: string;
}
// End of the generated answer types.
