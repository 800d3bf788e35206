import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { listEnvelope } from './common.js';

/** Open findings of one severity. */
export const openFindingsCountSchema = z.looseObject({ severity: z.string(), open: z.number() });

/** What is known of a license. */
export const licenseDetailsSchema = z.looseObject({
  name: z.optional(z.string()),
  url: z.optional(z.string()),
  isOsiApproved: z.optional(z.boolean()),
  isFsfLibre: z.optional(z.boolean()),
  riskCategory: z.optional(openEnum(['Forbidden', 'Restricted', 'Reciprocal', 'Notice', 'Permissive', 'Unencumbered', 'Unknown'])),
  isDerivedByAi: z.optional(z.boolean()),
});

/** Counts of repositories and dependencies, over all and after the filters. */
export const sbomOverviewSchema = z.looseObject({
  totalRepositoriesCount: z.number(),
  filteredRepositoriesCount: z.number(),
  totalDependenciesCount: z.number(),
  filteredDependenciesCount: z.number(),
});

/** A dependency used across an organization. */
export const sbomDependencySchema = z.looseObject({
  fullName: z.string(),
  purl: z.optional(z.string()),
  ossfScore: z.optional(z.number()),
  repositoriesCount: z.number(),
  versionsCount: z.number(),
  findings: z.array(openFindingsCountSchema),
  licensesDetails: z.array(licenseDetailsSchema),
});

/** A page of dependencies, with the overview of the search. */
export const sbomDependencyPageSchema = z.extend(listEnvelope(sbomDependencySchema), { overview: sbomOverviewSchema });

/** A repository that uses a version of a dependency. */
export const dependencyRepositorySchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  dependencyVersion: z.optional(z.string()),
  highestFindingSeverity: z.optional(z.string()),
  /** License names (the API prefers `licensesDetails`). */
  licenses: z.array(z.string()),
  licensesDetails: z.array(licenseDetailsSchema),
});

/** How a dependency is used across the repositories. */
export const dependencyUsageOverviewSchema = z.looseObject({
  name: z.optional(z.string()),
  fullName: z.string(),
  purl: z.optional(z.string()),
  ossfScore: z.optional(z.number()),
  latestVersion: z.optional(z.string()),
  oldestVersion: z.optional(z.string()),
  totalVersionsCount: z.optional(z.number()),
  filteredVersionsCount: z.number(),
  totalRepositoriesCount: z.number(),
  filteredRepositoriesCount: z.number(),
});

/** A page of the repositories that use a dependency, with the overview of its use. */
export const dependencyRepositoryPageSchema = z.extend(listEnvelope(dependencyRepositorySchema), { overview: dependencyUsageOverviewSchema });

/** A repository with dependency information. */
export const sbomRepositorySchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  dependenciesCount: z.number(),
  dependenciesFindings: z.array(openFindingsCountSchema),
});

/** A page of repositories with dependency information, with the overview of the search. */
export const sbomRepositoryPageSchema = z.extend(listEnvelope(sbomRepositorySchema), { overview: sbomOverviewSchema });

/** Where to download the latest SBOM of a repository (the whole body of the answer). */
export const sbomDownloadSchema = z.looseObject({ url: z.string() });

/** A container image with SBOMs. */
export const containerImageSchema = z.looseObject({
  imageName: z.string(),
  latestTag: z.optional(z.nullable(z.string())),
  lastSbomUploaded: z.optional(z.nullable(z.string())),
  lastSbomGenerated: z.optional(z.nullable(z.string())),
});

/** A page of container images. */
export const containerImagePageSchema = listEnvelope(containerImageSchema);

/** A tag of a container image, with its SBOM. */
export const imageTagSchema = z.looseObject({
  imageName: z.string(),
  tag: z.string(),
  environment: z.optional(z.nullable(z.string())),
  repositoryId: z.optional(z.nullable(z.number())),
  repositoryName: z.optional(z.nullable(z.string())),
  generatedAt: z.optional(z.nullable(z.string())),
  uploadedAt: z.optional(z.nullable(z.string())),
  /** Superseded by `lastAnalysedAt`. */
  scanStatus: z.optional(z.nullable(z.string())),
  lastAnalysedAt: z.optional(z.nullable(z.string())),
});

/** A page of the tags of a container image. */
export const imageTagPageSchema = listEnvelope(imageTagSchema);

