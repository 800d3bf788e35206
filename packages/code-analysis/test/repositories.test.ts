import { describe, expect, it } from 'vitest';
import { AuthenticationError, NotFoundError, UnprocessableEntityError, ValidationError, isCodeAnalysisError } from '../src/index.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();
const acme = ['gh', 'acme'] as const;
const web = [...acme, 'web'] as const;

describe('repository API tokens', () => {
  it('lists a created token, and a deleted one is gone (404 on a second delete)', async () => {
    const c = client();
    const before = await c.repositories.listTokens(...web).toArray();
    const created = await c.repositories.createToken(...web);
    expect(created.token).toMatch(/^rt[A-Za-z0-9]+$/);
    expect((await c.repositories.listTokens(...web).toArray()).map((t) => t.id)).toEqual([...before.map((t) => t.id), created.id]);
    await c.repositories.deleteToken(...web, created.id);
    expect((await c.repositories.listTokens(...web).toArray()).map((t) => t.id)).toEqual(before.map((t) => t.id));
    expect(await rejection(c.repositories.deleteToken(...web, created.id))).toBeInstanceOf(NotFoundError);
  });

  it('needs the key', async () => {
    const err = await rejection(client({ apiToken: undefined }).repositories.createToken(...web));
    expect(err).toBeInstanceOf(AuthenticationError);
  });
});

describe('people suggestions', () => {
  it('walks every page with for await (pages of one), following the cursor', async () => {
    const emails: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const person of client().repositories.listPeopleSuggestions(...web)) emails.push(person.commitEmail);
    expect(emails).toEqual(['ada@example.test', 'grace@example.test', 'bot@acme.example.test']);
    const sent = await requests();
    expect(sent).toHaveLength(3);
    expect(sent[0]?.url.searchParams.has('cursor')).toBe(false);
    expect(sent.slice(1).every((r) => r.url.searchParams.has('cursor'))).toBe(true);
  });

  it('encodes the bb cursor once more before reuse', async () => {
    fake.addRepository({ provider: 'bb', organization: 'team', repository: 'svc' });
    const emails: string[] = [];
    fake.state.maxPageSize = 2;
    for await (const page of client().repositories.listPeopleSuggestions('bb', 'team', 'svc').pages()) emails.push(...page.items.map((i) => i.commitEmail));
    expect(emails).toEqual(['ada@example.test', 'grace@example.test', 'bot@team.example.test']);
    const [, second] = await requests();
    expect(second?.url.search).toMatch(/cursor=%25/);
  });

  it('stops at maxItems', async () => {
    fake.state.maxPageSize = 1;
    const first = await client().repositories.listPeopleSuggestions(...web).limit({ maxItems: 2 }).toArray();
    expect(first.map((p) => p.commitEmail)).toEqual(['ada@example.test', 'grace@example.test']);
  });
});

describe('branches', () => {
  it('disables a branch, refuses it as default until enabled, then makes it the default', async () => {
    const c = client();
    await c.repositories.updateBranch(...web, 'develop', { isEnabled: false });
    expect((await c.repositories.listBranches(...web, { enabled: false }).toArray()).map((b) => b.name)).toEqual(['develop']);
    const refused = await rejection(c.repositories.setDefaultBranch(...web, 'develop'));
    expect(refused).toBeInstanceOf(UnprocessableEntityError);
    await c.repositories.updateBranch(...web, 'develop', { isEnabled: true });
    await c.repositories.setDefaultBranch(...web, 'develop');
    expect((await c.repositories.getInfo(...web)).defaultBranch?.name).toBe('develop');
    expect(await c.repositories.getBranchRequiredChecks(...web, 'develop')).toEqual({ quality: true, diffCoverage: true, coverageVariation: false });
    expect(await rejection(c.repositories.updateBranch(...web, 'develop', { isEnabled: false }))).toBeInstanceOf(UnprocessableEntityError);
    expect(await rejection(c.repositories.getBranchRequiredChecks(...web, 'gone'))).toBeInstanceOf(NotFoundError);
  });
});

