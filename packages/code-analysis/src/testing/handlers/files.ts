// Hand-written: files ignored and taken back in (leaving and rejoining the repository's files), a file's content
// by lines, its duplicated blocks, and the file reads counted from the repository's issues.
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as ops from '../../operations/files.js';
import { repoFor, branchOf, fileOf, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import { repositoryFilesOf } from '../files-state.js';
import { repoKey, type FakeRepository } from '../state.js';
import { fileWithIssues, issuesOfFile } from '../views.js';

/** The lines of a file as the fake serves them: an import, one export per line of code, a closing comment. */
function sourceLines(path: string, count: number): string[] {
  const name = path.replace(/^.*\//, '').replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9]/g, '_');
  return Array.from({ length: count }, (_, i) => (i === 0 ? "import { strict as assert } from 'node:assert';" : i === count - 1 ? `// end of ${path}` : `export const ${name}_${String(i)} = ${String(i)};`));
}

/** The fake's `files` namespace: a repository's files (`FakeRepository.files`) and those it ignores (`state.files`). */
export function filesHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const filesOf = (repo: FakeRepository) => repositoryFilesOf(state.files, repoKey(repo.provider, repo.organization, repo.name));

  return {
    'files.updateState': (call) => {
      const repo = repoFor(state, call);
      const { filepath, ignored } = call.inputs;
      const files = filesOf(repo);
      const at = files.ignored.findIndex((f) => f.path === filepath);
      if (ignored && at < 0) {
        // An analysed file leaves the file list while it is ignored.
        const index = repo.files.findIndex((f) => f.path === filepath);
        const [file] = index < 0 ? [] : repo.files.splice(index, 1);
        files.ignored.push({ path: filepath, file });
      } else if (!ignored && at >= 0) {
        const [entry] = files.ignored.splice(at, 1);
        if (entry?.file) repo.files.push(entry.file);
      }
      return undefined;
    },
    'files.listIgnored': (call) => {
      const repo = repoFor(state, call);
      branchOf(repo, call.inputs.branch);
      const search = call.inputs.search;
      const files = filesOf(repo);
      const items = files.ignored.filter((f) => search === undefined || f.path.includes(search)).map((f) => ({ filepath: f.path }));
      return { hasCodacyConfigurationFile: files.hasConfigurationFile, ...listBody(state, call, items) };
    },
    'files.getContent': (call) => {
      const repo = repoFor(state, call);
      const path = call.params.filePath ?? '';
      const file = repo.files.find((f) => f.path === path) ?? filesOf(repo).ignored.find((f) => f.path === path)?.file;
      if (!file) fail(404, `File ${path} not found`);
      const ref = call.inputs.commitRef;
      if (ref !== undefined && ref !== 'HEAD' && !repo.branches.some((b) => b.name === ref) && !repo.commits.some((c) => c.commit.sha === ref)) fail(404, `Commit reference ${ref} not found`);
      const lines = sourceLines(file.path, file.linesOfCode ?? 10);
      const start = call.inputs.startLine ?? 1;
      const end = call.inputs.endLine ?? lines.length;
      if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start) fail(400, 'startLine and endLine must be line numbers, startLine not after endLine');
      return lines.slice(start - 1, end).map((content, i) => ({ number: start + i, content }));
    },
    'files.listClones': (call) => {
      const repo = repoFor(state, call);
      const file = fileOf(repo, call);
      const others = repo.files.filter((f) => f.fileId !== file.fileId);
      const occurrence = (f: typeof file, fromLine: number) => ({ path: f.path, fileId: f.fileId, fileDataId: f.fileId + 1, fromLine, toLine: fromLine + 14 });
      // One duplicated block shared with each other file of the repository.
      const clones = others.map((other, i) => ({ id: file.fileId * 100 + i + 1, occurrences: [occurrence(file, 10 + 20 * i), occurrence(other, 40 + 20 * i)] }));
      return listBody(state, call, clones);
    },
    'files.list': (call) => {
      const repo = repoFor(state, call);
      branchOf(repo, call.inputs.branch);
      const search = call.inputs.search;
      return listBody(state, call, repo.files.filter((f) => search === undefined || f.path.includes(search)).map((f) => fileWithIssues(repo, f)));
    },
    'files.get': (call) => {
      const repo = repoFor(state, call);
      const file = fileOf(repo, call);
      const head = repo.commits[0]?.commit;
      return ({
        file: { branchId: file.branchId, commitId: head?.id ?? 0, commitSha: head?.sha ?? '', fileId: file.fileId, fileDataId: file.fileId + 1, path: file.path, language: 'TypeScript', gitProviderUrl: `https://git.example.test/${repo.organization}/${repo.name}/blob/main/${file.path}`, ignored: false },
        metrics: { linesOfCode: file.linesOfCode, complexity: file.complexity },
        coverage: { coverage: file.coverage },
        quality: { grade: file.grade, gradeLetter: file.gradeLetter, totalIssues: issuesOfFile(repo, file.fileId) },
      });
    },
    'files.listIssues': (call) => {
      const repo = repoFor(state, call);
      const file = fileOf(repo, call);
      return listBody(state, call, repo.issues.filter((i) => i.fileId === file.fileId));
    },
    'files.coverage': (call) => {
      const repo = repoFor(state, call);
      return repo.lineCoverage.get(fileOf(repo, call).fileId) ?? [];
    },

  };
}
