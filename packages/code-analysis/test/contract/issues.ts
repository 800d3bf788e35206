import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const A = '/api/v3/analysis/organizations/gh/acme/repositories/web';

/** Contract rows of the operations of the `issues` namespace added after the first forty. */
export function issuesRows(context: ContractContext): Record<string, Row> {
  const { fake, repo, web } = context;
  const ignored = () => fake.state.issues.ignored.get('gh/acme/web') ?? [];
  return {
    'issues.searchIgnored': {
      call: (c) => {
        // One issue ignored beforehand, as `updateState` would leave it.
        const [issue] = web().issues.splice(1, 1);
        if (issue) fake.state.issues.ignored.set('gh/acme/web', [{ issue, reason: 'TestCode', comment: 'fixture', ignoredByName: 'Ada', ignoredTimestamp: '2024-02-01T00:00:00Z' }]);
        return c.issues.searchIgnored(...repo, { categories: ['UnusedCode'], ignoreReasons: ['TestCode'], limit: 10 });
      },
      path: `${A}/ignoredIssues/search`,
      query: { limit: '10' },
      body: { categories: ['UnusedCode'], ignoreReasons: ['TestCode'] },
      result: (p: { items: { issueId: string; reason?: string; comment?: string; ignoredByName?: string; ignoredTimestamp: string; commitInfo?: { sha: string } }[] }) => {
        expect(p.items.map(({ issueId, reason, comment, ignoredByName, ignoredTimestamp }) => ({ issueId, reason, comment, ignoredByName, ignoredTimestamp }))).toEqual([
          { issueId: 'issue-1', reason: 'TestCode', comment: 'fixture', ignoredByName: 'Ada', ignoredTimestamp: '2024-02-01T00:00:00Z' },
        ]);
        expect(p.items[0]?.commitInfo?.sha).toBe(web().commits[0]?.commit.sha);
      },
    },
    'issues.bulkIgnore': {
      call: (c) => c.issues.bulkIgnore(...repo, { issueIds: ['issue-0', 'issue-2'], reason: 'AcceptedUse', comment: 'legacy code' }),
      path: `${A}/issues/bulk-ignore`,
      body: { issueIds: ['issue-0', 'issue-2'], reason: 'AcceptedUse', comment: 'legacy code' },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(web().issues.map((i) => i.issueId)).toEqual(['issue-1', 'issue-3']);
        expect(ignored().map((e) => [e.issue.issueId, e.reason, e.comment])).toEqual([
          ['issue-0', 'AcceptedUse', 'legacy code'],
          ['issue-2', 'AcceptedUse', 'legacy code'],
        ]);
      },
    },
    'issues.hasSuggestions': {
      call: (c) => c.issues.hasSuggestions(...repo, { branch: 'main' }),
      path: `${A}/issues/hasSuggestions`,
      query: { branch: 'main' },
      result: (v: unknown) => {
        expect(v).toEqual({ hasSuggestions: true });
      },
    },
    'issues.quickfixesPatch': {
      call: (c) => c.issues.quickfixesPatch(...repo, { branch: 'develop' }),
      path: `${A}/issues/patch`,
      query: { branch: 'develop' },
      result: (v: { patch: string }) => {
        const diff = atob(v.patch);
        // The unused-code issues (1 and 3) have quick fixes; the security ones do not.
        expect(diff).toContain('--- a/src/module-1.ts\n+++ b/src/module-1.ts\n@@ -11,1 +11,0 @@\n-const x1 = 1;');
        expect(diff).toContain('-const x3 = 1;');
        expect(diff).not.toContain('x0');
      },
    },
    'issues.updateState': {
      call: (c) => c.issues.updateState(...repo, 'issue-3', { ignored: true, reason: 'FalsePositive', comment: 'checked by hand' }),
      path: `${A}/issues/issue-3`,
      body: { ignored: true, reason: 'FalsePositive', comment: 'checked by hand' },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(web().issues.map((i) => i.issueId)).toEqual(['issue-0', 'issue-1', 'issue-2']);
        expect(ignored().map((e) => [e.issue.issueId, e.reason, e.comment, e.ignoredByName])).toEqual([['issue-3', 'FalsePositive', 'checked by hand', 'Ada']]);
      },
    },
    'issues.ignoreFalsePositive': {
      call: (c) => {
        const issue = web().issues[2];
        if (issue) Object.assign(issue, { falsePositiveProbability: 0.8, falsePositiveReason: 'Generated code' });
        return c.issues.ignoreFalsePositive(...repo, 'issue-2');
      },
      path: `${A}/issues/issue-2/false-positive/ignore`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        const issue = web().issues[2];
        expect(issue?.issueId).toBe('issue-2');
        expect(issue?.falsePositiveProbability).toBeUndefined();
        expect(issue?.falsePositiveReason).toBeUndefined();
      },
    },
  };
}