describe('quality settings', () => {
  it('reads back an update and goes back to the defaults on reset', async () => {
    const c = client();
    await c.repositories.updateQualitySettings(...web, { maxIssuePercentage: 5 });
    expect((await c.repositories.getQualitySettings(...web)).maxIssuePercentage).toBe(5);
    expect((await c.repositories.resetQualitySettings(...web)).maxIssuePercentage).toBe(20);
    expect((await c.repositories.getQualitySettings(...web)).maxIssuePercentage).toBe(20);
  });

  it('keeps the gates of commits and pull requests apart; commits never get a diff coverage threshold', async () => {
    const c = client();
    await c.repositories.updatePullRequestQualitySettings(...web, { diffCoverageThreshold: 90, securityIssueMinimumSeverity: 'Error' });
    await c.repositories.updateCommitQualitySettings(...web, { diffCoverageThreshold: 90, duplicationThreshold: 0 });
    const prs = await c.repositories.getPullRequestQualitySettings(...web);
    const commits = await c.repositories.getCommitQualitySettings(...web);
    expect(prs.qualityGate).toMatchObject({ diffCoverageThreshold: 90, securityIssueMinimumSeverity: 'Error', duplicationThreshold: 2 });
    expect(commits.qualityGate).toMatchObject({ duplicationThreshold: 0, securityIssueMinimumSeverity: 'High' });
    expect(commits.qualityGate.diffCoverageThreshold).toBeUndefined();
  });

  it('refuses a threshold out of range before sending when inputs are validated', async () => {
    const err = await rejection(client({ validateInputs: true }).repositories.updatePullRequestQualitySettings(...web, { diffCoverageThreshold: 150 }));
    expect(err).toBeInstanceOf(ValidationError);
    expect(await requests()).toHaveLength(0);
  });
});

describe('settings of the repository', () => {
  it('stores the SSH key generated last', async () => {
    const c = client();
    const first = await c.repositories.getPublicSshKey(...web);
    const regenerated = await c.repositories.regenerateSshKey(...web);
    expect(regenerated.publicSshKey).not.toBe(first.publicSshKey);
    expect(await c.repositories.getPublicSshKey(...web)).toEqual(regenerated);
    const user = await c.repositories.regenerateUserSshKey(...web);
    expect((await c.repositories.getPublicSshKey(...web)).publicSshKey).toBe(user.publicSshKey);
  });

  it('reads back the build server setting, the integration and the languages after a change', async () => {
    const c = client();
    await c.repositories.updateBuildServerAnalysisSetting(...web, { buildServerAnalysisSetting: true });
    expect(await c.repositories.getBuildServerAnalysisSetting(...web)).toEqual({ buildServerAnalysisSetting: true });
    await c.repositories.updateIntegrationSettings(...web, { suggestions: true });
    expect((await c.repositories.getIntegrationSettings(...web)).settings.suggestions).toBe(true);
    await c.repositories.updateLanguages(...web, { languages: [{ name: 'Go', enabled: false, extensions: ['.gotmpl'] }] });
    const go = (await c.repositories.getLanguages(...web)).languages.find((l) => l.name === 'Go');
    expect(go).toMatchObject({ enabled: false, extensions: ['.gotmpl'], detected: false });
  });

  it('answers 400 for a language the service does not know, and changes nothing', async () => {
    const c = client();
    const err = await rejection(c.repositories.updateLanguages(...web, { languages: [{ name: 'Python', enabled: false }, { name: 'Klingon' }] }));
    expect(isCodeAnalysisError(err, 'BadRequest')).toBe(true);
    expect((await c.repositories.getLanguages(...web)).languages.find((l) => l.name === 'Python')?.enabled).toBe(true);
  });

  it('refreshes the provider integration of GitLab and Bitbucket repositories only', async () => {
    const err = await rejection(client().repositories.refreshProviderIntegration(...web));
    expect(isCodeAnalysisError(err, 'BadRequest')).toBe(true);
  });

  it('reads a public repository without a key, a private one only with it', async () => {
    const anonymous = client({ apiToken: undefined });
    expect((await anonymous.repositories.getInfo(...web)).name).toBe('web');
    expect(await rejection(anonymous.repositories.getInfo(...acme, 'api'))).toBeInstanceOf(AuthenticationError);
    expect((await client().repositories.getInfo(...acme, 'api')).visibility).toBe('Private');
  });

  it('sends the badge request of a GitHub repository without its provider', async () => {
    await client().repositories.createBadgePullRequest('acme', 'web');
    const [sent] = await requests();
    expect(sent?.url.pathname).toBe('/api/v3/organizations/gh/acme/repositories/web/badge');
    expect(fake.state.repositorySettings.get('gh/acme/web')?.badgePullRequestRequested).toBe(true);
  });

  it('diffs two commits of the repository, and answers 404 for an unknown one', async () => {
    const commits = fake.state.repositories.get('gh/acme/web')?.commits ?? [];
    const [head, , base] = commits.map((c) => c.commit.sha);
    const c = client();
    expect((await c.repositories.getDiff(...web, base ?? '', head ?? '')).diff).toContain(`index ${(base ?? '').slice(0, 7)}..${(head ?? '').slice(0, 7)}`);
    expect(await rejection(c.repositories.getDiff(...web, 'f'.repeat(40), head ?? ''))).toBeInstanceOf(NotFoundError);
  });
});
