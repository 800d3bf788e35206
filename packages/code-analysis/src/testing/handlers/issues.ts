import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as ops from '../../operations/issues.js';
import { repoFor, branchOf, counts, issueMatches, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { IgnoredIssue, Issue } from '../../responses/issues.js';
import { hasQuickfix, quickfixPatch } from '../delta-fixtures.js';
import type { FakeIgnoredIssue } from '../issues-state.js';
import { repoKey, type FakeRepository } from '../state.js';

/** The reasons the API takes for ignoring an issue. */
const REASONS = ['AcceptedUse', 'FalsePositive', 'NotExploitable', 'TestCode', 'ExternalCode'];

/** Who ignores issues in the fake (the token holder). */
const IGNORED_BY = 'Ada';

/** An optional text field of a request body: its value, or a 400 when it is there and no string. */
function optionalText(request: Record<string, unknown>, name: string): string | undefined {
  const value = request[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') fail(400, `${name} must be a string`);
  return value;
}

/** The `reason` of a request body: one of the API's reasons, when given. */
function reasonOf(request: Record<string, unknown>): string | undefined {
  const reason = optionalText(request, 'reason');
  if (reason !== undefined && !REASONS.includes(reason)) fail(400, `reason must be one of ${REASONS.join(', ')}`);
  return reason;
}

/** An ignored issue as the API lists it. */
function toIgnoredIssue(entry: FakeIgnoredIssue): IgnoredIssue {
  const { issue } = entry;
  const sha = (issue.commitInfo as { sha?: unknown } | undefined)?.sha;
  return {
    issueId: issue.issueId,
    ...(entry.reason === undefined ? {} : { reason: entry.reason }),
    ...(entry.comment === undefined ? {} : { comment: entry.comment }),
    ignoredByName: entry.ignoredByName,
    ignoredTimestamp: entry.ignoredTimestamp,
    filePath: issue.filePath,
    fileId: issue.fileId,
    patternInfo: issue.patternInfo,
    toolInfo: issue.toolInfo,
    lineNumber: issue.lineNumber,
    message: issue.message,
    language: issue.language,
    lineText: issue.lineText,
    ...(typeof sha === 'string' ? { commitInfo: { sha, commiter: 'ada@example.test', commiterName: 'Ada' } } : {}),
    ...(issue.falsePositiveProbability === undefined ? {} : { falsePositiveProbability: issue.falsePositiveProbability }),
    ...(issue.falsePositiveReason === undefined ? {} : { falsePositiveReason: issue.falsePositiveReason }),
    falsePositiveThreshold: issue.falsePositiveThreshold,
  };
}

/**
 * The fake's new `issues` operations: ignoring issues one by one or in bulk (an ignored issue leaves the
 * open issues and is listed by the ignored-issue search until it is brought back), dismissing a
 * false-positive verdict, and quick fixes derived from the open issues.
 */
export function issuesHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const ignoredOf = (repo: FakeRepository): FakeIgnoredIssue[] => {
    const key = repoKey(repo.provider, repo.organization, repo.name);
    let ignored = state.issues.ignored.get(key);
    if (!ignored) {
      ignored = [];
      state.issues.ignored.set(key, ignored);
    }
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
      const request = call.inputs;
      const ids = request.issueIds;
      if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id): id is string => typeof id === 'string')) fail(400, 'issueIds must be a non-empty list of issue ids');
      if (ids.length > 50) fail(400, 'At most 50 issues can be ignored at once');
      const reason = reasonOf(request);
      const comment = optionalText(request, 'comment');
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
      if (typeof request.ignored !== 'boolean') fail(400, 'ignored must be true or false');
      const reason = reasonOf(request);
      const comment = optionalText(request, 'comment');
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
