import * as z from 'zod/mini';
import { jsonObject } from './common.js';

/** Summary of a saved task (an Actor with preset input and options). */
export const taskShort = z.looseObject({
  id: z.string(),
  actId: z.string(),
  name: z.string(),
  username: z.optional(z.string()),
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
  actId: z.optional(z.string().check(z.minLength(1))),
  name: z.optional(z.string().check(z.minLength(1))),
  title: z.optional(z.nullable(z.string())),
  options: z.optional(z.nullable(z.looseObject({ build: z.optional(z.string()), timeoutSecs: z.optional(z.number()), memoryMbytes: z.optional(z.number()) }))),
  input: z.optional(z.nullable(jsonObject)),
});
/** Fields to create or change a task. */
export type TaskFields = z.input<typeof taskFields>;

/** Events that can fire a webhook. */
export const webhookEventType = z.string().check(z.minLength(1));

/** A webhook: an HTTP call made when runs or builds reach an event. */
export const webhook = z.looseObject({
  id: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  userId: z.string(),
  eventTypes: z.array(z.string()),
  condition: z.looseObject({ actorId: z.optional(z.nullable(z.string())), actorTaskId: z.optional(z.nullable(z.string())), actorRunId: z.optional(z.nullable(z.string())) }),
  requestUrl: z.string(),
  isAdHoc: z.optional(z.nullable(z.boolean())),
});
/** A webhook. */
export type Webhook = z.infer<typeof webhook>;

/** Fields to create or change a webhook. */
export const webhookFields = z.looseObject({
  eventTypes: z.optional(z.array(webhookEventType).check(z.minLength(1))),
  condition: z.optional(z.looseObject({ actorId: z.optional(z.string()), actorTaskId: z.optional(z.string()), actorRunId: z.optional(z.string()) })),
  requestUrl: z.optional(z.string().check(z.minLength(1))),
  payloadTemplate: z.optional(z.nullable(z.string())),
  headersTemplate: z.optional(z.nullable(z.string())),
  idempotencyKey: z.optional(z.nullable(z.string())),
  ignoreSslErrors: z.optional(z.boolean()),
  doNotRetry: z.optional(z.boolean()),
  isAdHoc: z.optional(z.boolean()),
});
/** Fields to create or change a webhook. */
export type WebhookFields = z.input<typeof webhookFields>;

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
  name: z.optional(z.string().check(z.minLength(1))),
  cronExpression: z.optional(z.string().check(z.minLength(1))),
  timezone: z.optional(z.string()),
  isEnabled: z.optional(z.boolean()),
  isExclusive: z.optional(z.boolean()),
  title: z.optional(z.nullable(z.string())),
  actions: z.optional(
    z.array(
      z.looseObject({
        type: z.enum(['RUN_ACTOR', 'RUN_ACTOR_TASK']),
        actorId: z.optional(z.string()),
        actorTaskId: z.optional(z.string()),
      }),
    ),
  ),
});
/** Fields to create or change a schedule. */
export type ScheduleFields = z.input<typeof scheduleFields>;

/** One time a schedule fired. */
export const scheduleInvocation = z.looseObject({ message: z.string(), level: z.string(), createdAt: z.string() });

/** Public facts about a user. */
export const publicUser = z.looseObject({ username: z.string() });

/** The account of the token's owner. */
export const privateUser = z.looseObject({ id: z.string(), username: z.string(), email: z.optional(z.string()) });
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
  maxMonthlyUsageUsd: z.optional(z.number().check(z.gte(0))),
  dataRetentionDays: z.optional(z.int().check(z.gte(0))),
});
/** Limits the owner may change. */
export type LimitsUpdate = z.input<typeof limitsUpdate>;

/** An Actor as the public store lists it. */
export const storeActor = z.looseObject({ id: z.string(), name: z.string(), username: z.string(), title: z.optional(z.nullable(z.string())) });
/** An Actor in the public store. */
export type StoreActor = z.infer<typeof storeActor>;
