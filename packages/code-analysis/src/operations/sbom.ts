import { cursorPagingQuery, orgParams, repoParams } from '../schemas/common.js';
import {
  dependencyRepositoriesBody,
  imageParams,
  imageTagParams,
  sbomDependencyFiltersBody,
  sbomRepositoriesBody,
  searchSbomDependenciesQuery,
} from '../schemas/sbom.js';
import { cursorListStyle } from '../wire.js';
import { defineOperation } from '../define.js';

/** Reads a short-lived URL from which to download the repository's latest SBOM (JSON). */
export const getRepositorySbomPresignedUrl = defineOperation({
  id: 'sbom.getRepositorySbomUrl',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/projects/{repository}/sbom',
  params: repoParams,
  response: (r) => r.sbomDownloadSchema,
  // The server answers with the bare `{ url }`, not a `{ data }` envelope.
  payload: 'body',
  specIds: ['getRepositorySbomPresignedUrl'],
});

/**
 * Searches the dependencies used across the organization, page by page; each page carries the search's
 * `overview`.
 */
export const searchSbomDependencies = defineOperation({
  id: 'sbom.searchDependencies',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/sbom/dependencies/search',
  params: orgParams,
  query: searchSbomDependenciesQuery,
  body: sbomDependencyFiltersBody,
  response: (r) => r.sbomDependencyPageSchema,
  list: cursorListStyle,
  idempotent: 'a POST that only reads (a dependency search with its filters in the body)',
  specIds: ['searchSbomDependencies'],
});

/**
 * Searches the repositories that use a version of a dependency, page by page; each page carries the
 * dependency's `overview`.
 */
export const searchRepositoriesOfSbomDependency = defineOperation({
  id: 'sbom.searchDependencyRepositories',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/sbom/dependencies/repositories/search',
  params: orgParams,
  query: cursorPagingQuery,
  body: dependencyRepositoriesBody,
  response: (r) => r.dependencyRepositoryPageSchema,
  list: cursorListStyle,
  idempotent: 'a POST that only reads (repositories using a dependency, filters in the body)',
  specIds: ['searchRepositoriesOfSbomDependency'],
});

/**
 * Searches the repositories with dependency information, page by page; each page carries the search's
 * `overview`.
 */
export const searchSbomRepositories = defineOperation({
  id: 'sbom.searchRepositories',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/sbom/repositories/search',
  params: orgParams,
  query: cursorPagingQuery,
  body: sbomRepositoriesBody,
  response: (r) => r.sbomRepositoryPageSchema,
  list: cursorListStyle,
  idempotent: 'a POST that only reads (repositories with dependency data, filters in the body)',
  specIds: ['searchSbomRepositories'],
});

/** Lists the organization's container images with SBOMs, page by page. */
export const listOrganizationImages = defineOperation({
  id: 'sbom.listImages',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/images',
  params: orgParams,
  query: cursorPagingQuery,
  response: (r) => r.containerImagePageSchema,
  list: cursorListStyle,
  specIds: ['listOrganizationImages'],
});

/** Lists the tags of a container image, page by page. */
export const listImageTags = defineOperation({
  id: 'sbom.listImageTags',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/images/{imageName}/tags',
  params: imageParams,
  query: cursorPagingQuery,
  response: (r) => r.imageTagPageSchema,
  list: cursorListStyle,
  specIds: ['listImageTags'],
});

/** Uploads the SBOM of a container image tag (multipart: the SBOM file, image, tag, repository, environment). */
export const uploadImageSbom = defineOperation({
  id: 'sbom.uploadImageSbom',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/image-sboms',
  params: orgParams,
  // A multipart form, which the runtime encodes (boundary included).
  bodyType: 'raw',
  // The multipart form the method builds from its fields travels under this key of the inputs.
  bodyKey: 'form',
  // The API describes no answer body.
  responseType: 'none',
  specIds: ['uploadImageSbom'],
});

/** Deletes a container image and the SBOMs of all its tags. */
export const deleteImageSboms = defineOperation({
  id: 'sbom.deleteImage',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}/image-sboms/{imageName}',
  params: imageParams,
  responseType: 'none',
  specIds: ['deleteImageSboms'],
});

/** Deletes the SBOM of one tag of a container image. */
export const deleteImageTag = defineOperation({
  id: 'sbom.deleteImageTag',
  method: 'DELETE',
  path: '/organizations/{provider}/{organization}/image-sboms/{imageName}/tags/{tag}',
  params: imageTagParams,
  responseType: 'none',
  specIds: ['deleteImageTag'],
});
