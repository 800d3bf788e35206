import * as z from 'zod/mini';
import { jsonObject } from '../schemas/common.js';
import { webhookCondition, webhookEventType } from '../schemas/platform.js';
import { offsetPage } from './common.js';

/** Summary of a saved task (an Actor with preset input and options). */
export const taskShort = z.looseObject({
  /** ID of the task. */
  id: z.string(),
  /** ID of the Actor the task runs. */
  actId: z.string(),
  /** The task's name as used in paths. */
  name: z.string(),
  /** Username of the task's owner, when known. */
  username: z.optional(z.nullable(z.string())),
  /** When the task was created (ISO 8601 date-time). */
  createdAt: z.string(),
  /** When the task was last changed (ISO 8601 date-time). */
  modifiedAt: z.string(),
});

/** A saved task. */
export const task = z.looseObject({
  ...taskShort.shape,
  /** ID of the user who owns the task. */
  userId: z.string(),
  /** Run settings saved with the task, such as build, time limit and memory. */
  options: z.optional(z.nullable(z.looseObject({}))),
  /** Input the Actor receives when the task runs. */
  input: z.optional(z.nullable(jsonObject)),
});
/** A page of task summaries. */
export const taskShortPage = offsetPage(taskShort);

/** A webhook: an HTTP call made when runs or builds reach an event. */
export const webhook = z.looseObject({
  /** ID of the webhook. */
  id: z.string(),
  /** When the webhook was created (ISO 8601 date-time). */
  createdAt: z.string(),
  /** When the webhook was last changed (ISO 8601 date-time). */
  modifiedAt: z.string(),
  /** ID of the user who owns the webhook. */
  userId: z.string(),
  /** Events that fire the webhook. */
  eventTypes: z.array(webhookEventType),
  /** The Actor, task or run whose events fire the webhook. */
  condition: webhookCondition,
  /** Where the call goes; may be absent or null. */
  requestUrl: z.optional(z.nullable(z.string())),
  /** Whether the webhook was made for a single run rather than saved for reuse. */
  isAdHoc: z.optional(z.nullable(z.boolean())),
});
/** A page of webhooks. */
export const webhookPage = offsetPage(webhook);

/** One delivery attempt of a webhook. */
export const webhookDispatch = z.looseObject({
  /** ID of the dispatch. */
  id: z.string(),
  /** ID of the user who owns the webhook. */
  userId: z.string(),
  /** ID of the webhook that was dispatched. */
  webhookId: z.string(),
  /** When the dispatch was created (ISO 8601 date-time). */
  createdAt: z.string(),
  /** How the delivery went: `ACTIVE` while in progress, then `SUCCEEDED` or `FAILED`. */
  status: z.string(),
  /** The event that fired the webhook. */
  eventType: z.string(),
  /** Details of the event that fired the webhook. */
  eventData: z.optional(z.nullable(z.looseObject({}))),
});
/** A page of webhook dispatches. */
export const webhookDispatchPage = offsetPage(webhookDispatch);

/** A schedule: runs Actors or tasks at times given by a cron expression. */
export const schedule = z.looseObject({
  /** ID of the schedule. */
  id: z.string(),
  /** ID of the user who owns the schedule. */
  userId: z.string(),
  /** The schedule's name. */
  name: z.string(),
  /** When the schedule fires, written as a cron expression. */
  cronExpression: z.string(),
  /** Time zone the cron expression is read in, such as `UTC`. */
  timezone: z.optional(z.string()),
  /** Whether the schedule is active and fires at its times. */
  isEnabled: z.boolean(),
  isExclusive: z.optional(z.boolean()),
  /** When the schedule was created (ISO 8601 date-time). */
  createdAt: z.string(),
  /** When the schedule was last changed (ISO 8601 date-time). */
  modifiedAt: z.string(),
  /** What the schedule starts when it fires; each `type` says whether an Actor or a task. */
  actions: z.optional(z.array(z.looseObject({ type: z.string() }))),
});
/** A page of schedules. */
export const schedulePage = offsetPage(schedule);

