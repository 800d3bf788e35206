import * as z from 'zod/mini';
import { jsonObject } from './common.js';
import { openEnum } from '@typed-api/core/internal';

/** Summary of a saved task (an Actor with preset input and options). */
export const taskShort = z.looseObject({
  id: z.string(),
  actId: z.string(),
  name: z.string(),
  username: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
/** Summary of a task. */
export type TaskShort = z.infer<typeof taskShort>;

/** A saved task. */
export const task = z.looseObject({
  ...taskShort.shape,
  userId: z.string(),
  options: z.optional(z.nullable(z.looseObject({}))),
  input: z.optional(z.nullable(jsonObject)),
});
/** A saved task. */
export type Task = z.infer<typeof task>;

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
/** Fields to create or change a task. */
export type TaskFields = z.input<typeof taskFields>;

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

/** A webhook: an HTTP call made when runs or builds reach an event. */
export const webhook = z.looseObject({
  id: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  userId: z.string(),
  eventTypes: z.array(webhookEventType),
  condition: webhookCondition,
  /** Where the call goes; may be absent or null. */
  requestUrl: z.optional(z.nullable(z.string())),
  isAdHoc: z.optional(z.nullable(z.boolean())),
});
/** A webhook. */
export type Webhook = z.infer<typeof webhook>;

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
/** Fields to change a webhook. */
export type WebhookFields = z.input<typeof webhookFields>;

/** Fields to create a webhook: the events, the condition and the request URL are required. */
export const webhookCreateFields = z.looseObject({
  ...webhookFields.shape,
  eventTypes: z.array(webhookEventType),
  condition: webhookCondition,
  requestUrl: z.string(),
});
/** Fields to create a webhook. */
export type WebhookCreateFields = z.input<typeof webhookCreateFields>;

/** One delivery attempt of a webhook. */
export const webhookDispatch = z.looseObject({
  id: z.string(),
  userId: z.string(),
  webhookId: z.string(),
  createdAt: z.string(),
  status: z.string(),
  eventType: z.string(),
  eventData: z.optional(z.nullable(z.looseObject({}))),
});
/** One delivery attempt of a webhook. */
export type WebhookDispatch = z.infer<typeof webhookDispatch>;

/** A schedule: runs Actors or tasks at times given by a cron expression. */
export const schedule = z.looseObject({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  cronExpression: z.string(),
  timezone: z.optional(z.string()),
  isEnabled: z.boolean(),
  isExclusive: z.optional(z.boolean()),
  createdAt: z.string(),
  modifiedAt: z.string(),
  actions: z.optional(z.array(z.looseObject({ type: z.string() }))),
});
/** A schedule. */
export type Schedule = z.infer<typeof schedule>;

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
/** Fields to create or change a schedule. */
export type ScheduleFields = z.input<typeof scheduleFields>;

/** One time a schedule fired. */
export const scheduleInvocation = z.looseObject({ message: z.string(), level: z.string(), createdAt: z.string() });

/** Public facts about a user. */
export const publicUser = z.looseObject({ username: z.string() });

/** The account of the token's owner. */
export const privateUser = z.looseObject({ id: z.optional(z.string()), username: z.string(), email: z.optional(z.string()) });
/** The account of the token's owner. */
export type PrivateUser = z.infer<typeof privateUser>;

/** Usage of the current month. */
export const monthlyUsage = z.looseObject({ usageCycle: z.optional(z.looseObject({})), totalUsageCreditsUsdAfterVolumeDiscount: z.optional(z.number()) });

/** Account limits and current usage against them. */
export const accountLimits = z.looseObject({ limits: z.looseObject({}), current: z.looseObject({}) });
/** Account limits. */
export type AccountLimits = z.infer<typeof accountLimits>;

/** Limits the owner may change. */
export const limitsUpdate = z.object({
  maxMonthlyUsageUsd: z.optional(z.number()),
  dataRetentionDays: z.optional(z.int()),
});
/** Limits the owner may change. */
export type LimitsUpdate = z.input<typeof limitsUpdate>;

/** An Actor as the public store lists it. */
export const storeActor = z.looseObject({ id: z.string(), name: z.string(), username: z.string(), title: z.optional(z.nullable(z.string())) });
/** An Actor in the public store. */
export type StoreActor = z.infer<typeof storeActor>;
