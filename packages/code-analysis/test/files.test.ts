import { describe, expect, it } from 'vitest';
import { NotFoundError, isCodeAnalysisError } from '../src/index.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();
const web = ['gh', 'acme', 'web'] as const;

describe('ignored files', () => {
  it('lists an ignored file as ignored and drops it from the files; taking it back in undoes both', async () => {
    const c = client();
    await c.files.updateState(...web, { filepath: 'src/module-2.ts', ignored: true });
    expect((await c.files.listIgnored(...web).toArray()).map((f) => f.filepath)).toEqual(['vendor/jquery.min.js', 'package-lock.json', 'src/module-2.ts']);
    expect((await c.files.list(...web).toArray()).map((f) => f.path)).toEqual(['src/module-0.ts', 'src/module-1.ts']);
    // Its content is still there.
    expect((await c.files.getContent(...web, 'src/module-2.ts', { endLine: 1 })).map((l) => l.number)).toEqual([1]);
    await c.files.updateState(...web, { filepath: 'src/module-2.ts', ignored: false });
    expect((await c.files.listIgnored(...web).toArray()).map((f) => f.filepath)).toEqual(['vendor/jquery.min.js', 'package-lock.json']);
    expect((await c.files.list(...web).toArray()).map((f) => f.path)).toContain('src/module-2.ts');
  });

  it('walks every page with for await (limit 1), each page saying whether a configuration file decides', async () => {
    const paths: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const file of client().files.listIgnored(...web)) paths.push(file.filepath);
    expect(paths).toEqual(['vendor/jquery.min.js', 'package-lock.json']);
    const flags: boolean[] = [];
    for await (const page of client().files.listIgnored(...web).pages()) flags.push(page.hasCodacyConfigurationFile);
    expect(flags).toEqual([false, false]);
    expect((await requests()).filter((r) => r.url.searchParams.has('cursor'))).toHaveLength(2);
  });

  it('answers 404 for an unknown branch', async () => {
    expect(await rejection(client().files.listIgnored(...web, { branch: 'gone' }).toArray())).toBeInstanceOf(NotFoundError);
  });
});

describe('file content', () => {
  it('sends the path as one encoded segment', async () => {
    const file = fake.state.repositories.get('gh/acme/web')?.files[0];
    if (!file) throw new Error('seed file missing');
    file.path = 'src/what ever/file.txt';
    const lines = await client().files.getContent(...web, 'src/what ever/file.txt', { startLine: 1, endLine: 2 });
    expect(lines.map((l) => l.number)).toEqual([1, 2]);
    const [sent] = await requests();
    expect(sent?.url.pathname).toBe('/api/v3/organizations/gh/acme/repositories/web/files/src%2Fwhat%20ever%2Ffile.txt/content');
  });

  it('answers 404 for a file or a commit reference it does not know, 400 for lines in the wrong order', async () => {
    const c = client();
    expect(await rejection(c.files.getContent(...web, 'nope.ts'))).toBeInstanceOf(NotFoundError);
    expect(await rejection(c.files.getContent(...web, 'src/module-0.ts', { commitRef: 'no-such-branch' }))).toBeInstanceOf(NotFoundError);
    expect(isCodeAnalysisError(await rejection(c.files.getContent(...web, 'src/module-0.ts', { startLine: 5, endLine: 2 })), 'BadRequest')).toBe(true);
  });
});

describe('duplicated blocks', () => {
  it('walks the clones of a file page by page', async () => {
    const fileId = fake.state.repositories.get('gh/acme/web')?.files[0]?.fileId ?? 0;
    const ids: number[] = [];
    fake.state.maxPageSize = 1;
    for await (const clone of client().files.listClones(...web, fileId)) ids.push(clone.id);
    expect(ids).toEqual([fileId * 100 + 1, fileId * 100 + 2]);
    expect(await requests()).toHaveLength(2);
  });
});
