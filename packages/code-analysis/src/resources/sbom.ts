import { type ApiPromise, type HttpClient, type Paginated, poll, type PollOptions, type RequestOptions } from '@typed-api/core';
import { walkList, type Inputs } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import {
  deleteImageSboms,
  deleteImageTag,
  getRepositorySbomPresignedUrl,
  listImageTags,
  listOrganizationImages,
  searchRepositoriesOfSbomDependency,
  searchSbomDependencies,
  searchSbomRepositories,
  uploadImageSbom,
} from '../operations/sbom.js';
import type {
  ContainerImage,
  DependencyRepository,
  DependencyUsageOverview,
  ImageTag,
  SbomDependency,
  SbomDownload,
  SbomOverview,
  SbomRepository,
} from '../responses/sbom.js';
import type { cursorPagingQuery, OrganizationRef, RepositoryRef } from '../schemas/common.js';
import { multipartBody } from '../schemas/security.js';
import type { CursorPage } from '../wire.js';
import { sendChecked } from './shape.js';

/** Paging of the SBOM lists: where to start (a cursor of a previous page) and the page size (1 to 100). */
export type SbomPagingOptions = z.input<typeof cursorPagingQuery>;

/**
 * Inputs of {@link SbomResource.searchDependencies}: the filters (a text search, repositories, segment
 * ids, finding severities, license risk categories; sent in the body), the order (`sortColumn` `severity`
 * or `ossfScore`, `columnOrder`) and paging (sent in the query).
 */
export type SearchSbomDependenciesOptions = Inputs<typeof searchSbomDependencies>;

/**
 * Inputs of {@link SbomResource.searchDependencyRepositories}: the dependency's full name and repository
 * names to keep (sent in the body), and paging (sent in the query).
 */
export type SearchDependencyRepositoriesOptions = Inputs<typeof searchRepositoriesOfSbomDependency>;

/**
 * Inputs of {@link SbomResource.searchRepositories}: paging (sent in the query), and filter fields as the
 * API takes them (it does not describe them; every other key goes to the body).
 */
export type SearchSbomRepositoriesOptions = Inputs<typeof searchSbomRepositories>;

/** What {@link SbomResource.uploadImageSbom} sends. */
export interface UploadImageSbomInput {
  /** The SBOM (SPDX or CycloneDX): its text, or a Blob or File holding it. */
  sbom: string | Blob;
  /** The file name the server sees; default `sbom.json`. */
  fileName?: string | undefined;
  /** The container image's name. */
  imageName: string;
  /** The image tag the SBOM describes. */
  tag: string;
  /** The repository to associate the image with. */
  repositoryName?: string | undefined;
  /** The environment the image runs in, e.g. `production`. */
  environment?: string | undefined;
}

/** Options of {@link SbomResource.waitForImageSbom}: the wait's options, `onProgress` getting the tag (undefined while it is not listed), and each poll's `headers`. */
export type WaitForImageSbomOptions = PollOptions<ImageTag | undefined>;

/** True when the service has analysed a tag's SBOM since it was last uploaded. */
export function isImageTagAnalysed(tag: ImageTag | undefined): tag is ImageTag {
  if (!tag?.lastAnalysedAt) return false;
  return !tag.uploadedAt || Date.parse(tag.lastAnalysedAt) >= Date.parse(tag.uploadedAt);
}

/**
 * Software bills of materials: the dependencies used across an organization and the repositories using
 * them, repositories' SBOMs, and container images with the SBOMs of their tags.
 */
