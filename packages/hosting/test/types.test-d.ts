import { describe, expectTypeOf, it } from 'vitest';
import { isHostingError, type Acknowledgement, type GitDeploy, type HostingClient, type HostingPage, type MuPlugin, type OndemandBackup, type Paginated, type Site, type WebhookOf } from '../src/index.js';
import { parseWebhook } from '../src/webhooks.js';

declare const client: HostingClient;

describe('types users rely on', () => {
  it('infers list item and page types', async () => {
    expectTypeOf(client.sites.list()).toEqualTypeOf<Paginated<Site, HostingPage<Site>>>();
    for await (const site of client.sites.list()) expectTypeOf(site).toEqualTypeOf<Site>();
    const page = await client.muPlugins.list();
    expectTypeOf(page.items).toEqualTypeOf<MuPlugin[]>();
    expectTypeOf(page.page).toEqualTypeOf<HostingPage<MuPlugin>['page']>();
    for await (const deploy of client.git.history(1)) expectTypeOf(deploy).toEqualTypeOf<GitDeploy>();
    expectTypeOf((await client.collaborators.listSites('a@example.com')).email).toEqualTypeOf<string>();
  });

  it('types results, acknowledgements and streams', async () => {
    expectTypeOf(await client.sites.get(1)).toEqualTypeOf<Site>();
    expectTypeOf((await client.sites.get(1)).id).toEqualTypeOf<number>();
    expectTypeOf(await client.plugins.install(1, { plugins: [{ path: 'forms' }] })).toEqualTypeOf<Acknowledgement>();
    expectTypeOf(await client.ondemandBackups.waitForCompletion(1, 2)).toEqualTypeOf<OndemandBackup>();
    expectTypeOf(await client.backups.download(1, 2)).toEqualTypeOf<ReadableStream<Uint8Array>>();
    expectTypeOf((await client.git.deploy(1)).deploy_id).toEqualTypeOf<number>();
  });

  it('checks enumerated inputs at compile time', () => {
    // @ts-expect-error: not a PHP version the API accepts
    void client.account.update({ php_version: '7.4' });
    // @ts-expect-error: not a conversion target
    void client.sites.convert(1, 'production');
    // @ts-expect-error: not a backup type
    void client.ondemandBackups.create(1, { backup_type: 'full' });
    // @ts-expect-error: not a role
    void client.collaborators.addToSite(1, { email: 'a@example.com', roles: ['admin'] });
    // @ts-expect-error: the email is a key of the inputs object, not an argument of its own
    void client.collaborators.addToSite(1, 'a@example.com');
    // @ts-expect-error: a request option is not an operation input
    void client.wordpress.runWpCli(1, { commands: ['cache flush'], signal: AbortSignal.timeout(1000) });
  });

  it('narrows error codes', () => {
    const err: unknown = new Error('x');
    if (isHostingError(err, 'not_found')) {
      expectTypeOf(err.code).toEqualTypeOf<'not_found'>();
      expectTypeOf(err.details.errors).toEqualTypeOf<string[] | undefined>();
      expectTypeOf(err.status).toEqualTypeOf<number>();
    }
  });

  it('narrows webhooks by event', () => {
    const hook = parseWebhook('{}');
    if (hook.event === 'git_deploy_failed') expectTypeOf(hook).toEqualTypeOf<WebhookOf<'git_deploy_failed'>>();
    if (hook.event === 'ondemand_backup_created') expectTypeOf(hook.backup_id).toEqualTypeOf<string | number | null | undefined>();
  });
});
