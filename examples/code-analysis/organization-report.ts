import { CodeAnalysisClient, type RepositoryWithAnalysis } from '@typed-api/code-analysis';
import { check, type Scenario } from '../scenario.ts';

/** `87.5%`, or `n/a` when a repository reports no coverage. */
function percent(value: number | undefined): string {
  return value === undefined ? 'n/a' : `${value.toFixed(1)}%`;
}

/**
 * Reports the grade and the coverage of every repository of an organization, walking the cursor-paged
 * list to its end, worst grade first.
 */
export const organizationReport: Scenario = {
  title: 'code-analysis: grades and coverage of every repository of an organization',
  api: 'codeAnalysis',
  async run({ targets: { codeAnalysis: target }, step, logger }) {
    const client = new CodeAnalysisClient({ baseUrl: target.baseUrl, apiToken: target.apiToken, logger });
    const { provider, organization } = target;

    // Every page to the end, the server's page size (up to 100; the fake serves pages of 5 to show the
    // cursor walk). `limit` would be the most repositories in all, not a page size.
    const repositories: RepositoryWithAnalysis[] = [];
    let pages = 0;
    for await (const page of client.repositories.list(provider, organization).pages()) {
      pages++;
      repositories.push(...page.items);
      step(`  page ${String(pages)}: ${String(page.items.length)} repositories (total ${String(page.pagination?.total ?? '?')})`);
    }

    // Worst grade first; repositories without an analysis yet go last.
    const byGrade = [...repositories].sort((a, b) => (b.gradeLetter ?? '').localeCompare(a.gradeLetter ?? ''));
    step(`${String(repositories.length)} repositories of ${provider}/${organization}:`);
    for (const repo of byGrade) {
      const grade = repo.gradeLetter ?? '-';
      step(`  ${repo.repository.name.padEnd(16)} grade ${grade}  coverage ${percent(repo.coverage?.coveragePercentageWithDecimals ?? repo.coverage?.coveragePercentage)}  issues ${String(repo.issuesCount ?? 0)}`);
    }
    check(new Set(repositories.map((r) => r.repository.name)).size === repositories.length, 'no repository is listed twice');
  },
};
