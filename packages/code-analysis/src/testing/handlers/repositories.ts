import type { FakeHandler } from '@typed-api/core/testing';
import type { QualityGate } from '../../responses/repositories.js';
import type { HandlerKit } from '../handlers.js';
import { body, codeAnalysisDialect, fail, providerSettingChanges } from '../responses.js';
import { defaultCommitGate, defaultPullRequestGate, defaultRepositoryQuality, fakeSshKey, repositorySettingsOf, type FakeRepositorySettings } from '../repositories-state.js';
import { repoKey, toRepository, type FakeRepository } from '../state.js';

/** A unified diff of one file, as `git diff` writes it. */
function fileDiff(path: string, from: string, to: string, before: string, after: string): string {
  return [`diff --git a/${path} b/${path}`, `index ${from.slice(0, 7)}..${to.slice(0, 7)} 100644`, `--- a/${path}`, `+++ b/${path}`, '@@ -1 +1 @@', `-${before}`, `+${after}`, ''].join('\n');
}

const GATE_FIELDS = ['issueThreshold', 'securityIssueThreshold', 'securityIssueMinimumSeverity', 'duplicationThreshold', 'coverageThreshold', 'coverageThresholdWithDecimals', 'diffCoverageThreshold', 'complexityThreshold'] as const;
const QUALITY_FIELDS = ['maxIssuePercentage', 'maxDuplicatedFilesPercentage', 'minCoveragePercentage', 'maxComplexFilesPercentage', 'fileDuplicationBlockThreshold', 'fileComplexityValueThreshold'] as const;

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Checks a quality gate body as the server does (400 on a value out of range) and merges it into `gate`. */
function mergeGate(gate: QualityGate, request: Record<string, unknown>): QualityGate {
  const { issueThreshold, diffCoverageThreshold, coverageThresholdWithDecimals } = request;
  for (const name of ['securityIssueThreshold', 'complexityThreshold'] as const) {
    const value = request[name];
    if (value !== undefined && (!isInt(value) || value < 0)) fail(400, `${name} cannot be negative`);
  }
  if (issueThreshold !== undefined) {
    const threshold = typeof issueThreshold === 'object' && issueThreshold !== null ? (issueThreshold as Record<string, unknown>).threshold : undefined;
    if (!isInt(threshold) || threshold < 0) fail(400, 'issueThreshold.threshold must be an integer of at least 0');
  }
  if (diffCoverageThreshold !== undefined && (!isInt(diffCoverageThreshold) || diffCoverageThreshold < 0 || diffCoverageThreshold > 100)) {
    fail(400, 'diffCoverageThreshold must be between 0 and 100');
  }
  if (coverageThresholdWithDecimals !== undefined && (typeof coverageThresholdWithDecimals !== 'number' || coverageThresholdWithDecimals > 1)) {
    fail(400, 'coverageThresholdWithDecimals must be at most 1.00');
  }
  const next: Record<string, unknown> = { ...gate };
  for (const name of GATE_FIELDS) if (request[name] !== undefined) next[name] = request[name];
  return next;
}

