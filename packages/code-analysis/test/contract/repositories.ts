import { expect } from 'vitest';
import { repositorySettingsOf } from '../../src/testing/repositories-state.js';
import type { ContractContext, Row } from './index.js';

const M = '/api/v3/organizations/gh/acme/repositories/web';

/** Contract rows of the operations of the `repositories` namespace added after the first forty. */
export function repositoriesRows(context: ContractContext): Record<string, Row> {
  const { fake, repo, web, firstCommit } = context;
  const settings = () => fake.state.repositorySettings.get('gh/acme/web');
  /** The settings of `web`, made now if no call made them yet. */
  const settingsNow = () => repositorySettingsOf(fake.state.repositorySettings, 'gh/acme/web', web());
  const lastCommit = () => web().commits.at(-1)?.commit.sha ?? '';
  return {
    'repositories.getInfo': {
      call: (c) => c.repositories.getInfo(...repo),
      path: M,
      result: (v: { name: string; owner: string; fullPath?: string; visibility: string; defaultBranch?: { name: string; isDefault: boolean } }) => {
        expect(v).toMatchObject({ name: 'web', owner: 'acme', fullPath: 'acme/web', visibility: 'Public' });
        expect(v.defaultBranch).toMatchObject({ name: 'main', isDefault: true });
      },
    },
    'repositories.createBadgePullRequest': {
      call: (c) => c.repositories.createBadgePullRequest('acme', 'web'),
      path: '/api/v3/organizations/gh/acme/repositories/web/badge',
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(settings()?.badgePullRequestRequested).toBe(true);
      },
    },
    'repositories.updateBranch': {
      call: (c) => c.repositories.updateBranch(...repo, 'develop', { isEnabled: false }),
      path: `${M}/branches/develop`,
      body: { isEnabled: false },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(web().branches.find((b) => b.name === 'develop')?.isEnabled).toBe(false);
      },
    },
    'repositories.setDefaultBranch': {
      call: (c) => c.repositories.setDefaultBranch(...repo, 'develop'),
      path: `${M}/branches/develop/setDefault`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(web().branches.map((b) => [b.name, b.isDefault])).toEqual([['main', false], ['develop', true]]);
      },
    },
    'repositories.getBranchRequiredChecks': {
      call: (c) => c.repositories.getBranchRequiredChecks(...repo, 'main'),
      path: `${M}/branches/main/required-checks`,
      result: (v: unknown) => {
        expect(v).toEqual({ quality: true, diffCoverage: true, coverageVariation: false });
      },
    },
    'repositories.getDiff': {
      call: (c) => c.repositories.getDiff(...repo, lastCommit(), firstCommit()),
      path: () => `${M}/base/${lastCommit()}/head/${firstCommit()}/diff`,
      result: (v: { diff: string }) => {
        expect(v.diff).toMatch(/^diff --git a\/src\/module-0\.ts b\/src\/module-0\.ts\n/);
        expect(v.diff).toContain('+// change 0');
      },
    },
    'repositories.getCommitDiff': {
      call: (c) => c.repositories.getCommitDiff(...repo, firstCommit()),
      path: () => `${M}/commits/${firstCommit()}/diff`,
      result: (v: { diff: string }) => {
        expect(v.diff).toContain(`index ${(web().commits[0]?.commit.parents?.[0] ?? '').slice(0, 7)}..${firstCommit().slice(0, 7)} 100644`);
      },
    },
    'repositories.getPullRequestDiff': {
      call: (c) => c.repositories.getPullRequestDiff(...repo, 2),
      path: `${M}/pull-requests/2/diff`,
      result: (v: { diff: string }) => {
        expect(v.diff).toContain('+// Change number 2');
      },
    },
    'repositories.reanalyzeCommit': {
      call: (c) => c.repositories.reanalyzeCommit(...repo, { commitUuid: firstCommit(), cleanCache: true }),
      path: `${M}/reanalyzeCommit`,
      body: { commitUuid: firstCommit(), cleanCache: true },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(settings()?.reanalyses.map((r) => [r.commitUuid, r.cleanCache])).toEqual([[firstCommit(), true]]);
      },
    },
    'repositories.getBuildServerAnalysisSetting': {
      call: (c) => c.repositories.getBuildServerAnalysisSetting(...repo),
      path: `${M}/settings/analysis`,
      result: (v: unknown) => {
        expect(v).toEqual({ buildServerAnalysisSetting: false });
      },
    },
    'repositories.updateBuildServerAnalysisSetting': {
      call: (c) => c.repositories.updateBuildServerAnalysisSetting(...repo, { buildServerAnalysisSetting: true }),
      path: `${M}/settings/analysis`,
      body: { buildServerAnalysisSetting: true },
      result: (v: unknown) => {
        expect(v).toEqual({ buildServerAnalysisSetting: true });
        expect(settings()?.buildServerAnalysis).toBe(true);
      },
    },
    'repositories.getQualitySettings': {
      call: (c) => c.repositories.getQualitySettings(...repo),
      path: `${M}/settings/quality/repository`,
      result: (v: unknown) => {
        expect(v).toEqual({ maxIssuePercentage: 20, maxDuplicatedFilesPercentage: 10, minCoveragePercentage: 60, maxComplexFilesPercentage: 10, fileDuplicationBlockThreshold: 1, fileComplexityValueThreshold: 20 });
      },
    },
    'repositories.updateQualitySettings': {
      call: (c) => c.repositories.updateQualitySettings(...repo, { minCoveragePercentage: 80, fileComplexityValueThreshold: 15 }),
      path: `${M}/settings/quality/repository`,
      body: { minCoveragePercentage: 80, fileComplexityValueThreshold: 15 },
      result: (v: { minCoveragePercentage?: number; fileComplexityValueThreshold?: number; maxIssuePercentage?: number }) => {
        expect(v).toMatchObject({ minCoveragePercentage: 80, fileComplexityValueThreshold: 15, maxIssuePercentage: 20 });
      },
    },
    'repositories.resetQualitySettings': {
      call: (c) => {
        settingsNow().quality.minCoveragePercentage = 90;
        return c.repositories.resetQualitySettings(...repo);
      },
      path: `${M}/settings/quality/repository/reset`,
      result: (v: { minCoveragePercentage?: number }) => {
        expect(v.minCoveragePercentage).toBe(60);
      },
    },
    'repositories.getCommitQualitySettings': {
      call: (c) => c.repositories.getCommitQualitySettings(...repo),
      path: `${M}/settings/quality/commits`,
      result: (v: { qualityGate: Record<string, unknown> }) => {
        expect(v.qualityGate).toMatchObject({ issueThreshold: { threshold: 0, minimumSeverity: 'Warning' }, securityIssueMinimumSeverity: 'High' });
        expect(v.qualityGate).not.toHaveProperty('diffCoverageThreshold');
      },
    },
    'repositories.updateCommitQualitySettings': {
      call: (c) => c.repositories.updateCommitQualitySettings(...repo, { complexityThreshold: 10, diffCoverageThreshold: 50 }),
      path: `${M}/settings/quality/commits`,
      body: { complexityThreshold: 10, diffCoverageThreshold: 50 },
      result: (v: { qualityGate: Record<string, unknown> }) => {
        expect(v.qualityGate).toMatchObject({ complexityThreshold: 10, duplicationThreshold: 2 });
        expect(v.qualityGate).not.toHaveProperty('diffCoverageThreshold');
      },
    },
    'repositories.resetCommitQualitySettings': {
      call: (c) => {
        settingsNow().commitGate.complexityThreshold = 10;
        return c.repositories.resetCommitQualitySettings(...repo);
      },
      path: `${M}/settings/quality/commits/reset`,
      result: (v: { qualityGate: { complexityThreshold?: number } }) => {
        expect(v.qualityGate.complexityThreshold).toBe(4);
      },
    },
    'repositories.getPullRequestQualitySettings': {
      call: (c) => c.repositories.getPullRequestQualitySettings(...repo),
      path: `${M}/settings/quality/pull-requests`,
      result: (v: { qualityGate: { diffCoverageThreshold?: number; coverageThresholdWithDecimals?: number } }) => {
        expect(v.qualityGate).toMatchObject({ diffCoverageThreshold: 70, coverageThresholdWithDecimals: -0.01 });
      },
    },
    'repositories.updatePullRequestQualitySettings': {
      call: (c) => c.repositories.updatePullRequestQualitySettings(...repo, { issueThreshold: { threshold: 3, minimumSeverity: 'Error' }, diffCoverageThreshold: 85 }),
      path: `${M}/settings/quality/pull-requests`,
      body: { issueThreshold: { threshold: 3, minimumSeverity: 'Error' }, diffCoverageThreshold: 85 },
      result: (v: { qualityGate: Record<string, unknown> }) => {
        expect(v.qualityGate).toMatchObject({ issueThreshold: { threshold: 3, minimumSeverity: 'Error' }, diffCoverageThreshold: 85, complexityThreshold: 4 });
      },
    },
    'repositories.resetPullRequestQualitySettings': {
      call: (c) => {
        settingsNow().pullRequestGate.diffCoverageThreshold = 95;
        return c.repositories.resetPullRequestQualitySettings(...repo);
      },
      path: `${M}/settings/quality/pull-requests/reset`,
      result: (v: { qualityGate: { diffCoverageThreshold?: number } }) => {
        expect(v.qualityGate.diffCoverageThreshold).toBe(70);
      },
    },
    'repositories.getPublicSshKey': {
      call: (c) => c.repositories.getPublicSshKey(...repo),
      path: `${M}/settings/stored-ssh-key`,
      result: (v: { publicSshKey: string }) => {
        expect(v.publicSshKey).toMatch(/^ssh-ed25519 AAAA\S+ service-acme-web$/);
      },
    },
    'repositories.regenerateSshKey': {
      call: (c) => c.repositories.regenerateSshKey(...repo),
      path: `${M}/settings/ssh-repository-key`,
      result: (v: { publicSshKey: string }) => {
        expect(v.publicSshKey).toMatch(/^ssh-ed25519 /);
        expect(settings()?.publicSshKey).toBe(v.publicSshKey);
        expect(settings()?.sshKeysGenerated).toBe(2);
      },
    },
    'repositories.regenerateUserSshKey': {
      call: (c) => c.repositories.regenerateUserSshKey(...repo),
      path: `${M}/settings/ssh-user-key`,
      result: (v: { publicSshKey: string }) => {
        expect(v.publicSshKey).toMatch(/ ada@example\.test$/);
        expect(settings()?.publicSshKey).toBe(v.publicSshKey);
      },
    },
    'repositories.listTokens': {
      call: (c) => c.repositories.listTokens(...repo),
      path: `${M}/tokens`,
      result: (p: { items: { id: number; token: string }[]; pagination?: { total?: number } }) => {
        expect(p.items).toHaveLength(1);
        expect(p.items[0]?.id).toBe(web().repositoryId * 10);
        expect(p.items[0]?.token).toMatch(/^rt[A-Za-z0-9]+$/);
        expect(p.pagination?.total).toBe(1);
      },
    },
    'repositories.createToken': {
      call: (c) => c.repositories.createToken(...repo),
      path: `${M}/tokens`,
      result: (v: { id: number; token: string }) => {
        expect(v.id).toBe(web().repositoryId * 10 + 1);
        expect(settings()?.tokens.map((t) => t.id)).toContain(v.id);
      },
    },
    'repositories.deleteToken': {
      call: (c) => c.repositories.deleteToken(...repo, web().repositoryId * 10),
      path: () => `${M}/tokens/${String(web().repositoryId * 10)}`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(settings()?.tokens).toEqual([]);
      },
    },
    'repositories.createPostCommitHook': {
      call: (c) => c.repositories.createPostCommitHook(...repo),
      path: `${M}/integrations/postCommitHook`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(settings()?.postCommitHooks).toBe(1);
      },
    },
    'repositories.getIntegrationSettings': {
      call: (c) => c.repositories.getIntegrationSettings(...repo),
      path: `${M}/integrations/providerSettings`,
      result: (v: { settings: { commitStatus: boolean; coverageSummary?: boolean; availableSettings: string[] }; integratedBy?: string }) => {
        expect(v.settings).toMatchObject({ commitStatus: true, coverageSummary: false });
        expect(v.settings.availableSettings).toContain('GitHubCoverageSummary');
        expect(v.integratedBy).toBe('ada@example.test');
      },
    },
    'repositories.updateIntegrationSettings': {
      call: (c) => c.repositories.updateIntegrationSettings(...repo, { pullRequestSummary: true, commitStatus: false }),
      path: `${M}/integrations/providerSettings`,
      body: { pullRequestSummary: true, commitStatus: false },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(settings()?.integration.settings).toMatchObject({ pullRequestSummary: true, commitStatus: false, pullRequestComment: true });
      },
    },
    'repositories.refreshProviderIntegration': {
      call: (c) => {
        fake.addRepository({ provider: 'gl', organization: 'team', repository: 'svc' });
        return c.repositories.refreshProviderIntegration('gl', 'team', 'svc');
      },
      path: '/api/v3/organizations/gl/team/repositories/svc/integrations/refreshProvider',
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(fake.state.repositorySettings.get('gl/team/svc')?.integration.integratedBy).toBe('ada@example.test');
      },
    },
    'repositories.listPeopleSuggestions': {
      call: (c) => c.repositories.listPeopleSuggestions(...repo, { search: 'example.test', limit: 2 }),
      path: `${M}/people/suggestions`,
      query: { search: 'example.test', limit: '2' },
      result: (p: { items: { commitEmail: string; projectCommitStat: { numberOfCommits: number } }[]; pagination?: { total?: number } }) => {
        expect(p.items.map((s) => [s.commitEmail, s.projectCommitStat.numberOfCommits])).toEqual([['ada@example.test', 3], ['grace@example.test', 2]]);
        expect(p.pagination?.total).toBe(3);
      },
    },
    'repositories.getLanguages': {
      call: (c) => c.repositories.getLanguages(...repo),
      path: `${M}/settings/languages`,
      result: (v: { languages: { name: string; detected: boolean }[] }) => {
        expect(v.languages.filter((l) => l.detected).map((l) => l.name)).toEqual(['TypeScript', 'Python']);
      },
    },
    'repositories.updateLanguages': {
      call: (c) => c.repositories.updateLanguages(...repo, { languages: [{ name: 'Python', enabled: false }, { name: 'TypeScript', extensions: ['.tsx.snap'] }] }),
      path: `${M}/settings/languages`,
      body: { languages: [{ name: 'Python', enabled: false }, { name: 'TypeScript', extensions: ['.tsx.snap'] }] },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        const languages = settings()?.languages ?? [];
        expect(languages.find((l) => l.name === 'Python')?.enabled).toBe(false);
        expect(languages.find((l) => l.name === 'TypeScript')?.extensions).toEqual(['.tsx.snap']);
      },
    },
  };
}
