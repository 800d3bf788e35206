import { waitUntil } from '@typed-api/core';
import { HostingClient } from '@typed-api/hosting';
import { check, type Scenario } from '../scenario.ts';

/**
 * Adds a person to several sites in one call, then removes them again. Bulk changes are queued by the
 * API: the call returns an acknowledgement, and the example polls until the change shows.
 */
export const bulkCollaborators: Scenario = {
  title: 'hosting: bulk collaborator changes',
  api: 'hosting',
  async run({ targets: { hosting: target }, step, logger }) {
    const hosting = new HostingClient({ baseUrl: target.baseUrl, clientId: target.clientId, clientSecret: target.clientSecret, logger });
    const email = target.collaboratorEmail;
    const siteIds = target.collaboratorSiteIds;
    const wait = { timeoutMs: 5 * 60_000, intervalMs: target.pollIntervalMs };

    /** On how many of the sites the person is a collaborator. */
    const presence = async (): Promise<number> => {
      const lists = await Promise.all(siteIds.map((siteId) => hosting.collaborators.listForSite(siteId)));
      return lists.filter((list) => list.some((c) => c.email === email)).length;
    };

    const added = await hosting.collaborators.batchCreate({ email, siteIds, roles: ['wp_access', 'manage_backups_restores'] });
    step(`batch create: "${added.message}"`);
    const onSites = await waitUntil(presence, (n) => n === siteIds.length, wait);
    step(`${email} now works on ${String(onSites)} sites`);

    // Their view of the sites, page by page.
    for await (const site of hosting.collaborators.listSites(email, { per_page: 2 })) step(`  sees ${site.name}`);

    const removed = await hosting.collaborators.batchDestroy({ email, siteIds });
    step(`batch destroy: "${removed.message}"`);
    const left = await waitUntil(presence, (n) => n === 0, wait);
    check(left === 0, 'the person is gone from every site');
    step(`${email} removed from all ${String(siteIds.length)} sites`);
  },
};
