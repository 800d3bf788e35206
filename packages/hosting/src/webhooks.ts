import { ValidationError } from '@typed-api/core';
import { toValidationIssues } from '@typed-api/core/checks';
import * as z from 'zod/mini';
import { webhookEventNames, webhookSchema, type HostingWebhook, type WebhookEventName } from './schemas/webhooks.js';

// Its own entry point (`@typed-api/hosting/webhooks`): parsing a payload needs zod at import time, which
// the client's entry point never loads unless it validates.
export { webhookEventNames, type HostingWebhook, type WebhookEventName, type WebhookOf } from './schemas/webhooks.js';

/** True when `name` is a webhook event this SDK has a payload type for. */
export function isKnownWebhookEvent(name: unknown): name is WebhookEventName {
  return typeof name === 'string' && (webhookEventNames as readonly string[]).includes(name);
}

/**
 * Validates an incoming webhook body (a JSON string or the parsed object) and returns it typed, so that
 * `switch (hook.event)` narrows it. Throws a {@link ValidationError} for a body that is not JSON, lacks
 * an `event` name, names an event this SDK does not know, or has fields of the wrong type.
 * Payload fields other than `event` are kept as sent.
 */
export function parseWebhook(body: unknown): HostingWebhook {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body) as unknown;
    } catch {
      throw new ValidationError('Invalid webhook body', [{ path: [], code: 'invalid_json', message: 'is not JSON' }]);
    }
  }
  const name = value !== null && typeof value === 'object' ? (value as Record<string, unknown>).event : undefined;
  if (!isKnownWebhookEvent(name)) {
    const message = typeof name === 'string' ? `unknown event ${JSON.stringify(name)}` : 'is required (the event name)';
    throw new ValidationError('Invalid webhook body', [{ path: ['event'], code: 'invalid_value', message }]);
  }
  const result = z.safeParse(webhookSchema, value);
  if (!result.success) throw new ValidationError(`Invalid ${name} webhook body`, toValidationIssues(result.error.issues));
  return result.data;
}