/** One time a schedule fired. */
export const scheduleInvocation = z.looseObject({
  /** What happened when the schedule fired, as the platform logged it. */
  message: z.string(),
  /** How serious the entry is, as the platform rates it. */
  level: z.string(),
  /** When the schedule fired, as an ISO 8601 date-time. */
  createdAt: z.string(),
});
/** The recent invocations of a schedule. */
export const scheduleInvocations = z.array(scheduleInvocation);

/** Public facts about a user. */
export const publicUser = z.looseObject({
  /** The user's name, as it appears in `username~name` references to their Actors and storages. */
  username: z.string(),
});

/** The account of the token's owner. */
export const privateUser = z.looseObject({
  /** The user's ID. */
  id: z.optional(z.string()),
  /** The user's name, as it appears in `username~name` references to their Actors and storages. */
  username: z.string(),
  /** The address the account is registered with. */
  email: z.optional(z.string()),
});

/** Usage of the current month. */
export const monthlyUsage = z.looseObject({
  /** The billing cycle the figures cover (its start and end). */
  usageCycle: z.optional(z.looseObject({})),
  /** What the cycle's usage costs so far, in US dollars, after volume discounts. */
  totalUsageCreditsUsdAfterVolumeDiscount: z.optional(z.number()),
});

/** Account limits and current usage against them. */
export const accountLimits = z.looseObject({
  /** The account's limits, by name (monthly spending, memory, Actor count…). */
  limits: z.looseObject({}),
  /** What the account uses now against each limit, by the same names. */
  current: z.looseObject({}),
});

/** An Actor as the public store lists it. */
export const storeActor = z.looseObject({
  /** The Actor's ID. */
  id: z.string(),
  /** The Actor's name, as used in `username~name` references. */
  name: z.string(),
  /** The name of the user who owns it. */
  username: z.string(),
  /** The Actor's display title; null when it has none. */
  title: z.optional(z.nullable(z.string())),
});
/** A page of the public store. */
export const storeActorPage = offsetPage(storeActor);

