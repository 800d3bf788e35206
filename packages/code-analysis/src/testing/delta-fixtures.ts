import type { DeltaClone, FileDeltaAnalysis } from '../responses/commits.js';
import type { Issue } from '../responses/issues.js';
import type { FakeRepository } from './state.js';
import { issuesOfFile } from './views.js';

// Fixtures the commit and pull request reads of the fake derive from a repository's state: what a commit
// or pull request changed in files, duplication and issues, and quick-fix patches.

/** The duplicated blocks a commit or pull request (told apart by `seed`) added (even seeds) or removed. */
export function deltaClones(repo: FakeRepository, seed: number): DeltaClone[] {
  const [first, second] = repo.files;
  if (!first || !second) return [];
  const block = (file: typeof first, fromLine: number) => ({ path: file.path, fileId: file.fileId, fileDataId: file.fileId + 1, fromLine, toLine: fromLine + 11 });
  return [
    { id: 70000 + seed * 10, status: seed % 2 === 0 ? 'Added' : 'Fixed', clones: [block(first, 12), block(second, 40)] },
    { id: 70001 + seed * 10, status: 'Added', clones: [block(second, 3), block(first, 88)] },
  ];
}

/** Keeps the duplicated blocks whose status the `status` query asks for (`new`, `fixed`, `all`). */
export function clonesWithStatus(clones: DeltaClone[], status: string | undefined): DeltaClone[] {
  return status === undefined || status === 'all' ? clones : clones.filter((c) => (status === 'new') === (c.status === 'Added'));
}

/** Issues as a commit or pull request changed them (every other one added, the others fixed), those of the `status` asked for. */
export function deltaIssues(issues: readonly Issue[], status: string | undefined): { commitIssue: Issue; deltaType: string }[] {
  const delta = issues.map((commitIssue, i) => ({ commitIssue, deltaType: i % 2 ? 'Fixed' : 'Added' }));
  return delta.filter((d) => status === undefined || status === 'all' || (status === 'new') === (d.deltaType === 'Added'));
}

/** The files of a repository as a commit (by id and sha) changed them: issue, complexity and coverage deltas. */
export function fileDeltas(repo: FakeRepository, commitId: number, commitSha: string, comparedWithCommitId: number | undefined): FileDeltaAnalysis[] {
  return repo.files.map(({ branchId, fileId, path, coverage, coverageWithDecimals }, i) => {
    const gitProviderUrl = `https://git.example.test/${repo.organization}/${repo.name}/blob/${commitSha}/${path}`;
    const compared = { commitId: comparedWithCommitId ?? 0, coverage: { totalCoverage: (coverage ?? 0) - i * 1.5 } };
    return {
      file: { branchId, commitId, commitSha, fileId, fileDataId: fileId + 1, path, language: 'TypeScript', gitProviderUrl, ignored: false },
      coverage: { deltaCoverage: i === 0 ? 0 : i * 1.5, totalCoverage: coverageWithDecimals ?? coverage ?? 0 },
      quality: { deltaNewIssues: issuesOfFile(repo, fileId), deltaFixedIssues: i % 2, deltaComplexity: i, deltaClonesCount: 0 },
      ...(comparedWithCommitId === undefined ? {} : { comparedWithCommit: compared }),
    };
  });
}

/** Orders changed files as the `sortColumn` (`filename` by default) and `columnOrder` (`asc` by default) inputs ask. */
export function sortFileDeltas(files: FileDeltaAnalysis[], inputs: { readonly sortColumn?: string | undefined; readonly columnOrder?: string | undefined }): FileDeltaAnalysis[] {
  const column = inputs.sortColumn ?? 'filename';
  const sign = inputs.columnOrder === 'desc' ? -1 : 1;
  const number = (f: FileDeltaAnalysis) => (column === 'totalCoverage' ? f.coverage?.totalCoverage : f.coverage?.deltaCoverage) ?? 0;
  return [...files].sort((a, b) => sign * (column === 'filename' ? a.file.path.localeCompare(b.file.path) : number(a) - number(b)));
}

/** True for an issue the service can fix by itself: one with a suggestion, or of a style or unused-code pattern. */
export function hasQuickfix(issue: Issue): boolean {
  return issue.suggestion !== undefined || issue.patternInfo.category === 'CodeStyle' || issue.patternInfo.category === 'UnusedCode';
}

/** The quick fixes of `issues` as a unified diff, Base64-encoded as the API sends it. */
export function quickfixPatch(issues: readonly Issue[]): string {
  const text = issues
    .filter(hasQuickfix)
    .map((issue) => {
      const fixed = issue.suggestion === undefined ? [] : [`+${issue.suggestion}`];
      return [`--- a/${issue.filePath}`, `+++ b/${issue.filePath}`, `@@ -${String(issue.lineNumber)},1 +${String(issue.lineNumber)},${String(fixed.length)} @@`, `-${issue.lineText}`, ...fixed].join('\n');
    })
    .join('\n');
  let binary = '';
  for (const byte of new TextEncoder().encode(text ? `${text}\n` : '')) binary += String.fromCharCode(byte);
  return btoa(binary);
}
