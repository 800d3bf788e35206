// Hand-written: an SBOM upload turns its inputs into a multipart form, and a wait walks an image's tags
// until one of them is analysed.
import { type ApiPromise, type HttpClient, poll, type PollOptions, type RequestOptions } from '@typed-api/core';
import { sbomPlans } from '../plans/index.js';
import type { SbomMethods } from '../functions/sbom.js';
import type { ImageTag } from '../responses/sbom.js';
import { multipartBody, sendChecked } from './shape.js';

/** The inputs of {@link SbomComposites.uploadImageSbom}, sent as a multipart form. */
export interface SbomUploadImageSbomInputs {
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

/** Options of {@link SbomComposites.waitForImageSbom}: the wait's options, `onProgress` getting the tag (undefined while it is not listed), and each poll's `headers`. */
export type WaitForImageSbomOptions = PollOptions<ImageTag | undefined>;

/** True when the service has analysed a tag's SBOM since it was last uploaded. */
export function isImageTagAnalysed(tag: ImageTag | undefined): tag is ImageTag {
  if (!tag?.lastAnalysedAt) return false;
  return !tag.uploadedAt || Date.parse(tag.lastAnalysedAt) >= Date.parse(tag.uploadedAt);
}

/** What the SBOM namespace does beyond one call per method: uploading an image's SBOM, and waiting for its analysis. */
export class SbomComposites {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /**
   * Uploads the SBOM of a container image tag (replacing the tag's previous one). The service analyses it
   * afterwards: see {@link SbomComposites.waitForImageSbom}.
   */
  uploadImageSbom(provider: string, organization: string, inputs: SbomUploadImageSbomInputs, options?: RequestOptions): ApiPromise<undefined> {
    const plan = sbomPlans('uploadImageSbom');
    return sendChecked(plan.id, inputs, ['sbom', 'fileName', 'imageName', 'tag', 'repositoryName', 'environment'], () =>
      this.#http.call(
        plan,
        {
          params: { provider, organization },
          input: {
            form: multipartBody({
              sbom: { content: inputs.sbom, name: inputs.fileName ?? 'sbom.json' },
              imageName: inputs.imageName,
              tag: inputs.tag,
              repositoryName: inputs.repositoryName,
              environment: inputs.environment,
            }),
          },
        },
        options,
      ),
    );
  }

  /**
   * Polls the image's tags until the service has analysed the SBOM of `tag` since its last upload
   * (`lastAnalysedAt` at or after `uploadedAt`) and returns the tag. A tag not listed yet is waited for too.
   * Bounded by `timeoutMs` (WaitTimeoutError) and cancelled by `signal` (AbortError). `onProgress` sees each
   * reading, its status `not_listed`, `analysing` (uploaded, not analysed since), then `analysed`.
   */
  async waitForImageSbom(provider: string, organization: string, imageName: string, tag: string, options?: WaitForImageSbomOptions): Promise<ImageTag> {
    const found = await poll(
      async (callOptions) => {
        // The tags endpoint has no filter by tag: walk the list until it shows up.
        for await (const listed of this.listImageTags(provider, organization, imageName, {}, callOptions)) {
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

// The class's own generated methods, which the namespace's class (its subclass) defines.
export interface SbomComposites extends Pick<SbomMethods, 'listImageTags'> {}
