import { describe, expect, it } from 'vitest';
import { isCodeAnalysisError, NotFoundError, ValidationError } from '../src/index.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();
const web = ['gh', 'acme', 'web'] as const;

describe('issues: ignoring', () => {
  it('lists an ignored issue as ignored (and no longer as open), and brings it back when unignored', async () => {
    const c = client({ validateResponses: true });
    await c.issues.updateState(...web, 'issue-1', { ignored: true, reason: 'TestCode', comment: 'only in fixtures' });

    const ignored = await c.issues.searchIgnored(...web).toArray();
    expect(ignored.map((i) => [i.issueId, i.reason, i.comment, i.ignoredByName])).toEqual([['issue-1', 'TestCode', 'only in fixtures', 'Ada']]);
    expect((await c.issues.search(...web).toArray()).map((i) => i.issueId)).toEqual(['issue-0', 'issue-2', 'issue-3']);
    // An ignored issue is no open issue any more.
    expect(await rejection(c.issues.get(...web, 5001))).toBeInstanceOf(NotFoundError);

    await c.issues.updateState(...web, 'issue-1', { ignored: false });
    expect(await c.issues.searchIgnored(...web).toArray()).toEqual([]);
    expect((await c.issues.search(...web).toArray()).map((i) => i.issueId)).toEqual(['issue-0', 'issue-1', 'issue-2', 'issue-3']);
    expect((await c.issues.get(...web, 5001)).issueId).toBe('issue-1');
  });

  it('ignores in bulk, filters ignored issues by reason, and refuses an unknown issue without ignoring any (404)', async () => {
    const c = client({ validateResponses: true });
    await c.issues.bulkIgnore(...web, { issueIds: ['issue-0', 'issue-3'], reason: 'AcceptedUse' });
    await c.issues.updateState(...web, 'issue-2', { ignored: true, reason: 'FalsePositive' });
    expect((await c.issues.searchIgnored(...web, { ignoreReasons: ['AcceptedUse'] }).toArray()).map((i) => i.issueId)).toEqual(['issue-0', 'issue-3']);
    expect((await c.issues.searchIgnored(...web, { levels: ['Info'] }).toArray()).map((i) => i.issueId)).toEqual(['issue-2']);

    expect(isCodeAnalysisError(await rejection(c.issues.bulkIgnore(...web, { issueIds: ['issue-1', 'nope'] })), 'NotFound')).toBe(true);
    expect((await c.issues.search(...web).toArray()).map((i) => i.issueId)).toEqual(['issue-1']);
    // Updating an issue that exists nowhere is a 404 too.
    expect(await rejection(c.issues.updateState(...web, 'nope', { ignored: true }))).toBeInstanceOf(NotFoundError);
  });

  it('refuses more than 50 issues in one bulk ignore before sending when inputs are validated', async () => {
    const issueIds = Array.from({ length: 51 }, (_, i) => `issue-${String(i)}`);
    expect(await rejection(client({ validateInputs: true }).issues.bulkIgnore(...web, { issueIds }))).toBeInstanceOf(ValidationError);
    expect(await requests()).toHaveLength(0);
  });

  it('walks ignored issues one per page with for await', async () => {
    const c = client({ validateResponses: true });
    await c.issues.bulkIgnore(...web, { issueIds: ['issue-0', 'issue-1', 'issue-2'] });
    const ids: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const issue of c.issues.searchIgnored(...web)) ids.push(issue.issueId);
    expect(ids).toEqual(['issue-0', 'issue-1', 'issue-2']);
    const searches = (await requests()).filter((r) => r.path.endsWith('/ignoredIssues/search'));
    expect(searches.map((r) => r.query.cursor === undefined)).toEqual([true, false, false]);
    // Every page sends the filters again.
    expect(searches.every((r) => r.body === '{}')).toBe(true);
  });

  it('dismisses a false-positive verdict once; a second time is a conflict (409)', async () => {
    const issue = fake.state.repositories.get('gh/acme/web')?.issues[0];
    if (!issue) throw new Error('seed issue missing');
    Object.assign(issue, { falsePositiveProbability: 0.9, falsePositiveReason: 'Looks generated' });
    const c = client({ validateResponses: true });
    await c.issues.ignoreFalsePositive(...web, 'issue-0');
    const read = await c.issues.get(...web, 5000);
    expect(read.falsePositiveProbability).toBeUndefined();
    expect(isCodeAnalysisError(await rejection(c.issues.ignoreFalsePositive(...web, 'issue-0')), 'Conflict')).toBe(true);
  });
});

describe('issues: quick fixes', () => {
  it('has suggestions while fixable issues are open, and none once they are ignored', async () => {
    const c = client({ validateResponses: true });
    expect(await c.issues.hasSuggestions(...web)).toEqual({ hasSuggestions: true });
    await c.issues.bulkIgnore(...web, { issueIds: ['issue-1', 'issue-3'] });
    expect(await c.issues.hasSuggestions(...web)).toEqual({ hasSuggestions: false });
    expect(atob((await c.issues.quickfixesPatch(...web)).patch)).toBe('');
    expect(await rejection(c.issues.hasSuggestions(...web, { branch: 'nope' }))).toBeInstanceOf(NotFoundError);
  });
});
