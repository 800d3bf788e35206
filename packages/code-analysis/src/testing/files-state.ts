import type { FileSummary } from '../responses/files.js';

/** A file the analysis ignores: its path, and the file itself when it was one of the analysed files. */
export interface FakeIgnoredFile {
  /** Path from the repository root. */
  path: string;
  /** The analysed file it was (put back among the files when it is taken back in). */
  file?: FileSummary | undefined;
}

/** What the `files` namespace keeps of one repository: the files it ignores. */
export interface FakeRepositoryFiles {
  /** Ignored files, in the order they were ignored. */
  ignored: FakeIgnoredFile[];
  /** Whether a configuration file in the repository decides which files are ignored. */
  hasConfigurationFile: boolean;
}

/** What a repository starts with: a vendored bundle and a lock file ignored, no configuration file. */
function initialRepositoryFiles(): FakeRepositoryFiles {
  return { ignored: [{ path: 'vendor/jquery.min.js' }, { path: 'package-lock.json' }], hasConfigurationFile: false };
}

/** The file state of a repository, made on first use. */
export function repositoryFilesOf(files: Map<string, FakeRepositoryFiles>, key: string): FakeRepositoryFiles {
  const found = files.get(key) ?? initialRepositoryFiles();
  files.set(key, found);
  return found;
}
