import type { Issue } from '../responses/issues.js';

/** An ignored issue: the issue as the open-issue reads showed it, and who ignored it, when and why (reason and comment when given). */
export type FakeIgnoredIssue = { issue: Issue; reason: string | undefined; comment: string | undefined; ignoredByName: string; ignoredTimestamp: string };

/**
 * The `issues` namespace's state: ignored issues per repository (keyed like `FakeState.repositories`). An
 * ignored issue leaves the repository's open issues (`FakeRepository.issues`) and comes back when unignored.
 */
export interface FakeIssuesState {
  /** Ignored issues by repository key, in the order they were ignored. */
  ignored: Map<string, FakeIgnoredIssue[]>;
}

/** The `issues` state the fake starts with: nothing ignored. */
export function seedIssues(): FakeIssuesState {
  return { ignored: new Map() };
}
