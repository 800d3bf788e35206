// Hand-written: branches and their refusals, diffs of known commits, reanalyses, quality gates with their resets,
// SSH keys, tokens, languages, people suggestions and the repositories' lists; the rest is the samples'.
import { fail, type FakeHandlers, type FakeRequest, definedOf } from '@typed-api/core/testing';
import type * as ops from '../../operations/repositories.js';
import type * as settings from '../../operations/repository-settings.js';
import { repoFor, orgRepos, branchOf, byNumber, commitOf, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { QualityGate } from '../../responses/repositories.js';
import { defaultCommitGate, defaultPullRequestGate, defaultRepositoryQuality, fakeSshKey, repositorySettingsOf, type FakeRepositorySettings } from '../repositories-state.js';
import { addFakeRepository, repoKey, type FakeRepository } from '../state.js';
import { toRepository, toRepositoryWithAnalysis } from '../views.js';

/** A unified diff of the repository's first file between two commits, as `git diff` writes it (`{ diff }`). */
function fileDiff(repo: FakeRepository, from: string, to: string, before: string, after: string): { diff: string } {
  const path = repo.files[0]?.path ?? 'README.md';
  const index = `index ${from.slice(0, 7)}..${to.slice(0, 7)} 100644`;
  const lines = [`diff --git a/${path} b/${path}`, index, `--- a/${path}`, `+++ b/${path}`, '@@ -1 +1 @@'];
  return { diff: [...lines, `-${before}`, `+${after}`, ''].join('\n') };
}

/** The `branch` query parameter, read raw: the list operations do not describe it, and the fake has always honoured it. */
const rawBranch = (call: FakeRequest): string | undefined => call.query.get('branch') ?? undefined;

/** The fake's `repositories` namespace beyond the first operations: settings, branches, diffs, tokens, integrations, languages. */
export function repositoriesHandlers(ctx: FakeContext): FakeHandlers<typeof ops & typeof settings> {
  const { state } = ctx;

  const settingsOf = (repo: FakeRepository): FakeRepositorySettings => repositorySettingsOf(state.repositorySettings, repoKey(repo.provider, repo.organization, repo.name), repo);
  /** The settings of the repository a request names. */
  const settingsAt = (call: FakeRequest) => settingsOf(repoFor(state, call));
  /** Stores a newly generated SSH key (the user's one names the user instead of the service). */
  const newSshKey = (call: FakeRequest, owner?: string) => {
    const repo = repoFor(state, call);
    const settings = settingsOf(repo);
    const key = fakeSshKey(repo, ++settings.sshKeysGenerated);
    settings.publicSshKey = owner === undefined ? key : key.replace(/ service-.*$/, ` ${owner}`);
    return { publicSshKey: settings.publicSshKey };
  };
  const branchNamed = (repo: FakeRepository, call: FakeRequest) => {
    const branch = repo.branches.find((b) => b.name === call.params.branchName);
    if (!branch) fail(404, `Branch ${call.params.branchName ?? ''} not found`);
    return branch;
  };
  const qualitySettings = (gate: QualityGate) => ({ qualityGate: gate });

  return {
    'repositories.getInfo': (call) => {
      const repo = repoFor(state, call);
      return { ...toRepository(repo), defaultBranch: repo.branches.find((b) => b.isDefault) };
    },
    'repositories.createBadgePullRequest': (call) => {
      // The path names GitHub itself. The pull request is made asynchronously: the call succeeds even
      // where it will not be made.
      settingsOf(repoFor(state, { ...call, params: { ...call.params, provider: 'gh' } })).badgePullRequestRequested = true;
      return undefined;
    },

    // Branches
    'repositories.updateBranch': (call) => {
      const repo = repoFor(state, call);
      const branch = branchNamed(repo, call);
      const { isEnabled } = call.inputs;
      if (isEnabled === false && branch.isDefault) fail(422, 'The default branch cannot be disabled');
      if (isEnabled !== undefined) branch.isEnabled = isEnabled;
      return undefined;
    },
    'repositories.setDefaultBranch': (call) => {
      const repo = repoFor(state, call);
      const branch = branchNamed(repo, call);
      if (!branch.isEnabled) fail(422, `Branch ${branch.name} must be enabled before it becomes the default branch`);
      for (const b of repo.branches) b.isDefault = b === branch;
      return undefined;
    },
    'repositories.getBranchRequiredChecks': (call) => {
      const branch = branchNamed(repoFor(state, call), call);
      return { quality: branch.isDefault, diffCoverage: branch.isDefault, coverageVariation: false };
    },

    // Diffs
    'repositories.getDiff': (call) => {
      const repo = repoFor(state, call);
      const base = commitOf(repo, call.params.baseCommitUuid).commit;
      const head = commitOf(repo, call.params.headCommitUuid).commit;
      return fileDiff(repo, base.sha, head.sha, `// ${base.message}`, `// ${head.message}`);
    },
    'repositories.getCommitDiff': (call) => {
      const repo = repoFor(state, call);
      const { commit } = commitOf(repo, call.params.commitUuid);
      return fileDiff(repo, commit.parents?.[0] ?? '0000000', commit.sha, '// before', `// ${commit.message}`);
    },
    'repositories.getPullRequestDiff': (call) => {
      const repo = repoFor(state, call);
      const { pullRequest } = byNumber(repo, call);
      return fileDiff(repo, pullRequest.commonAncestorCommitSha, pullRequest.headCommitSha, '// main', `// ${pullRequest.title}`);
    },

    'repositories.reanalyzeCommit': (call) => {
      const repo = repoFor(state, call);
      const { commitUuid, cleanCache } = call.inputs;
      // Any commit of the repository: of its branches, or the head of one of its pull requests.
      if (!repo.pullRequests.some((pr) => pr.pullRequest.headCommitSha === commitUuid)) commitOf(repo, commitUuid);
      const settings = settingsOf(repo);
      settings.reanalyses.push({ commitUuid, cleanCache: cleanCache === true, requestedAt: new Date().toISOString() });
      // The analysis runs for the next two reads of the commit, and of the pull requests it heads.
      settings.running.set(`commit:${commitUuid}`, 2);
      for (const pr of repo.pullRequests) if (pr.pullRequest.headCommitSha === commitUuid) settings.running.set(`pull-request:${String(pr.pullRequest.number)}`, 2);
      return undefined;
    },

    // Analysis and quality settings
    'repositories.getBuildServerAnalysisSetting': (call) => ({ buildServerAnalysisSetting: settingsAt(call).buildServerAnalysis }),
    'repositories.updateBuildServerAnalysisSetting': (call) => {
      const { buildServerAnalysisSetting } = call.inputs;
      settingsAt(call).buildServerAnalysis = buildServerAnalysisSetting;
      return { buildServerAnalysisSetting };
    },
    'repositories.getQualitySettings': (call) => settingsAt(call).quality,
    'repositories.updateQualitySettings': (call) => Object.assign(settingsAt(call).quality, definedOf(call.inputs)),
    'repositories.resetQualitySettings': (call) => Object.assign(settingsAt(call), { quality: defaultRepositoryQuality() }).quality,
    'repositories.getCommitQualitySettings': (call) => qualitySettings(settingsAt(call).commitGate),
    'repositories.updateCommitQualitySettings': (call) => {
      // Commits have no diff coverage threshold: it is never stored or returned.
      const gate = Object.assign(settingsAt(call).commitGate, definedOf(call.inputs));
      delete gate.diffCoverageThreshold;
      return qualitySettings(gate);
    },
    'repositories.resetCommitQualitySettings': (call) => {
      const settings = Object.assign(settingsAt(call), { commitGate: defaultCommitGate() });
      return qualitySettings(settings.commitGate);
    },
    'repositories.getPullRequestQualitySettings': (call) => qualitySettings(settingsAt(call).pullRequestGate),
    'repositories.updatePullRequestQualitySettings': (call) => qualitySettings(Object.assign(settingsAt(call).pullRequestGate, definedOf(call.inputs))),
    'repositories.resetPullRequestQualitySettings': (call) => {
      const settings = Object.assign(settingsAt(call), { pullRequestGate: defaultPullRequestGate() });
      return qualitySettings(settings.pullRequestGate);
    },

    // SSH keys
    'repositories.getPublicSshKey': (call) => ({ publicSshKey: settingsAt(call).publicSshKey }),
    'repositories.regenerateSshKey': (call) => newSshKey(call),
    'repositories.regenerateUserSshKey': (call) => newSshKey(call, 'ada@example.test'),

    // API tokens
    'repositories.listTokens': (call) => listBody(state, call, settingsAt(call).tokens),
    'repositories.createToken': (call) => {
      const repo = repoFor(state, call);
      const settings = settingsOf(repo);
      const id = settings.nextTokenId++;
      const token = { id, token: `rt${btoa(`${repo.name}:${String(id)}:${String(Date.now())}`).replace(/[^A-Za-z0-9]/g, '')}` };
      settings.tokens.push(token);
      return call.reply(token, { status: 201 });
    },
    'repositories.deleteToken': (call) => {
      const settings = settingsAt(call);
      const index = settings.tokens.findIndex((t) => String(t.id) === call.params.tokenId);
      if (index < 0) fail(404, 'API token not found');
      settings.tokens.splice(index, 1);
      return undefined;
    },

    // Integrations
    'repositories.createPostCommitHook': (call) => {
      settingsAt(call).postCommitHooks++;
      return undefined;
    },
    'repositories.getIntegrationSettings': (call) => settingsAt(call).integration,
    'repositories.updateIntegrationSettings': (call) => {
      Object.assign(settingsAt(call).integration.settings, definedOf(call.inputs));
      return undefined;
    },
    'repositories.refreshProviderIntegration': (call) => {
      const repo = repoFor(state, call);
      if (repo.provider !== 'gl' && repo.provider !== 'bb') fail(400, 'Only GitLab and Bitbucket integrations can be refreshed');
      settingsOf(repo).integration.integratedBy = 'ada@example.test';
      return undefined;
    },

    // People
    'repositories.listPeopleSuggestions': (call) => {
      const repo = repoFor(state, call);
      const search = call.inputs.search;
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
        .filter(([email]) => search === undefined || email.includes(search))
        .map(([commitEmail, a]) => ({ commitEmail, projectCommitStat: { projectId: repo.repositoryId, firstCommit: a.first, lastCommit: a.last, numberOfCommits: a.count } }));
      return listBody(state, call, suggestions);
    },

    // Languages
    'repositories.getLanguages': (call) => ({ languages: settingsAt(call).languages }),
    'repositories.updateLanguages': (call) => {
      const settings = settingsAt(call);
      // Every language named must be known before any changes.
      const targets = call.inputs.languages.map(({ name, ...change }) => {
        const language = settings.languages.find((l) => l.name === name);
        if (!language) fail(400, `Unknown language ${name}`);
        return { language, change };
      });
      for (const { language, change } of targets) Object.assign(language, definedOf(change));
      return undefined;
    },
    'repositories.list': (call) => {
      const search = call.inputs.search;
      const repos = orgRepos(state, call).filter((r) => search === undefined || r.name.includes(search));
      return listBody(state, call, repos.map((r) => toRepositoryWithAnalysis(r, r.branches[0] ?? branchOf(r, rawBranch(call)))));
    },
    'repositories.search': (call) => {
      const names = call.inputs.names ?? [];
      const repos = orgRepos(state, call).filter((r) => names.includes(r.name));
      return listBody(state, call, repos.map((r) => toRepositoryWithAnalysis(r, r.branches[0] ?? branchOf(r, rawBranch(call)))));
    },
    'repositories.get': (call) => {
      const repo = repoFor(state, call);
      return toRepositoryWithAnalysis(repo, branchOf(repo, call.inputs.branch));
    },
    'repositories.listBranches': (call) => {
      const { enabled, search, sort } = call.inputs;
      const sign = call.inputs.direction === 'desc' ? -1 : 1;
      const branches = repoFor(state, call).branches.filter((b) => (enabled === undefined || b.isEnabled === enabled) && (search === undefined || b.name.includes(search)));
      if (sort === 'name' || sort === 'last-updated') {
        const key = (b: (typeof branches)[number]) => sort === 'name' ? b.name : (b.lastUpdated ?? '');
        branches.sort((a, b) => sign * key(a).localeCompare(key(b)));
      }
      return listBody(state, call, branches);
    },
    'repositories.add': (call) => {
      const request = call.inputs;
      const [organization, repository, ...rest] = request.repositoryFullPath.split('/');
      if (!organization || !repository || rest.length) fail(400, 'provider and repositoryFullPath (organization/repository) are required');
      if (state.repositories.has(repoKey(request.provider, organization, repository))) fail(409, 'Repository already added');
      const repo = addFakeRepository(state, { provider: request.provider, organization, repository, firstAnalysis: 'running', pullRequests: 0, issues: 0, commits: 0 });
      return toRepository(repo);
    },
    'repositories.follow': (call) => {
      const repo = repoFor(state, call);
      repo.addedState = 'Following';
      return repo.addedState;
    },
    'repositories.unfollow': (call) => {
      repoFor(state, call).addedState = 'Added';
      return undefined;
    },
    'repositories.delete': (call) => {
      const repo = repoFor(state, call);
      state.repositories.delete(repoKey(repo.provider, repo.organization, repo.name));
      return undefined;
    },
    'repositories.sync': (call) => {
      const { name, visibility } = repoFor(state, call);
      return { name, visibility };
    },
  };
}
