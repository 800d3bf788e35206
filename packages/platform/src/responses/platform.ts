import * as z from 'zod/mini';
import { jsonObject } from '../schemas/common.js';
import { webhookCondition, webhookEventType } from '../schemas/platform.js';
import { offsetPage } from './common.js';

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
/** A page of task summaries. */
export const taskShortPage = offsetPage(taskShort);

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
/** A page of webhooks. */
export const webhookPage = offsetPage(webhook);

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
/** A page of webhook dispatches. */
export const webhookDispatchPage = offsetPage(webhookDispatch);

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
/** A page of schedules. */
export const schedulePage = offsetPage(schedule);

/** One time a schedule fired. */
export const scheduleInvocation = z.looseObject({ message: z.string(), level: z.string(), createdAt: z.string() });
/** The recent invocations of a schedule. */
export const scheduleInvocations = z.array(scheduleInvocation);

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

/** An Actor as the public store lists it. */
export const storeActor = z.looseObject({ id: z.string(), name: z.string(), username: z.string(), title: z.optional(z.nullable(z.string())) });
/** An Actor in the public store. */
export type StoreActor = z.infer<typeof storeActor>;
/** A page of the public store. */
export const storeActorPage = offsetPage(storeActor);
