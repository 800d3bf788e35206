// Hand-written: the pull requests of an organization are one page the API gives no cursor for, shaped
// here like the pages of the lists; and a wait composes repeated reads of the onboarding progress.
import { type ApiPromise, type HttpClient, poll, type PollOptions, type RequestOptions } from '@typed-api/core';
import { toListPage } from '@typed-api/core/internal';
import { organizationsPlans } from '../plans/index.js';
import type { OrganizationsListPullRequestsInputs, OrganizationsMethods } from '../functions/organizations.js';
import type { OnboardingStep } from '../responses/organizations.js';
import type { PullRequestWithAnalysis } from '../responses/pull-requests.js';
import { cursorListStyle, type CursorPage } from '../wire.js';

/** Options of {@link OrganizationsComposites.waitForOnboarding}: the wait's options, with the steps in `onProgress`, and each poll's `headers`. */
export type WaitForOnboardingOptions = PollOptions<OnboardingStep[]>;

/** True when an organization's onboarding has steps and every one of them is completed. */
export function isOnboardingComplete(steps: readonly OnboardingStep[]): boolean {
  return steps.length > 0 && steps.every((step) => step.isCompleted);
}

/** Where the onboarding stands, for `onProgress`: the first step not completed, `done` once all are, `waiting` while none is listed. */
function onboardingStatus(steps: readonly OnboardingStep[]): string {
  if (steps.length === 0) return 'waiting';
  return steps.find((step) => !step.isCompleted)?.step ?? 'done';
}

/** What the organizations namespace does beyond one call per method: the one page of pull requests, and waiting for the onboarding. */
export class OrganizationsComposites {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /**
   * Lists the latest pull requests across an organization's repositories. The API offers no cursor here:
   * this is one page of up to `limit` pull requests.
   */
  listPullRequests(provider: string, organization: string, inputs?: OrganizationsListPullRequestsInputs, options?: RequestOptions): ApiPromise<CursorPage<PullRequestWithAnalysis>> {
    return this.#http
      .call(organizationsPlans('listPullRequests'), { params: { provider, organization }, input: inputs }, options)
      .map((body, response) => toListPage(cursorListStyle, body, response, undefined) as CursorPage<PullRequestWithAnalysis>);
  }

  /**
   * Polls the onboarding progress until every step is completed and returns the steps. Bounded by
   * `timeoutMs` (WaitTimeoutError) and cancelled by `signal` (AbortError); `onProgress` sees each reading, its
   * status the name of the first step still to complete (`done` once every step is).
   */
  async waitForOnboarding(provider: string, organization: string, options?: WaitForOnboardingOptions): Promise<OnboardingStep[]> {
    return poll((callOptions) => this.onboardingProgress(provider, organization, callOptions), isOnboardingComplete, options, onboardingStatus);
  }
}

// The class's own generated methods, which the namespace's class (its subclass) defines.
export interface OrganizationsComposites extends Pick<OrganizationsMethods, 'onboardingProgress'> {}
