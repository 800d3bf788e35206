import { describe, expect, it } from 'vitest';
import { ValidationError } from '../src/index.js';
import { isKnownWebhookEvent, parseWebhook, webhookEventNames } from '../src/webhooks.js';

describe('parseWebhook', () => {
  it('parses a JSON body and narrows it by event name, keeping unknown fields', () => {
    const hook = parseWebhook(JSON.stringify({ event: 'git_deploy_completed', site_id: 7, deploy_id: 4821, branch: 'main', extra: { a: 1 } }));
    expect(hook.event).toBe('git_deploy_completed');
    if (hook.event !== 'git_deploy_completed') throw new Error('narrowing failed');
    expect(hook.deploy_id).toBe(4821);
    expect(hook).toMatchObject({ extra: { a: 1 } });
  });

  it('accepts an already parsed object for each known event', () => {
    for (const event of webhookEventNames) expect(parseWebhook({ event }).event).toBe(event);
  });

  it.each([
    ['not JSON', '{oops', ''],
    ['no event name', { site_id: 1 }, 'event'],
    ['an unknown event', { event: 'site_exploded' }, 'event'],
    ['a field of the wrong type', { event: 'git_deploy_failed', deploy_id: 'abc' }, 'deploy_id'],
    ['a non-object', 42, 'event'],
  ])('refuses %s with a ValidationError', (_name, body, path) => {
    let error: unknown;
    try {
      parseWebhook(body);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues[0]!.path.join('.')).toBe(path);
  });

  it('tells known event names apart', () => {
    expect(isKnownWebhookEvent('ondemand_backup_created')).toBe(true);
    expect(isKnownWebhookEvent('unknown')).toBe(false);
    expect(isKnownWebhookEvent(3)).toBe(false);
  });
});