export class SbomResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Reads a short-lived URL from which to download the repository's latest SBOM (JSON). */
  getRepositorySbomUrl(repo: RepositoryRef, requestOptions?: RequestOptions): ApiPromise<SbomDownload> {
    return this.#http.call(getRepositorySbomPresignedUrl, { params: repo }, requestOptions);
  }

  /** Searches the dependencies used across the organization, page by page; each page carries the search's `overview`. */
  searchDependencies(
    org: OrganizationRef,
    options: SearchSbomDependenciesOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<SbomDependency, CursorPage<SbomDependency, { overview: SbomOverview }>> {
    return walkList(this.#http, searchSbomDependencies, { params: org, input: options }, requestOptions);
  }

  /** Searches the repositories that use a version of a dependency, page by page; each page carries the dependency's `overview`. */
  searchDependencyRepositories(
    org: OrganizationRef,
    options: SearchDependencyRepositoriesOptions,
    requestOptions?: RequestOptions,
  ): Paginated<DependencyRepository, CursorPage<DependencyRepository, { overview: DependencyUsageOverview }>> {
    return walkList(this.#http, searchRepositoriesOfSbomDependency, { params: org, input: options }, requestOptions);
  }

  /** Searches the repositories with dependency information, page by page; each page carries the search's `overview`. */
  searchRepositories(
    org: OrganizationRef,
    options: SearchSbomRepositoriesOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<SbomRepository, CursorPage<SbomRepository, { overview: SbomOverview }>> {
    return walkList(this.#http, searchSbomRepositories, { params: org, input: options }, requestOptions);
  }

  /** Lists the organization's container images with SBOMs, page by page. */
  listImages(org: OrganizationRef, options: SbomPagingOptions = {}, requestOptions?: RequestOptions): Paginated<ContainerImage, CursorPage<ContainerImage>> {
    return walkList(this.#http, listOrganizationImages, { params: org, query: options }, requestOptions);
  }

  /** Lists the tags of a container image, page by page. */
  listImageTags(org: OrganizationRef, imageName: string, options: SbomPagingOptions = {}, requestOptions?: RequestOptions): Paginated<ImageTag, CursorPage<ImageTag>> {
    return walkList(this.#http, listImageTags, { params: { ...org, imageName }, query: options }, requestOptions);
  }

  /**
   * Uploads the SBOM of a container image tag (replacing the tag's previous one). The service analyses it
   * afterwards: see {@link SbomResource.waitForImageSbom}.
   */
  uploadImageSbom(org: OrganizationRef, input: UploadImageSbomInput, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return sendChecked(uploadImageSbom.id, input, ['sbom', 'fileName', 'imageName', 'tag', 'repositoryName', 'environment'], () =>
      this.#http.call(
        uploadImageSbom,
        {
          params: org,
          body: multipartBody({
            sbom: { content: input.sbom, name: input.fileName ?? 'sbom.json' },
            imageName: input.imageName,
            tag: input.tag,
            repositoryName: input.repositoryName,
            environment: input.environment,
          }),
        },
        requestOptions,
      ),
    );
  }

  /** Deletes a container image and the SBOMs of all its tags. */
  deleteImage(org: OrganizationRef, imageName: string, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteImageSboms, { params: { ...org, imageName } }, requestOptions);
  }

  /** Deletes the SBOM of one tag of a container image. */
  deleteImageTag(org: OrganizationRef, imageName: string, tag: string, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteImageTag, { params: { ...org, imageName, tag } }, requestOptions);
  }

  /**
   * Polls the image's tags until the service has analysed the SBOM of `tag` since its last upload
   * (`lastAnalysedAt` at or after `uploadedAt`) and returns the tag. A tag not listed yet is waited for too.
   * Bounded by `timeoutMs` (WaitTimeoutError) and cancelled by `signal` (AbortError). `onProgress` sees each
   * reading, its status `not_listed`, `analysing` (uploaded, not analysed since), then `analysed`.
   */
  async waitForImageSbom(org: OrganizationRef, imageName: string, tag: string, options?: WaitForImageSbomOptions): Promise<ImageTag> {
    const found = await poll(
      async (callOptions) => {
        // The tags endpoint has no filter by tag: walk the list until it shows up.
        for await (const listed of this.listImageTags(org, imageName, {}, callOptions)) {
          if (listed.tag === tag) return listed;
        }
        return undefined;
      },
      isImageTagAnalysed,
      options,
      (listed) => (listed === undefined ? 'not_listed' : isImageTagAnalysed(listed) ? 'analysed' : 'analysing'),
    );
    // The wait only ends on an analysed tag.
    if (!isImageTagAnalysed(found)) throw new TypeError(`the wait for ${imageName}:${tag} ended without its analysis`);
    return found;
  }
}
