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
  at: string;
  authorId: number;
  authorName: string;
  reason: string;
}

/**
 * A security finding: where it comes from (`itemSource`, `scanType`), its priority, its deadline and
 * status, and the details its source gives (CVE, CVSS, remediation, the DAST application…).
 */
export interface SecurityItem {
  id: string;
  itemSource: 'Codacy' | 'Jira' | 'PenTest' | 'ZAP' | (string & {});
  itemSourceId: string;
  title: string;
  repository?: string | undefined;
  openedAt: string;
  closedAt?: string | undefined;
  dueAt: string;
  ignored?: SecurityItemIgnored | undefined;
  priority: 'High' | 'Low' | 'Medium' | 'Critical' | (string & {});
  status: 'Overdue' | 'OnTrack' | 'DueSoon' | 'ClosedOnTime' | 'ClosedLate' | 'Ignored' | (string & {});
  htmlUrl?: string | undefined;
  projectKey?: string | undefined;
  securityCategory?: string | undefined;
  scanType?: string | undefined;
  summary?: string | undefined;
  cvssScore?: number | undefined;
  cvssVector?: string | undefined;
  cwe?: string | undefined;
  cve?: string | undefined;
  affectedVersion?: string | undefined;
  fixedVersion?: string[] | undefined;
  application?: string | undefined;
  affectedTargets?: string | undefined;
  additionalInfo?: string | undefined;
  likelihood?: 'High' | 'Low' | 'Medium' | 'not_applicable' | (string & {}) | undefined;
  effortToFix?: 'High' | 'Low' | 'Medium' | 'not_applicable' | (string & {}) | undefined;
  remediation?: string | undefined;
  dastTargetUrls?: string | undefined;
}

/** Open, new and closed findings; how they stand against their deadlines; open ones by priority and by scan type. */
export interface SecurityDashboard {
  totalOpen: number;
  totalNewThisWeek: number;
  totalClosed: number;
  onTrack: number;
  dueSoon: number;
  overdue: number;
  closedOnTime: number;
  closedLate: number;
  openCritical: number;
  openHigh: number;
  openMedium: number;
  openLow: number;
  openSAST: number;
  openSCA: number;
  openContainerSCA: number;
  openSecrets: number;
  openIaC: number;
  openCICD: number;
  openLicense: number;
  openPenTesting: number;
  openDAST: number;
  openCSPM: number;
  openScanNotAttributed: number;
}

/** A security category and how many open findings it has. */
export interface SecurityCategoryCount {
  name: string;
  total: number;
}

/** A repository and its open findings by priority. */
export interface SecurityRepositoryCount {
  id: number;
  name: string;
  critical: number;
  high: number;
  medium: number;
  low: number;
}

/**
 * One interval (`since` inclusive, `until` exclusive) of the findings' history: new and fixed during it,
 * open, ignored and unignored at its start, each by priority.
 */
export interface SecurityHistoryPoint {
  since: string;
  until: string;
  newCritical: number;
  newHigh: number;
  newMedium: number;
  newLow: number;
  fixedCritical: number;
  fixedHigh: number;
  fixedMedium: number;
  fixedLow: number;
  openCritical: number;
  openHigh: number;
  openMedium: number;
  openLow: number;
  ignoredCritical: number;
  ignoredHigh: number;
  ignoredMedium: number;
  ignoredLow: number;
  unignoredCritical: number;
  unignoredHigh: number;
  unignoredMedium: number;
  unignoredLow: number;
}

/** An uploaded DAST report and how its processing went (`InProgress`, `Success`, or `Failure` with a `failureReason`). */
export interface DastReport {
  id: string;
  organizationId: number;
  createdAt: string;
  updatedAt: string;
  generatedAt: string;
  state: 'InProgress' | 'Success' | 'Failure' | (string & {});
  tool: 'ZAP' | (string & {});
  failureReason?: string | undefined;
}

/** What an upload of a DAST report returns: the report's id. */
export interface DastReportUpload {
  id: string;
}

/** An organization admin or security manager. */
export interface SecurityManager {
  userId: number;
  name?: string | undefined;
  email: string;
  createdAt: string;
}

/** A repository in short. */
export interface RepositorySummary {
  repositoryId?: number | undefined;
  provider: string;
  owner: string;
  name: string;
}

/** Days allowed to handle a finding, by priority. */
export interface SlaConfig {
  criticalSla: number;
  highSla: number;
  mediumSla: number;
  lowSla: number;
}

/** The SLA configuration of an organization. */
export interface SlaConfigResponse {
  slaConfig: SlaConfig;
}

/** One check of an OSSF Scorecard: its score, why, and its documentation. */
export interface OssfScorecardCheck {
  name: string;
  score: number;
  reason: string;
  details: string[];
  documentation: {
    url: string;
    short: string;
  };
  severity: 'High' | 'Unknown' | 'Low' | 'Medium' | 'Critical' | (string & {});
}

/** An OSSF Scorecard: the overall score, its date, and its checks. */
export interface OssfScorecard {
  score: number;
  date: string;
  checks: OssfScorecardCheck[];
  failingCheckCount: number;
  passingCheckCount: number;
}

/** An analysis of a DAST target: its state, since when, why, and its id. */
export interface DastTargetStatus {
  status: 'successful' | 'failed' | 'queued' | 'running' | (string & {});
  transitionedAt: string;
  transitionReason?: string | undefined;
  analysisId: string;
}

/** A DAST target: its URL and type, and its analyses (empty before the first; one running and one queued at most). */
export interface DastTarget {
  id: number;
  url: string;
  status: DastTargetStatus[];
  targetType?: 'webapp' | 'openapi' | 'graphql' | (string & {}) | undefined;
  apiDefinitionUrl?: string | undefined;
  apiAuthHeaderNames?: string[] | undefined;
}

/** A queued DAST analysis. */
export interface DastAnalysis {
  analysisId: string;
}
// End of the generated answer types.