/** The names of this module's answers, each the type of what its schema gives (written out below). */
export type Answers = {
  /** Summary of a task. */
  TaskShort: typeof taskShort;
  /** A saved task. */
  Task: typeof task;
  /** A webhook. */
  Webhook: typeof webhook;
  /** One delivery attempt of a webhook. */
  WebhookDispatch: typeof webhookDispatch;
  /** A schedule. */
  Schedule: typeof schedule;
  /** The account of the token's owner. */
  PrivateUser: typeof privateUser;
  /** Account limits. */
  AccountLimits: typeof accountLimits;
  /** An Actor in the public store. */
  StoreActor: typeof storeActor;
  /** One time a schedule fired. */
  ScheduleInvocation: typeof scheduleInvocation;
  /** Public facts about a user. */
  PublicUser: typeof publicUser;
  /** Usage of the current month. */
  MonthlyUsage: typeof monthlyUsage;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.

/** Summary of a task. */
export interface TaskShort {
  /**
   * ID of the task.
   *
   * Text.
   */
  id: string;
  /**
   * ID of the Actor the task runs.
   *
   * Text.
   */
  actId: string;
  /**
   * The task's name as used in paths.
   *
   * Text.
   */
  name: string;
  /**
   * Username of the task's owner, when known.
   *
   * Text. May be `null`. Not always present.
   */
  username?: string | null | undefined;
  /**
   * When the task was created (ISO 8601 date-time).
   *
   * Text.
   */
  createdAt: string;
  /**
   * When the task was last changed (ISO 8601 date-time).
   *
   * Text.
   */
  modifiedAt: string;
}

/** A saved task. */
export interface Task {
  /**
   * ID of the task.
   *
   * Text.
   */
  id: string;
  /**
   * ID of the Actor the task runs.
   *
   * Text.
   */
  actId: string;
  /**
   * The task's name as used in paths.
   *
   * Text.
   */
  name: string;
  /**
   * Username of the task's owner, when known.
   *
   * Text. May be `null`. Not always present.
   */
  username?: string | null | undefined;
  /**
   * When the task was created (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  createdAt: string;
  /**
   * When the task was last changed (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  modifiedAt: string;
  /**
   * ID of the user who owns the task.
   *
   * Text.
   */
  userId: string;
  /**
   * Run settings saved with the task, such as build, time limit and memory.
   *
   * An object. May be `null`. Not always present.
   */
  options?: Record<string, unknown> | null | undefined;
  /**
   * Input the Actor receives when the task runs.
   *
   * An object of values by key, each any value. May be `null`. Not always present.
   */
  input?: Record<string, unknown> | null | undefined;
}

/** A webhook. */
export interface Webhook {
  /**
   * ID of the webhook.
   *
   * Text.
   */
  id: string;
  /**
   * When the webhook was created (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  createdAt: string;
  /**
   * When the webhook was last changed (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  modifiedAt: string;
  /**
   * ID of the user who owns the webhook.
   *
   * Text.
   */
  userId: string;
  /**
   * Events that fire the webhook.
   *
   * A list, each one of `'ACTOR.BUILD.ABORTED'`, `'ACTOR.BUILD.CREATED'`, `'ACTOR.BUILD.FAILED'`, `'ACTOR.BUILD.SUCCEEDED'`, `'ACTOR.BUILD.TIMED_OUT'`, `'ACTOR.RUN.ABORTED'`, `'ACTOR.RUN.CREATED'`, `'ACTOR.RUN.FAILED'`, `'ACTOR.RUN.RESURRECTED'`, `'ACTOR.RUN.SUCCEEDED'`, `'ACTOR.RUN.TIMED_OUT'` or `'TEST'`, or another value the API adds later.
   */
  eventTypes: ('ACTOR.BUILD.ABORTED' | 'ACTOR.BUILD.CREATED' | 'ACTOR.BUILD.FAILED' | 'ACTOR.BUILD.SUCCEEDED' | 'ACTOR.BUILD.TIMED_OUT' | 'ACTOR.RUN.ABORTED' | 'ACTOR.RUN.CREATED' | 'ACTOR.RUN.FAILED' | 'ACTOR.RUN.RESURRECTED' | 'ACTOR.RUN.SUCCEEDED' | 'ACTOR.RUN.TIMED_OUT' | 'TEST' | (string & {}))[];
  /**
   * The Actor, task or run whose events fire the webhook.
   *
   * An object.
   */
  condition: {
    /** Text. May be `null`. Not always present. */
    actorId?: string | null | undefined;
    /** Text. May be `null`. Not always present. */
    actorTaskId?: string | null | undefined;
    /** Text. May be `null`. Not always present. */
    actorRunId?: string | null | undefined;
  };
  /**
   * Where the call goes; may be absent or null.
   *
   * Text: an absolute web address. May be `null`. Not always present.
   */
  requestUrl?: string | null | undefined;
  /**
   * Whether the webhook was made for a single run rather than saved for reuse.
   *
   * `true` or `false`. May be `null`. Not always present.
   */
  isAdHoc?: boolean | null | undefined;
}

/** One delivery attempt of a webhook. */
export interface WebhookDispatch {
  /**
   * ID of the dispatch.
   *
   * Text.
   */
  id: string;
  /**
   * ID of the user who owns the webhook.
   *
   * Text.
   */
  userId: string;
  /**
   * ID of the webhook that was dispatched.
   *
   * Text.
   */
  webhookId: string;
  /**
   * When the dispatch was created (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  createdAt: string;
  /**
   * How the delivery went: `ACTIVE` while in progress, then `SUCCEEDED` or `FAILED`.
   *
   * Text. The description lists `'ACTIVE'`, `'SUCCEEDED'` or `'FAILED'`.
   */
  status: string;
  /**
   * The event that fired the webhook.
   *
   * Text. The description lists `'ACTOR.BUILD.ABORTED'`, `'ACTOR.BUILD.CREATED'`, `'ACTOR.BUILD.FAILED'`, `'ACTOR.BUILD.SUCCEEDED'`, `'ACTOR.BUILD.TIMED_OUT'`, `'ACTOR.RUN.ABORTED'`, `'ACTOR.RUN.CREATED'`, `'ACTOR.RUN.FAILED'`, `'ACTOR.RUN.RESURRECTED'`, `'ACTOR.RUN.SUCCEEDED'`, `'ACTOR.RUN.TIMED_OUT'` or `'TEST'`.
   */
  eventType: string;
  /**
   * Details of the event that fired the webhook.
   *
   * An object. May be `null`. Not always present.
   */
  eventData?: Record<string, unknown> | null | undefined;
}

/** A schedule. */
export interface Schedule {
  /**
   * ID of the schedule.
   *
   * Text.
   */
  id: string;
  /**
   * ID of the user who owns the schedule.
   *
   * Text.
   */
  userId: string;
  /**
   * The schedule's name.
   *
   * Text.
   */
  name: string;
  /**
   * When the schedule fires, written as a cron expression.
   *
   * Text.
   */
  cronExpression: string;
  /**
   * Time zone the cron expression is read in, such as `UTC`.
   *
   * Text. Not always present.
   */
  timezone?: string | undefined;
  /**
   * Whether the schedule is active and fires at its times.
   *
   * `true` or `false`.
   */
  isEnabled: boolean;
  /** `true` or `false`. Not always present. */
  isExclusive?: boolean | undefined;
  /**
   * When the schedule was created (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  createdAt: string;
  /**
   * When the schedule was last changed (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  modifiedAt: string;
  /**
   * What the schedule starts when it fires; each `type` says whether an Actor or a task.
   *
   * A list, each an object. Not always present.
   */
  actions?: {
    /** Text. */
    type: string;
  }[] | undefined;
}

/** The account of the token's owner. */
export interface PrivateUser {
  /**
   * The user's ID.
   *
   * Text. Not always present.
   */
  id?: string | undefined;
  /**
   * The user's name, as it appears in `username~name` references to their Actors and storages.
   *
   * Text.
   */
  username: string;
  /**
   * The address the account is registered with.
   *
   * Text: an email address. Not always present.
   */
  email?: string | undefined;
}

/** Account limits. */
export interface AccountLimits {
  /**
   * The account's limits, by name (monthly spending, memory, Actor count…).
   *
   * An object.
   */
  limits: Record<string, unknown>;
  /**
   * What the account uses now against each limit, by the same names.
   *
   * An object.
   */
  current: Record<string, unknown>;
}

/** An Actor in the public store. */
export interface StoreActor {
  /**
   * The Actor's ID.
   *
   * Text.
   */
  id: string;
  /**
   * The Actor's name, as used in `username~name` references.
   *
   * Text.
   */
  name: string;
  /**
   * The name of the user who owns it.
   *
   * Text.
   */
  username: string;
  /**
   * The Actor's display title; null when it has none.
   *
   * Text. May be `null`. Not always present.
   */
  title?: string | null | undefined;
}

/** One time a schedule fired. */
export interface ScheduleInvocation {
  /**
   * What happened when the schedule fired, as the platform logged it.
   *
   * Text.
   */
  message: string;
  /**
   * How serious the entry is, as the platform rates it.
   *
   * Text.
   */
  level: string;
  /**
   * When the schedule fired, as an ISO 8601 date-time.
   *
   * Text.
   */
  createdAt: string;
}

/** Public facts about a user. */
export interface PublicUser {
  /**
   * The user's name, as it appears in `username~name` references to their Actors and storages.
   *
   * Text.
   */
  username: string;
}

/** Usage of the current month. */
export interface MonthlyUsage {
  /**
   * The billing cycle the figures cover (its start and end).
   *
   * An object. Not always present.
   */
  usageCycle?: Record<string, unknown> | undefined;
  /**
   * What the cycle's usage costs so far, in US dollars, after volume discounts.
   *
   * A number. Not always present.
   */
  totalUsageCreditsUsdAfterVolumeDiscount?: number | undefined;
}
// End of the generated answer types.
