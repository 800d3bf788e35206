import type { HostingFake } from '../src/testing/index.js';

/** Connects site `siteId` of the fake to a repository directly in its state (with a token). */
export function connectGit(fake: HostingFake, siteId = 1): void {
  const site = fake.state.sites.get(siteId);
  if (!site) throw new Error(`no site ${String(siteId)}`);
  Object.assign(site.git, { token: 'provider-token', repository: 'https://git.test/acme/site.git', branch: 'main', connected: true });
}

/** Puts an on-demand backup into the fake's state and returns its request id. */
export function seedBackup(fake: HostingFake, { siteId = 1, type = 'db', status = 'completed', requestId = 500 } = {}): number {
  fake.state.ondemandBackups.set(requestId, {
    record: {
      id: status === 'creating' ? null : `${requestId}`,
      requestId,
      siteId,
      completed: status === 'creating' ? null : 1_700_000_000,
      status,
      type,
      bytes: status === 'creating' ? null : '65536',
      requested: 1_700_000_000,
      backupTimestamp: status === 'creating' ? null : '2023-11-14 22:13:20',
      createdBy: 'Site Owner',
      removedIn: '30 days',
      deleteAt: 1_702_592_000,
    },
    polls: 0,
  });
  return requestId;
}

/** Adds a must-use plugin to the fake's state and returns its id. */
export function seedMuPlugin(fake: HostingFake, id = 700): number {
  fake.state.muPlugins.set(id, {
    id,
    created: '2024-01-01T00:00:00.000Z',
    existing_sites: true,
    future_sites: true,
    path: 'https://files.test/tools/loader.php',
    slug: 'loader.php',
  });
  return id;
}
