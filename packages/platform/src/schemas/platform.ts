import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { jsonObject } from './common.js';

/** Fields to create or change a task. */
export const taskFields = z.looseObject({
  /** ID of the Actor the task runs. */
  actId: z.optional(z.string()),
  /** The task's name as used in paths. */
  name: z.optional(z.string()),
  /** Readable display name of the task. */
  title: z.optional(z.nullable(z.string())),
  /** Run settings of the task's runs: build, time limit in seconds and memory in megabytes. */
  options: z.optional(
    z.nullable(
      z.looseObject({
        /** Build of the Actor that the task's runs use, by tag (such as `latest`) or version number. */
        build: z.optional(z.nullable(z.string())),
        /** Time limit of each of the task's runs, in seconds. */
        timeoutSecs: z.optional(z.nullable(z.number())),
        /** Memory given to each of the task's runs, in megabytes. */
        memoryMbytes: z.optional(z.nullable(z.number())),
      }),
    ),
  ),
  /** Input the Actor receives when the task runs. */
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
  /** Events that fire the webhook. */
  eventTypes: z.optional(z.nullable(z.array(webhookEventType))),
  /** The Actor, task or run whose events fire the webhook. */
  condition: z.optional(z.nullable(webhookCondition)),
  /** Address the webhook sends its HTTP request to. */
  requestUrl: z.optional(z.nullable(z.string())),
  /** Template of the JSON body the webhook sends. */
  payloadTemplate: z.optional(z.nullable(z.string())),
  /** Template of the HTTP headers the webhook sends. */
  headersTemplate: z.optional(z.nullable(z.string())),
  /** Key that keeps the same webhook from being created twice, as when a request is retried. */
  idempotencyKey: z.optional(z.nullable(z.string())),
  /** Whether to send the request even when the target's TLS certificate fails checks. */
  ignoreSslErrors: z.optional(z.nullable(z.boolean())),
  /** Whether to give up after a failed request instead of trying it again. */
  doNotRetry: z.optional(z.nullable(z.boolean())),
  /** Whether the webhook was made for a single run rather than saved for reuse. */
  isAdHoc: z.optional(z.nullable(z.boolean())),
});
/** Fields to create a webhook: the events, the condition and the request URL are required. */
export const webhookCreateFields = z.extend(webhookFields, {
  /** Events that fire the webhook (required). */
  eventTypes: z.array(webhookEventType),
  /** The Actor, task or run whose events fire the webhook (required). */
  condition: webhookCondition,
  /** Address the webhook sends its HTTP request to (required). */
  requestUrl: z.string(),
});
/** Fields to create or change a schedule. */
export const scheduleFields = z.looseObject({
  /** The schedule's name. */
  name: z.optional(z.nullable(z.string())),
  /** When the schedule fires, written as a cron expression. */
  cronExpression: z.optional(z.nullable(z.string())),
  /** Time zone the cron expression is read in, such as `UTC`. */
  timezone: z.optional(z.nullable(z.string())),
  /** Whether the schedule is active and fires at its times. */
  isEnabled: z.optional(z.nullable(z.boolean())),
  isExclusive: z.optional(z.nullable(z.boolean())),
  /** Readable display name of the schedule. */
  title: z.optional(z.nullable(z.string())),
  /** What the schedule starts each time it fires: Actors or tasks. */
  actions: z.optional(
    z.nullable(z.array(
      z.looseObject({
        /** `RUN_ACTOR` to start an Actor or `RUN_ACTOR_TASK` to start a task. */
        type: z.enum(['RUN_ACTOR', 'RUN_ACTOR_TASK']),
        /** ID of the Actor to start (type `RUN_ACTOR`). */
        actorId: z.optional(z.string()),
        /** ID of the task to start (type `RUN_ACTOR_TASK`). */
        actorTaskId: z.optional(z.string()),
      }),
    )),
  ),
});
/** Limits the owner may change. */
export const limitsUpdate = z.object({
  /** Hard cap on the account's platform usage in a month, in US dollars. */
  maxMonthlyUsageUsd: z.optional(z.number()),
  /** Days that unnamed storages and older runs are kept before they are deleted. */
  dataRetentionDays: z.optional(z.int()),
});
