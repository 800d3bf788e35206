import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../src/index.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();
const web = ['gh', 'acme', 'web'] as const;
const commits = () => fake.state.repositories.get('gh/acme/web')?.commits ?? [];

describe('commits: reads', () => {
  it('finds a commit by its numeric id in any repository, and answers 404 for an unknown id', async () => {
    const c = client({ validateResponses: true });
    const api = fake.state.repositories.get('gh/acme/api')?.commits[2]?.commit;
    if (!api) throw new Error('seed commit missing');
    const found = await c.commits.getById(api.id);
    expect(found.repository.name).toBe('api');
    expect(found.commit.sha).toBe(api.sha);
    expect(await rejection(c.commits.getById(1))).toBeInstanceOf(NotFoundError);
  });

  it('reads the statistics of public repositories without a key, and checks the number of days before sending when inputs are validated', async () => {
    const stats = await client({ apiToken: undefined, validateResponses: true }).commits.statistics(...web);
    expect(stats.map((s) => s.commitId)).toEqual(commits().map((c) => c.commit.id).reverse());
    expect(await rejection(client({ validateInputs: true }).commits.statistics(...web, { days: 400 }))).toBeInstanceOf(ValidationError);
    expect(await requests()).toHaveLength(1);
  });

  it('answers 404 for the files of an unknown commit', async () => {
    expect(await rejection(client().commits.listFiles(...web, 'f'.repeat(40)))).toBeInstanceOf(NotFoundError);
  });
});

describe('commits: lists', () => {
  it('walks the changed files of a commit one per page with for await', async () => {
    const sha = commits()[0]?.commit.sha ?? '';
    const paths: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const file of client({ validateResponses: true }).commits.listFiles(...web, sha, { sortColumn: 'filename', columnOrder: 'desc' })) paths.push(file.file.path);
    expect(paths).toEqual(['src/module-2.ts', 'src/module-1.ts', 'src/module-0.ts']);
    expect((await requests()).map((r) => r.query.cursor === undefined)).toEqual([true, false, false]);
  });

  it('walks the duplicated blocks of a commit with for await', async () => {
    const sha = commits()[1]?.commit.sha ?? '';
    const ids: number[] = [];
    fake.state.maxPageSize = 1;
    for await (const block of client({ validateResponses: true }).commits.listClones(...web, sha)) ids.push(block.id);
    expect(ids).toEqual([70010, 70011]);
  });
});
