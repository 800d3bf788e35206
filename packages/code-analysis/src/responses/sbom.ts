import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { listEnvelope } from './common.js';

/** Open findings of one severity. */
export const openFindingsCountSchema = z.looseObject({ severity: z.string(), open: z.number() });
/** A severity and how many open findings have it. */
export type OpenFindingsCount = z.output<typeof openFindingsCountSchema>;

/** What is known of a license. */
export const licenseDetailsSchema = z.looseObject({
  name: z.optional(z.string()),
  url: z.optional(z.string()),
  isOsiApproved: z.optional(z.boolean()),
  isFsfLibre: z.optional(z.boolean()),
  riskCategory: z.optional(openEnum(['Forbidden', 'Restricted', 'Reciprocal', 'Notice', 'Permissive', 'Unencumbered', 'Unknown'])),
  isDerivedByAi: z.optional(z.boolean()),
});
/** A license: its name and page, whether OSI approved and FSF libre, and its risk category. */
export type LicenseDetails = z.output<typeof licenseDetailsSchema>;

/** Counts of repositories and dependencies, over all and after the filters. */
export const sbomOverviewSchema = z.looseObject({
  totalRepositoriesCount: z.number(),
  filteredRepositoriesCount: z.number(),
  totalDependenciesCount: z.number(),
  filteredDependenciesCount: z.number(),
});
/** How many repositories have dependency information and how many dependencies they use, over all and filtered. */
export type SbomOverview = z.output<typeof sbomOverviewSchema>;

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
/** A dependency: its name and purl, OSSF score, how many repositories and versions use it, its findings and licenses. */
export type SbomDependency = z.output<typeof sbomDependencySchema>;

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
/** A repository using a dependency: which version, its worst finding, and the licenses. */
export type DependencyRepository = z.output<typeof dependencyRepositorySchema>;

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
/** A dependency's use: its versions (latest, oldest, how many) and repositories, over all and filtered. */
export type DependencyUsageOverview = z.output<typeof dependencyUsageOverviewSchema>;

/** A page of the repositories that use a dependency, with the overview of its use. */
export const dependencyRepositoryPageSchema = z.extend(listEnvelope(dependencyRepositorySchema), { overview: dependencyUsageOverviewSchema });

/** A repository with dependency information. */
export const sbomRepositorySchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  dependenciesCount: z.number(),
  dependenciesFindings: z.array(openFindingsCountSchema),
});
/** A repository: how many dependencies it has (indirect ones included) and their open findings by severity. */
export type SbomRepository = z.output<typeof sbomRepositorySchema>;

/** A page of repositories with dependency information, with the overview of the search. */
export const sbomRepositoryPageSchema = z.extend(listEnvelope(sbomRepositorySchema), { overview: sbomOverviewSchema });

/** Where to download the latest SBOM of a repository (the whole body of the answer). */
export const sbomDownloadSchema = z.looseObject({ url: z.string() });
/** A presigned, short-lived URL of a repository's latest SBOM (JSON). */
export type SbomDownload = z.output<typeof sbomDownloadSchema>;

/** A container image with SBOMs. */
export const containerImageSchema = z.looseObject({
  imageName: z.string(),
  latestTag: z.optional(z.nullable(z.string())),
  lastSbomUploaded: z.optional(z.nullable(z.string())),
  lastSbomGenerated: z.optional(z.nullable(z.string())),
});
/** A container image: its latest tag, and when an SBOM was last uploaded and generated. */
export type ContainerImage = z.output<typeof containerImageSchema>;

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
/**
 * A tag of a container image: where it runs, the repository it belongs to, when its SBOM was generated
 * and uploaded, and when the service last analysed it.
 */
export type ImageTag = z.output<typeof imageTagSchema>;

/** A page of the tags of a container image. */
export const imageTagPageSchema = listEnvelope(imageTagSchema);
