import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../src/index.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();
const acme = ['gh', 'acme'] as const;
const web = [...acme, 'web'] as const;

describe('pullRequests: state', () => {
  it('shows a bypassed pull request as up to standards, and answers 404 for an unknown one', async () => {
    const c = client({ validateResponses: true });
    expect((await c.pullRequests.get(...web, 2)).isUpToStandards).toBe(false);
    await c.pullRequests.bypassAnalysis(...web, 2);
    expect((await c.pullRequests.get(...web, 2)).isUpToStandards).toBe(true);
    expect(await rejection(c.pullRequests.bypassAnalysis(...web, 99))).toBeInstanceOf(NotFoundError);
    expect([...fake.state.pullRequests.bypassed]).toEqual(['gh/acme/web#2']);
  });

  it('records each AI review asked for', async () => {
    const c = client();
    await c.pullRequests.triggerAiReview(...web, 1);
    await c.pullRequests.triggerAiReview(...acme, 'api', 3);
    expect(fake.state.pullRequests.aiReviews.map((r) => r.pullRequest)).toEqual(['gh/acme/web#1', 'gh/acme/api#3']);
    expect(await rejection(c.pullRequests.triggerAiReview(...web, 9))).toBeInstanceOf(NotFoundError);
  });
});

describe('pullRequests: lists', () => {
  it('walks the commits of a pull request one per page with for await', async () => {
    const messages: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const commit of client({ validateResponses: true }).pullRequests.listCommits(...web, 3)) messages.push(commit.commit.message);
    expect(messages).toEqual(['change 0', 'change 1', 'change 2']);
    expect((await requests()).map((r) => r.query.cursor === undefined)).toEqual([true, false, false]);
  });

  it('walks the files page by page with pages(), and stops at maxItems', async () => {
    const c = client({ validateResponses: true });
    const pages: string[][] = [];
    fake.state.maxPageSize = 2;
    for await (const page of c.pullRequests.listFiles(...web, 1).pages()) pages.push(page.items.map((f) => f.file.path));
    expect(pages).toEqual([['src/module-0.ts', 'src/module-1.ts'], ['src/module-2.ts']]);
    fake.state.maxPageSize = 1;
    const first = await c.pullRequests.listClones(...web, 2).limit({ maxItems: 1 }).toArray();
    expect(first.map((b) => b.id)).toEqual([70020]);
  });

  it('percent-encodes bb cursors before sending them back', async () => {
    fake.addRepository({ provider: 'bb', organization: 'team', repository: 'app', pullRequests: 3 });
    const app = ['bb', 'team', 'app'] as const;
    const messages: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const commit of client().pullRequests.listCommits(...app, 3)) messages.push(commit.commit.message);
    expect(messages).toEqual(['change 0', 'change 1', 'change 2']);
    // The fake hands out git-provider-like cursors (`++//…==`) and refuses them unless encoded once more.
    const cursors = (await requests()).map((r) => r.query.cursor);
    expect(cursors[0]).toBeUndefined();
    expect(cursors.slice(1).every((cursor) => cursor?.startsWith('%2B%2B%2F%2F'))).toBe(true);
  });
});
