import { CodeAnalysisClient } from '@typed-api/code-analysis';
import { check, type Scenario } from '../scenario.ts';

/**
 * Governance of an organization with three namespaces the first round lacked: the open security findings
 * by priority (`security`), the coding standards in force (`codingStandards`), and a quality-gate policy
 * applied to one repository and taken away again (`gates`), so that a real organization is left as found.
 */
export const governance: Scenario = {
  title: 'code-analysis: security findings, coding standards and a gate policy of an organization',
  api: 'codeAnalysis',
  async run({ targets: { codeAnalysis: target }, step, logger }) {
    const client = new CodeAnalysisClient({ baseUrl: target.baseUrl, apiToken: target.apiToken, logger });
    // Path identifiers come first, positionally: the provider and the organization.
    const { provider, organization } = target;

    // Security: every open finding, walked page by page with a search body, counted by priority.
    const byPriority = new Map<string, number>();
    for await (const item of client.security.searchItems(provider, organization, { statuses: ['Overdue', 'DueSoon', 'OnTrack'] })) {
      byPriority.set(item.priority, (byPriority.get(item.priority) ?? 0) + 1);
    }
    const open = [...byPriority.values()].reduce((a, b) => a + b, 0);
    step(`security: ${String(open)} open findings (${[...byPriority].map(([p, n]) => `${p} ${String(n)}`).join(', ')})`);

    // Coding standards: which ones exist and which is the default.
    const standards = await client.codingStandards.list(provider, organization);
    step(`coding standards: ${standards.map((s) => `${s.name}${s.isDefault ? ' (default)' : ''}${s.isDraft ? ' (draft)' : ''}`).join(', ')}`);

    // Gates: a policy created, applied to the demo repository, read back, and removed.
    const policy = await client.gates.create(provider, organization, { gatePolicyName: `demo policy ${String(Date.now())}` });
    try {
      await client.gates.applyToRepositories(provider, organization, policy.id, { link: [target.repository] });
      const following = await client.gates.listRepositories(provider, organization, policy.id).toArray();
      step(`gate policy "${policy.name}" now applies to ${following.map((r) => r.name).join(', ')}`);
      check(
        following.some((r) => r.name === target.repository),
        'the repository follows the new gate policy',
      );
    } finally {
      await client.gates.delete(provider, organization, policy.id);
      step('gate policy removed again');
    }
  },
};
