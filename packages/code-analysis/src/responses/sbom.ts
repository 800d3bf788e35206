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
  severity: string;
  open: number;
}

/** A license: its name and page, whether OSI approved and FSF libre, and its risk category. */
export interface LicenseDetails {
  name?: string | undefined;
  url?: string | undefined;
  isOsiApproved?: boolean | undefined;
  isFsfLibre?: boolean | undefined;
  riskCategory?: 'Forbidden' | 'Restricted' | 'Reciprocal' | 'Notice' | 'Permissive' | 'Unencumbered' | 'Unknown' | (string & {}) | undefined;
  isDerivedByAi?: boolean | undefined;
}

/** How many repositories have dependency information and how many dependencies they use, over all and filtered. */
export interface SbomOverview {
  totalRepositoriesCount: number;
  filteredRepositoriesCount: number;
  totalDependenciesCount: number;
  filteredDependenciesCount: number;
}

/** A dependency: its name and purl, OSSF score, how many repositories and versions use it, its findings and licenses. */
export interface SbomDependency {
  fullName: string;
  purl?: string | undefined;
  ossfScore?: number | undefined;
  repositoriesCount: number;
  versionsCount: number;
  findings: OpenFindingsCount[];
  licensesDetails: LicenseDetails[];
}

/** A repository using a dependency: which version, its worst finding, and the licenses. */
export interface DependencyRepository {
  id: number;
  name: string;
  dependencyVersion?: string | undefined;
  highestFindingSeverity?: string | undefined;
  /** License names (the API prefers `licensesDetails`). */
  licenses: string[];
  licensesDetails: LicenseDetails[];
}

/** A dependency's use: its versions (latest, oldest, how many) and repositories, over all and filtered. */
export interface DependencyUsageOverview {
  name?: string | undefined;
  fullName: string;
  purl?: string | undefined;
  ossfScore?: number | undefined;
  latestVersion?: string | undefined;
  oldestVersion?: string | undefined;
  totalVersionsCount?: number | undefined;
  filteredVersionsCount: number;
  totalRepositoriesCount: number;
  filteredRepositoriesCount: number;
}

/** A repository: how many dependencies it has (indirect ones included) and their open findings by severity. */
export interface SbomRepository {
  id: number;
  name: string;
  dependenciesCount: number;
  dependenciesFindings: OpenFindingsCount[];
}

/** A presigned, short-lived URL of a repository's latest SBOM (JSON). */
export interface SbomDownload {
  url: string;
}

/** A container image: its latest tag, and when an SBOM was last uploaded and generated. */
export interface ContainerImage {
  imageName: string;
  latestTag?: string | null | undefined;
  lastSbomUploaded?: string | null | undefined;
  lastSbomGenerated?: string | null | undefined;
}

/**
 * A tag of a container image: where it runs, the repository it belongs to, when its SBOM was generated
 * and uploaded, and when the service last analysed it.
 */
export interface ImageTag {
  imageName: string;
  tag: string;
  environment?: string | null | undefined;
  repositoryId?: number | null | undefined;
  repositoryName?: string | null | undefined;
  generatedAt?: string | null | undefined;
  uploadedAt?: string | null | undefined;
  /** Superseded by `lastAnalysedAt`. */
  scanStatus?: string | null | undefined;
  lastAnalysedAt?: string | null | undefined;
}
// End of the generated answer types.
