import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { jsonObject } from './common.js';

/** Fields to create or change a task. */
export const taskFields = z.looseObject({
  actId: z.optional(z.string()),
  name: z.optional(z.string()),
  title: z.optional(z.nullable(z.string())),
  options: z.optional(
    z.nullable(z.looseObject({ build: z.optional(z.nullable(z.string())), timeoutSecs: z.optional(z.nullable(z.number())), memoryMbytes: z.optional(z.nullable(z.number())) })),
  ),
  input: z.optional(z.nullable(jsonObject)),
});
/**
 * Events that can fire a webhook: the known ones are typed, and any other string is accepted (the
 * contract does not list the kinds of event, so new ones may appear).
 */
export const webhookEventType = openEnum([
  'ACTOR.BUILD.ABORTED',
  'ACTOR.BUILD.CREATED',
  'ACTOR.BUILD.FAILED',
  'ACTOR.BUILD.SUCCEEDED',
  'ACTOR.BUILD.TIMED_OUT',
  'ACTOR.RUN.ABORTED',
  'ACTOR.RUN.CREATED',
  'ACTOR.RUN.FAILED',
  'ACTOR.RUN.RESURRECTED',
  'ACTOR.RUN.SUCCEEDED',
  'ACTOR.RUN.TIMED_OUT',
  'TEST',
]);

/** Which runs or builds fire a webhook: those of an Actor, of a task, or one run. */
export const webhookCondition = z.looseObject({ actorId: z.optional(z.nullable(z.string())), actorTaskId: z.optional(z.nullable(z.string())), actorRunId: z.optional(z.nullable(z.string())) });

/** Fields to change a webhook (null leaves a field unset). */
export const webhookFields = z.looseObject({
  eventTypes: z.optional(z.nullable(z.array(webhookEventType))),
  condition: z.optional(z.nullable(webhookCondition)),
  requestUrl: z.optional(z.nullable(z.string())),
  payloadTemplate: z.optional(z.nullable(z.string())),
  headersTemplate: z.optional(z.nullable(z.string())),
  idempotencyKey: z.optional(z.nullable(z.string())),
  ignoreSslErrors: z.optional(z.nullable(z.boolean())),
  doNotRetry: z.optional(z.nullable(z.boolean())),
  isAdHoc: z.optional(z.nullable(z.boolean())),
});
/** Fields to create a webhook: the events, the condition and the request URL are required. */
export const webhookCreateFields = z.extend(webhookFields, {
  eventTypes: z.array(webhookEventType),
  condition: webhookCondition,
  requestUrl: z.string(),
});
/** Fields to create or change a schedule. */
export const scheduleFields = z.looseObject({
  name: z.optional(z.nullable(z.string())),
  cronExpression: z.optional(z.nullable(z.string())),
  timezone: z.optional(z.nullable(z.string())),
  isEnabled: z.optional(z.nullable(z.boolean())),
  isExclusive: z.optional(z.nullable(z.boolean())),
  title: z.optional(z.nullable(z.string())),
  actions: z.optional(
    z.nullable(z.array(
      z.looseObject({
        type: z.enum(['RUN_ACTOR', 'RUN_ACTOR_TASK']),
        actorId: z.optional(z.string()),
        actorTaskId: z.optional(z.string()),
      }),
    )),
  ),
});
/** Limits the owner may change. */
export const limitsUpdate = z.object({
  maxMonthlyUsageUsd: z.optional(z.number()),
  dataRetentionDays: z.optional(z.int()),
});
