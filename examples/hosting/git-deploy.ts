import { HostingClient, isHostingError } from '@typed-api/hosting';
import { check, type Scenario } from '../scenario.ts';

/**
 * Connects a site to a git repository (storing the provider token first), deploys its branch and
 * waits for the outcome of the deploy.
 */
export const gitDeploy: Scenario = {
  title: 'hosting: connect git and deploy, waiting for the outcome',
  api: 'hosting',
  async run({ targets: { hosting: target }, step, logger }) {
    const hosting = new HostingClient({ baseUrl: target.baseUrl, clientId: target.clientId, clientSecret: target.clientSecret, logger });
    const { siteId } = target;
    const wait = { timeoutMs: 15 * 60_000, intervalMs: target.pollIntervalMs };

    try {
      const config = await hosting.git.get(siteId);
      if (config.connected) {
        step(`already connected to ${config.repository ?? '?'} (${config.branch ?? '?'})`);
      } else {
        // The provider token lets the service read the repository; it is stored for this site only.
        await hosting.git.storeToken(siteId, { token: target.gitToken });
        await hosting.git.connect(siteId, { repository: target.gitRepository, branch: target.gitBranch });
        step(`connected ${target.gitRepository} (${target.gitBranch}); connecting starts a first deploy`);
        const first = await hosting.git.history(siteId, { per_page: 1 });
        const latest = first.items[0];
        if (latest?.state === 'processing') {
          const outcome = await hosting.git.waitForDeploy(siteId, latest.id, undefined, wait);
          step(`first deploy ${String(latest.id)}: ${outcome.state}`);
        }
      }
    } catch (err) {
      // 422: the site is not enrolled in the git integration (the provider's support enables it).
      if (isHostingError(err, 'unprocessable_entity')) step('this site is not enrolled in the git integration');
      throw err;
    }

    // Deploy the branch again and follow it through the history until it leaves `processing`.
    const { deploy_id: deployId } = await hosting.git.deploy(siteId);
    step(`deploy ${String(deployId)} started`);
    const deploy = await hosting.git.waitForDeploy(siteId, deployId, undefined, {
      ...wait,
      onProgress: ({ value: entry, attempts }) => {
        step(`  check ${String(attempts)}: ${entry === undefined ? 'not in the history yet' : entry.state}`);
      },
    });
    step(`deploy ${String(deploy.id)} of ${deploy.branch ?? '?'}: ${deploy.state} (commit ${deploy.after ?? '?'})`);
    check(deploy.state === 'deployed', `the deploy succeeded (state ${deploy.state})`);
  },
};
