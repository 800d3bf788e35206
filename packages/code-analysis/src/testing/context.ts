import { fail, type FakeCall } from '@typed-api/core/testing';
import type { Count } from '../responses/common.js';
import type { Issue } from '../responses/issues.js';
import { repositorySettingsOf } from './repositories-state.js';
import { orgKey, repoKey, type FakeRepository, type FakeState } from './state.js';

/** How one fake was set up. */
export interface FakeConfig {
  /** The only API token the fake accepts in the `api-token` header. */
  readonly apiToken: string;
}

/** What every handler module of the fake is built with: the state it reads and changes, and the fake's set-up. */
export interface FakeContext {
  /** The fake's state. */
  readonly state: FakeState;
  /** The fake's set-up. */
  readonly config: FakeConfig;
}

/** What the lookups read of a routed request: its path parameters (as on the wire) and its headers. */
type Call = Pick<FakeCall, 'params' | 'request'>;

/** True when the request carries credentials; wrong ones never get this far (`before` refuses them). */
export function isAuthenticated(call: Pick<FakeCall, 'request'>): boolean {
  return call.request.headers.has('api-token') || call.request.headers.has('project-token');
}

/** The repository the path names, whoever asks; 404 when the state has none. */
export function findRepo(state: FakeState, call: Pick<FakeCall, 'params'>): FakeRepository {
  const { provider = '', organization = '', repository = '' } = call.params;
  const repo = state.repositories.get(repoKey(provider, organization, repository));
  if (!repo) fail(404, 'Repository not found');
  return repo;
}

/** The repository the path names; 401 for a private one without credentials. */
export function repoFor(state: FakeState, call: Call): FakeRepository {
  const repo = findRepo(state, call);
  if (repo.visibility !== 'Public' && !isAuthenticated(call)) fail(401, 'An API token is required for private repositories');
  return repo;
}

/** The branch named `name` of a repository, or its default branch when none is named; 404 for an unknown one. */
export function branchOf(repo: FakeRepository, name: string | undefined): FakeRepository['branches'][number] {
  const branch = name === undefined ? repo.branches.find((b) => b.isDefault) : repo.branches.find((b) => b.name === name);
  if (!branch) fail(404, `Branch ${name ?? ''} not found`);
  return branch;
}

/** The key (`provider/organization`) of the organization the path names; 404 when the state has none. */
export function knownOrg(state: FakeState, call: Pick<FakeCall, 'params'>): string {
  const key = orgKey(call.params.provider ?? '', call.params.organization ?? '');
  if (!state.organizations.has(key)) fail(404, 'Organization not found');
  return key;
}

/** What `records` keeps for the organization the path names, made by `make` on first use; 404 for an unknown organization. */
export function orgRecord<T>(state: FakeState, call: Pick<FakeCall, 'params'>, records: Map<string, T>, make: () => T): T {
  const key = knownOrg(state, call);
  const found = records.get(key) ?? make();
  records.set(key, found);
  return found;
}

/** The repositories named `names` of an organization (by its key) that the state has, as a standard or policy lists them. */
export function linkedRepositories(state: FakeState, org: string, names: readonly string[]): { repositoryId: number; name: string }[] {
  return names.flatMap((name) => {
    const repo = state.repositories.get(`${org}/${name}`);
    return repo ? [{ repositoryId: repo.repositoryId, name }] : [];
  });
}

/** The repositories of the organization the path names that the caller may see (public ones only without credentials); 404 for an unknown organization. */
export function orgRepos(state: FakeState, call: Call): FakeRepository[] {
  const { provider = '', organization = '' } = call.params;
  knownOrg(state, call);
  const authenticated = isAuthenticated(call);
  return [...state.repositories.values()].filter((r) => r.provider === provider && r.organization === organization && (authenticated || r.visibility === 'Public'));
}

/** The pull request of the repository that the path's `pullRequestNumber` names; 404 otherwise. */
export function byNumber(repo: FakeRepository, call: Pick<FakeCall, 'params'>): FakeRepository['pullRequests'][number] {
  const pr = repo.pullRequests.find((p) => String(p.pullRequest.number) === call.params.pullRequestNumber);
  if (!pr) fail(404, 'Pull request not found');
  return pr;
}

/** The file of the repository that the path's `fileId` names; 404 otherwise. */
export function fileOf(repo: FakeRepository, call: Pick<FakeCall, 'params'>): FakeRepository['files'][number] {
  const file = repo.files.find((f) => String(f.fileId) === call.params.fileId);
  if (!file) fail(404, 'File not found');
  return file;
}

/** The analysed commit of the repository with SHA `sha`; 404 otherwise. */
export function commitOf(repo: FakeRepository, sha: string | undefined): FakeRepository['commits'][number] {
  const commit = repo.commits.find((c) => c.commit.sha === sha);
  if (!commit) fail(404, 'Commit not found');
  return commit;
}

/** True while an analysis the fake started (a reanalysis) still runs; each call counts as one read. */
export function stillRunning(state: FakeState, repo: FakeRepository, key: string): boolean {
  const running = repositorySettingsOf(state.repositorySettings, repoKey(repo.provider, repo.organization, repo.name), repo).running;
  const left = running.get(key) ?? 0;
  if (left <= 0) return false;
  running.set(key, left - 1);
  return true;
}

/** How many times each value occurs, in the order values first occur. */
export function counts(values: readonly string[]): Count[] {
  const map = new Map<string, number>();
  for (const v of values) map.set(v, (map.get(v) ?? 0) + 1);
  return [...map].map(([name, total]) => ({ name, total }));
}

/** The issue filters of a search body: each list, when given and not empty, keeps the issues whose value it holds. */
export interface IssueFilters {
  /** Categories to keep. */
  readonly categories?: readonly string[] | undefined;
  /** Severity levels to keep. */
  readonly levels?: readonly string[] | undefined;
  /** Languages to keep. */
  readonly languages?: readonly string[] | undefined;
  /** Pattern ids to keep. */
  readonly patternIds?: readonly string[] | undefined;
}

/** A test of an issue against the filters of a search body. */
export function issueMatches(filters: IssueFilters): (issue: Issue) => boolean {
  const within = (wanted: readonly string[] | undefined, value: string) => wanted === undefined || wanted.length === 0 || wanted.includes(value);
  return (issue) =>
    within(filters.categories, issue.patternInfo.category) && within(filters.levels, issue.patternInfo.severityLevel) && within(filters.languages, issue.language) && within(filters.patternIds, issue.patternInfo.id);
}

/** The values of a comma-list filter as the schema parsed it (a list, or one comma-separated text); undefined when absent or empty. */
export function commaValues(value: readonly string[] | string | undefined): string[] | undefined {
  const values = typeof value === 'string' ? value.split(',') : value;
  const kept = values?.filter(Boolean);
  return kept === undefined || kept.length === 0 ? undefined : kept;
}

/** The fields of a change that were given (already checked by the operation's schema); a change leaves the others as they are. */
export function given<T extends object>(inputs: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(inputs).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
