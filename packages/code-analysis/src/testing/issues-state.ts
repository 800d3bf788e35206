import type { Issue } from '../responses/issues.js';

/** An ignored issue: the issue as it was when open, and who ignored it, when and why. */
export interface FakeIgnoredIssue {
  /** The issue, as the open-issue reads showed it. */
  issue: Issue;
  /** The reason given (`AcceptedUse`, `FalsePositive`, …), if any. */
  reason: string | undefined;
  /** The comment given, if any. */
  comment: string | undefined;
  /** Who ignored it. */
  ignoredByName: string;
  /** When it was ignored (ISO time). */
  ignoredTimestamp: string;
}

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
