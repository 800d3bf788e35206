// Hand-written: ignoring issues one by one or in bulk (an ignored issue leaves the open issues until brought
// back), dismissing a false-positive verdict, quick fixes of the open issues, and searches over them.
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as ops from '../../operations/issues.js';
import { repoFor, branchOf, counts, issueMatches, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { IgnoredIssue, Issue } from '../../responses/issues.js';
import { hasQuickfix, quickfixPatch } from '../delta-fixtures.js';
import type { FakeIgnoredIssue } from '../issues-state.js';
import { repoKey, type FakeRepository } from '../state.js';

/** Who ignores issues in the fake (the token holder). */
const IGNORED_BY = 'Ada';

/** An ignored issue as the API lists it: the issue, with who ignored it, when and why. */
function toIgnoredIssue({ issue, reason, comment, ignoredByName, ignoredTimestamp }: FakeIgnoredIssue): IgnoredIssue {
  const why = { ...(reason === undefined ? {} : { reason }), ...(comment === undefined ? {} : { comment }) };
  return { ...issue, ...why, ignoredByName, ignoredTimestamp } as IgnoredIssue;
}

/** The fake's `issues` namespace: a repository's open issues (`FakeRepository.issues`) and those ignored (`state.issues`). */
export function issuesHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const ignoredOf = (repo: FakeRepository): FakeIgnoredIssue[] => {
    const key = repoKey(repo.provider, repo.organization, repo.name);
    const ignored = state.issues.ignored.get(key) ?? [];
    state.issues.ignored.set(key, ignored);
    return ignored;
  };
  /** An issue is named by its `issueId`; its numeric `resultDataId` is taken too. */
  const named = (id: string) => (issue: Issue) => issue.issueId === id || String(issue.resultDataId) === id;
  const ignore = (repo: FakeRepository, issue: Issue, reason: string | undefined, comment: string | undefined) => {
    repo.issues.splice(repo.issues.indexOf(issue), 1);
    ignoredOf(repo).push({ issue, reason, comment, ignoredByName: IGNORED_BY, ignoredTimestamp: new Date().toISOString() });
  };

  return {
    'issues.searchIgnored': (call) => {
      const repo = repoFor(state, call);
      const filters = call.inputs;
      const reasons = filters.ignoreReasons;
      const entries = ignoredOf(repo).filter(
        (entry) => issueMatches(filters)(entry.issue) && (reasons === undefined || reasons.length === 0 || reasons.some((r) => r === entry.reason)),
      );
      return listBody(state, call, entries.map(toIgnoredIssue));
    },
    'issues.bulkIgnore': (call) => {
      const repo = repoFor(state, call);
      const { issueIds: ids, reason, comment } = call.inputs;
      // All or nothing: every id is checked before any issue changes.
      const ignored = ignoredOf(repo);
      const open = ids.filter((id) => !ignored.some((entry) => named(id)(entry.issue))).map((id) => repo.issues.find(named(id)) ?? fail(404, `Issue ${id} not found`));
      for (const issue of new Set(open)) ignore(repo, issue, reason, comment);
      return undefined;
    },
    'issues.hasSuggestions': (call) => {
      const repo = repoFor(state, call);
      branchOf(repo, call.inputs.branch);
      return { hasSuggestions: repo.issues.some(hasQuickfix) };
    },
    'issues.quickfixesPatch': (call) => {
      const repo = repoFor(state, call);
      branchOf(repo, call.inputs.branch);
      return { patch: quickfixPatch(repo.issues) };
    },
    'issues.updateState': (call) => {
      const repo = repoFor(state, call);
      const id = call.params.issueId ?? '';
      const request = call.inputs;
      const { reason, comment } = request;
      const ignored = ignoredOf(repo);
      const entry = ignored.find((e) => named(id)(e.issue));
      const issue = repo.issues.find(named(id));
      if (!entry && !issue) fail(404, 'Issue not found');
      if (request.ignored) {
        if (issue) ignore(repo, issue, reason, comment);
        else if (entry) Object.assign(entry, { reason, comment });
      } else if (entry) {
        // Back among the open issues, in its place by id.
        ignored.splice(ignored.indexOf(entry), 1);
        repo.issues.push(entry.issue);
        repo.issues.sort((a, b) => a.resultDataId - b.resultDataId);
      }
      return undefined;
    },
    'issues.ignoreFalsePositive': (call) => {
      const issue = repoFor(state, call).issues.find(named(call.params.issueId ?? ''));
      if (!issue) fail(404, 'Issue not found');
      if (issue.falsePositiveProbability === undefined) fail(409, 'The issue has no false-positive result to ignore');
      delete issue.falsePositiveProbability;
      delete issue.falsePositiveReason;
      return undefined;
    },
    'issues.search': (call) => {
      const repo = repoFor(state, call);
      const filters = call.inputs;
      return listBody(state, call, repo.issues.filter(issueMatches(filters)));
    },
    'issues.overview': (call) => {
      const repo = repoFor(state, call);
      const selected = repo.issues.filter(issueMatches(call.inputs));
      return {
        counts: {
          categories: counts(selected.map((i) => i.patternInfo.category)),
          languages: counts(selected.map((i) => i.language)),
          levels: counts(selected.map((i) => i.patternInfo.severityLevel)),
          tags: [],
          patterns: counts(selected.map((i) => i.patternInfo.id)).map(({ name, total }) => ({ id: name, total })),
          authors: counts(selected.map(() => 'ada@example.test')),
        },
      };
    },
    'issues.get': (call) => {
      const issue = repoFor(state, call).issues.find((i) => String(i.resultDataId) === call.params.issueId);
      if (!issue) fail(404, 'Issue not found');
      return issue;
    },

  };
}
