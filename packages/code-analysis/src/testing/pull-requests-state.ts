/** An AI review asked for through `pullRequests.triggerAiReview`. */
export interface FakeAiReview {
  /** `provider/organization/repository#number` of the pull request. */
  pullRequest: string;
  /** When it was asked for (ISO time). */
  requestedAt: string;
}

/** The `pullRequests` namespace's state: bypassed analysis statuses and requested AI reviews. */
export interface FakePullRequestsState {
  /** Pull requests whose analysis status was bypassed, as `provider/organization/repository#number`. */
  bypassed: Set<string>;
  /** AI reviews asked for, oldest first. */
  aiReviews: FakeAiReview[];
}

/** The `pullRequests` state the fake starts with: nothing bypassed, no AI review asked for. */
export function seedPullRequests(): FakePullRequestsState {
  return { bypassed: new Set(), aiReviews: [] };
}