/** The names of this module's answers, each the type of what its schema gives (written out below). */
export type Answers = {
  /** A severity and how many open findings have it. */
  OpenFindingsCount: typeof openFindingsCountSchema;
  /** A license: its name and page, whether OSI approved and FSF libre, and its risk category. */
  LicenseDetails: typeof licenseDetailsSchema;
  /** How many repositories have dependency information and how many dependencies they use, over all and filtered. */
  SbomOverview: typeof sbomOverviewSchema;
  /** A dependency: its name and purl, OSSF score, how many repositories and versions use it, its findings and licenses. */
  SbomDependency: typeof sbomDependencySchema;
  /** A repository using a dependency: which version, its worst finding, and the licenses. */
  DependencyRepository: typeof dependencyRepositorySchema;
  /** A dependency's use: its versions (latest, oldest, how many) and repositories, over all and filtered. */
  DependencyUsageOverview: typeof dependencyUsageOverviewSchema;
  /** A repository: how many dependencies it has (indirect ones included) and their open findings by severity. */
  SbomRepository: typeof sbomRepositorySchema;
  /** A presigned, short-lived URL of a repository's latest SBOM (JSON). */
  SbomDownload: typeof sbomDownloadSchema;
  /** A container image: its latest tag, and when an SBOM was last uploaded and generated. */
  ContainerImage: typeof containerImageSchema;
  /**
  * A tag of a container image: where it runs, the repository it belongs to, when its SBOM was generated
  * and uploaded, and when the service last analysed it.
  */
  ImageTag: typeof imageTagSchema;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.

/** A severity and how many open findings have it. */
export interface OpenFindingsCount {
  /** Text. */
  severity: string;
  /** A number. */
  open: number;
}

/** A license: its name and page, whether OSI approved and FSF libre, and its risk category. */
export interface LicenseDetails {
  /** Text. Not always present. */
  name?: string | undefined;
  /** Text. Not always present. */
  url?: string | undefined;
  /** `true` or `false`. Not always present. */
  isOsiApproved?: boolean | undefined;
  /** `true` or `false`. Not always present. */
  isFsfLibre?: boolean | undefined;
  /** One of `'Forbidden'`, `'Restricted'`, `'Reciprocal'`, `'Notice'`, `'Permissive'`, `'Unencumbered'` or `'Unknown'`, or another value the API adds later. Not always present. */
  riskCategory?: 'Forbidden' | 'Restricted' | 'Reciprocal' | 'Notice' | 'Permissive' | 'Unencumbered' | 'Unknown' | (string & {}) | undefined;
  /** `true` or `false`. Not always present. */
  isDerivedByAi?: boolean | undefined;
}

/** How many repositories have dependency information and how many dependencies they use, over all and filtered. */
export interface SbomOverview {
  /** A number. */
  totalRepositoriesCount: number;
  /** A number. */
  filteredRepositoriesCount: number;
  /** A number. */
  totalDependenciesCount: number;
  /** A number. */
  filteredDependenciesCount: number;
}

/** A dependency: its name and purl, OSSF score, how many repositories and versions use it, its findings and licenses. */
export interface SbomDependency {
  /** Text. */
  fullName: string;
  /** Text. Not always present. */
  purl?: string | undefined;
  /** A number. Not always present. */
  ossfScore?: number | undefined;
  /** A number. */
  repositoriesCount: number;
  /** A number. */
  versionsCount: number;
  /** A list, each a `OpenFindingsCount`. */
  findings: OpenFindingsCount[];
  /** A list, each a `LicenseDetails`. */
  licensesDetails: LicenseDetails[];
}

/** A repository using a dependency: which version, its worst finding, and the licenses. */
export interface DependencyRepository {
  /** A number. */
  id: number;
  /** Text. */
  name: string;
  /** Text. Not always present. */
  dependencyVersion?: string | undefined;
  /** Text. Not always present. */
  highestFindingSeverity?: string | undefined;
  /**
   * License names (the API prefers `licensesDetails`).
   *
   * A list, each text.
   */
  licenses: string[];
  /** A list, each a `LicenseDetails`. */
  licensesDetails: LicenseDetails[];
}

/** A dependency's use: its versions (latest, oldest, how many) and repositories, over all and filtered. */
export interface DependencyUsageOverview {
  /** Text. Not always present. */
  name?: string | undefined;
  /** Text. */
  fullName: string;
  /** Text. Not always present. */
  purl?: string | undefined;
  /** A number. Not always present. */
  ossfScore?: number | undefined;
  /** Text. Not always present. */
  latestVersion?: string | undefined;
  /** Text. Not always present. */
  oldestVersion?: string | undefined;
  /** A number. Not always present. */
  totalVersionsCount?: number | undefined;
  /** A number. */
  filteredVersionsCount: number;
  /** A number. */
  totalRepositoriesCount: number;
  /** A number. */
  filteredRepositoriesCount: number;
}

/** A repository: how many dependencies it has (indirect ones included) and their open findings by severity. */
export interface SbomRepository {
  /** A number. */
  id: number;
  /** Text. */
  name: string;
  /** A number. */
  dependenciesCount: number;
  /** A list, each a `OpenFindingsCount`. */
  dependenciesFindings: OpenFindingsCount[];
}

/** A presigned, short-lived URL of a repository's latest SBOM (JSON). */
export interface SbomDownload {
  /** Text: an absolute web address. */
  url: string;
}

/** A container image: its latest tag, and when an SBOM was last uploaded and generated. */
export interface ContainerImage {
  /** Text. */
  imageName: string;
  /** Text. May be `null`. Not always present. */
  latestTag?: string | null | undefined;
  /** Text. May be `null`. Not always present. */
  lastSbomUploaded?: string | null | undefined;
  /** Text. May be `null`. Not always present. */
  lastSbomGenerated?: string | null | undefined;
}

/**
 * A tag of a container image: where it runs, the repository it belongs to, when its SBOM was generated
 * and uploaded, and when the service last analysed it.
 */
export interface ImageTag {
  /** Text. */
  imageName: string;
  /** Text. */
  tag: string;
  /** Text. May be `null`. Not always present. */
  environment?: string | null | undefined;
  /** A number. May be `null`. Not always present. */
  repositoryId?: number | null | undefined;
  /** Text. May be `null`. Not always present. */
  repositoryName?: string | null | undefined;
  /** Text. May be `null`. Not always present. */
  generatedAt?: string | null | undefined;
  /** Text. May be `null`. Not always present. */
  uploadedAt?: string | null | undefined;
  /**
   * Superseded by `lastAnalysedAt`.
   *
   * Text. May be `null`. Not always present.
   */
  scanStatus?: string | null | undefined;
  /** Text. May be `null`. Not always present. */
  lastAnalysedAt?: string | null | undefined;
}
// End of the generated answer types.
