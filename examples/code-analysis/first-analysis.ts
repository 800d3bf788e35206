import { CodeAnalysisClient, isAnalysisComplete } from '@typed-api/code-analysis';
import { check, type Scenario } from '../scenario.ts';

/**
 * Waits for the first analysis of a repository, showing each step as it completes, and asks the
 * server once to recover the analysis if it reports it as stuck.
 */
export const firstAnalysis: Scenario = {
  title: 'code-analysis: wait for a first analysis',
  api: 'codeAnalysis',
  async run({ targets: { codeAnalysis: target }, step, logger }) {
    const client = new CodeAnalysisClient({ baseUrl: target.baseUrl, apiToken: target.apiToken, logger });
    // Path identifiers come first, positionally: the provider, the organization, the repository.
    const { provider, organization, repository } = target;

    // The wait's inputs (what to wait for), then its options (how long, how often, what to show).
    const progress = await client.analysis.waitForFirstAnalysis(
      provider,
      organization,
      repository,
      { recoverIfStuck: true }, // one recover request when the server says the analysis is stuck
      {
        timeoutMs: 30 * 60_000,
        intervalMs: target.pollIntervalMs,
        onProgress: ({ value: current, attempts }) => {
          const done = current.data.filter((s) => s.complete).length;
          const next = current.data.find((s) => !s.complete)?.action ?? 'finished';
          step(`  check ${String(attempts)}: ${String(done)}/${String(current.data.length)} steps${current.isStuck ? ' (stuck: asking to recover)' : ''}, next: ${next}`);
        },
      },
    );
    check(isAnalysisComplete(progress), 'every step is complete');

    const analysed = await client.repositories.get(provider, organization, repository);
    step(`${repository} analysed: grade ${analysed.gradeLetter ?? '-'}, ${String(analysed.issuesCount ?? 0)} issues`);
  },
};