/** The fake's `repositories` namespace beyond the first operations: settings, branches, diffs, tokens, integrations, languages. */
export function repositoriesHandlers(kit: HandlerKit): Record<string, FakeHandler> {
  const { state, keyed, repoReader, repoFor, readBody, byNumber, commitOf, list } = kit;
  type Call = Parameters<Parameters<typeof keyed>[0]>[0];

  const settingsOf = (repo: FakeRepository): FakeRepositorySettings => repositorySettingsOf(state.repositorySettings, repoKey(repo.provider, repo.organization, repo.name), repo);
  const branchNamed = (repo: FakeRepository, call: Call) => {
    const branch = repo.branches.find((b) => b.name === call.params.branchName);
    if (!branch) fail(404, `Branch ${call.params.branchName ?? ''} not found`);
    return branch;
  };
  const qualitySettings = (gate: QualityGate) => ({ qualityGate: gate });

  return {
    'repositories.getInfo': repoReader((call) => {
      const repo = repoFor(call);
      return { ...toRepository(repo), defaultBranch: repo.branches.find((b) => b.isDefault) };
    }),
    'repositories.createBadgePullRequest': keyed((call) => {
      // The path names GitHub itself. The pull request is made asynchronously: the call succeeds even
      // where it will not be made.
      settingsOf(repoFor({ ...call, params: { ...call.params, provider: 'gh' } })).badgePullRequestRequested = true;
      return undefined;
    }),

    // Branches
    'repositories.updateBranch': keyed(async (call) => {
      const repo = repoFor(call);
      const branch = branchNamed(repo, call);
      const { isEnabled } = await readBody(call);
      if (isEnabled !== undefined && typeof isEnabled !== 'boolean') fail(400, 'isEnabled must be a boolean');
      if (isEnabled === false && branch.isDefault) fail(422, 'The default branch cannot be disabled');
      if (isEnabled !== undefined) branch.isEnabled = isEnabled;
      return undefined;
    }),
    'repositories.setDefaultBranch': keyed((call) => {
      const repo = repoFor(call);
      const branch = branchNamed(repo, call);
      if (!branch.isEnabled) fail(422, `Branch ${branch.name} must be enabled before it becomes the default branch`);
      for (const b of repo.branches) b.isDefault = b === branch;
      return undefined;
    }),
    'repositories.getBranchRequiredChecks': keyed((call) => {
      const branch = branchNamed(repoFor(call), call);
      return { quality: branch.isDefault, diffCoverage: branch.isDefault, coverageVariation: false };
    }),

    // Diffs
    'repositories.getDiff': keyed((call) => {
      const repo = repoFor(call);
      const base = commitOf(repo, call.params.baseCommitUuid).commit;
      const head = commitOf(repo, call.params.headCommitUuid).commit;
      const path = repo.files[0]?.path ?? 'README.md';
      return body({ diff: fileDiff(path, base.sha, head.sha, `// ${base.message}`, `// ${head.message}`) });
    }),
    'repositories.getCommitDiff': keyed((call) => {
      const repo = repoFor(call);
      const { commit } = commitOf(repo, call.params.commitUuid);
      const path = repo.files[0]?.path ?? 'README.md';
      return body({ diff: fileDiff(path, commit.parents?.[0] ?? '0000000', commit.sha, '// before', `// ${commit.message}`) });
    }),
    'repositories.getPullRequestDiff': keyed((call) => {
      const repo = repoFor(call);
      const { pullRequest } = byNumber(repo, call);
      const path = repo.files[0]?.path ?? 'README.md';
      return body({ diff: fileDiff(path, pullRequest.commonAncestorCommitSha, pullRequest.headCommitSha, '// main', `// ${pullRequest.title}`) });
    }),

    'repositories.reanalyzeCommit': keyed(async (call) => {
      const repo = repoFor(call);
      const { commitUuid, cleanCache } = await readBody(call);
      if (typeof commitUuid !== 'string') fail(400, 'commitUuid is required');
      // Any commit of the repository: of its branches, or the head of one of its pull requests.
      if (!repo.pullRequests.some((pr) => pr.pullRequest.headCommitSha === commitUuid)) commitOf(repo, commitUuid);
      const settings = settingsOf(repo);
      settings.reanalyses.push({ commitUuid, cleanCache: cleanCache === true, requestedAt: new Date().toISOString() });
      // The analysis runs for the next two reads of the commit, and of the pull requests it heads.
      settings.running.set(`commit:${commitUuid}`, 2);
      for (const pr of repo.pullRequests) if (pr.pullRequest.headCommitSha === commitUuid) settings.running.set(`pull-request:${String(pr.pullRequest.number)}`, 2);
      return undefined;
    }),

    // Analysis and quality settings
    'repositories.getBuildServerAnalysisSetting': keyed((call) => body({ buildServerAnalysisSetting: settingsOf(repoFor(call)).buildServerAnalysis })),
    'repositories.updateBuildServerAnalysisSetting': keyed(async (call) => {
      const settings = settingsOf(repoFor(call));
      const { buildServerAnalysisSetting } = await readBody(call);
      if (typeof buildServerAnalysisSetting !== 'boolean') fail(400, 'buildServerAnalysisSetting must be a boolean');
      settings.buildServerAnalysis = buildServerAnalysisSetting;
      return body({ buildServerAnalysisSetting });
    }),
    'repositories.getQualitySettings': keyed((call) => settingsOf(repoFor(call)).quality),
    'repositories.updateQualitySettings': keyed(async (call) => {
      const settings = settingsOf(repoFor(call));
      const request = await readBody(call);
      for (const name of QUALITY_FIELDS) {
        const value = request[name];
        if (value === undefined) continue;
        if (!isInt(value)) fail(400, `${name} must be an integer`);
        if (value < 0 && (name === 'fileDuplicationBlockThreshold' || name === 'fileComplexityValueThreshold')) fail(400, `${name} cannot be negative`);
        settings.quality[name] = value;
      }
      return settings.quality;
    }),
    'repositories.resetQualitySettings': keyed((call) => {
      const settings = settingsOf(repoFor(call));
      settings.quality = defaultRepositoryQuality();
      return settings.quality;
    }),
    'repositories.getCommitQualitySettings': keyed((call) => qualitySettings(settingsOf(repoFor(call)).commitGate)),
    'repositories.updateCommitQualitySettings': keyed(async (call) => {
      const settings = settingsOf(repoFor(call));
      // Commits have no diff coverage threshold: it is never stored or returned.
      const gate = mergeGate(settings.commitGate, await readBody(call));
      delete gate.diffCoverageThreshold;
      settings.commitGate = gate;
      return qualitySettings(gate);
    }),
    'repositories.resetCommitQualitySettings': keyed((call) => {
      const settings = settingsOf(repoFor(call));
      settings.commitGate = defaultCommitGate();
      return qualitySettings(settings.commitGate);
    }),
    'repositories.getPullRequestQualitySettings': keyed((call) => qualitySettings(settingsOf(repoFor(call)).pullRequestGate)),
    'repositories.updatePullRequestQualitySettings': keyed(async (call) => {
      const settings = settingsOf(repoFor(call));
      settings.pullRequestGate = mergeGate(settings.pullRequestGate, await readBody(call));
      return qualitySettings(settings.pullRequestGate);
    }),
    'repositories.resetPullRequestQualitySettings': keyed((call) => {
      const settings = settingsOf(repoFor(call));
      settings.pullRequestGate = defaultPullRequestGate();
      return qualitySettings(settings.pullRequestGate);
    }),

    // SSH keys
    'repositories.getPublicSshKey': keyed((call) => body({ publicSshKey: settingsOf(repoFor(call)).publicSshKey })),
    'repositories.regenerateSshKey': keyed((call) => {
      const repo = repoFor(call);
      const settings = settingsOf(repo);
      settings.publicSshKey = fakeSshKey(repo, ++settings.sshKeysGenerated);
      return body({ publicSshKey: settings.publicSshKey });
    }),
    'repositories.regenerateUserSshKey': keyed((call) => {
      const repo = repoFor(call);
      const settings = settingsOf(repo);
      settings.publicSshKey = fakeSshKey(repo, ++settings.sshKeysGenerated).replace(/ service-.*$/, ' ada@example.test');
      return body({ publicSshKey: settings.publicSshKey });
    }),

    // API tokens
    'repositories.listTokens': keyed((call) => list(call, settingsOf(repoFor(call)).tokens)),
    'repositories.createToken': keyed((call) => {
      const repo = repoFor(call);
      const settings = settingsOf(repo);
      const id = settings.nextTokenId++;
      const token = { id, token: `rt${btoa(`${repo.name}:${String(id)}:${String(Date.now())}`).replace(/[^A-Za-z0-9]/g, '')}` };
      settings.tokens.push(token);
      return codeAnalysisDialect.ok(token, 201);
    }),
    'repositories.deleteToken': keyed((call) => {
      const settings = settingsOf(repoFor(call));
      const index = settings.tokens.findIndex((t) => String(t.id) === call.params.tokenId);
      if (index < 0) fail(404, 'API token not found');
      settings.tokens.splice(index, 1);
      return undefined;
    }),

    // Integrations
    'repositories.createPostCommitHook': keyed((call) => {
      settingsOf(repoFor(call)).postCommitHooks++;
      return undefined;
    }),
    'repositories.getIntegrationSettings': keyed((call) => body(settingsOf(repoFor(call)).integration)),
    'repositories.updateIntegrationSettings': keyed(async (call) => {
      const { settings } = settingsOf(repoFor(call)).integration;
      const request = await readBody(call);
      Object.assign(settings, providerSettingChanges(request));
      return undefined;
    }),
    'repositories.refreshProviderIntegration': keyed((call) => {
      const repo = repoFor(call);
      if (repo.provider !== 'gl' && repo.provider !== 'bb') fail(400, 'Only GitLab and Bitbucket integrations can be refreshed');
      settingsOf(repo).integration.integratedBy = 'ada@example.test';
      return undefined;
    }),

    // People
    'repositories.listPeopleSuggestions': keyed((call) => {
      const repo = repoFor(call);
      const search = call.query.get('search');
      const authors = new Map<string, { first: string; last: string; count: number }>();
      const commits = [
        ...repo.commits.map((c) => ({ email: c.commit.authorEmail, at: c.commit.commitTimestamp })),
        { email: 'grace@example.test', at: '2023-11-02T15:20:00Z' },
        { email: 'grace@example.test', at: '2023-12-18T09:45:00Z' },
        { email: `bot@${repo.organization}.example.test`, at: '2023-10-01T03:00:00Z' },
      ];
      for (const { email, at } of commits) {
        const seen = authors.get(email);
        if (!seen) authors.set(email, { first: at, last: at, count: 1 });
        else authors.set(email, { first: at < seen.first ? at : seen.first, last: at > seen.last ? at : seen.last, count: seen.count + 1 });
      }
      const suggestions = [...authors]
        .filter(([email]) => search === null || email.includes(search))
        .map(([commitEmail, a]) => ({ commitEmail, projectCommitStat: { projectId: repo.repositoryId, firstCommit: a.first, lastCommit: a.last, numberOfCommits: a.count } }));
      return list(call, suggestions);
    }),

    // Languages
    'repositories.getLanguages': keyed((call) => body({ languages: settingsOf(repoFor(call)).languages })),
    'repositories.updateLanguages': keyed(async (call) => {
      const settings = settingsOf(repoFor(call));
      const { languages } = await readBody(call);
      if (!Array.isArray(languages)) fail(400, 'languages must be a list');
      const changes = languages as { name?: unknown; extensions?: unknown; enabled?: unknown }[];
      const targets = changes.map((change) => {
        const language = settings.languages.find((l) => l.name === change.name);
        if (!language) fail(400, `Unknown language ${String(change.name)}`);
        if (change.extensions !== undefined && !(Array.isArray(change.extensions) && change.extensions.every((e) => typeof e === 'string'))) fail(400, 'extensions must be a list of strings');
        if (change.enabled !== undefined && typeof change.enabled !== 'boolean') fail(400, 'enabled must be a boolean');
        return { language, change };
      });
      for (const { language, change } of targets) {
        if (change.extensions !== undefined) language.extensions = change.extensions as string[];
        if (change.enabled !== undefined) language.enabled = change.enabled as boolean;
      }
      return undefined;
    }),
  };
}
