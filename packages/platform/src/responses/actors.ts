import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { defaultRunOptions, envVar, VERSION_SOURCE_TYPES, versionSource } from '../schemas/actors.js';
import { generalAccess, jobStatus } from '../schemas/common.js';
import { offsetPage, plainList } from './common.js';

export { envVar, type EnvVar } from '../schemas/actors.js';

/** Summary of an Actor, as lists show it. */
export const actorShort = z.looseObject({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  title: z.optional(z.nullable(z.string())),
});
/** Summary of an Actor. */
export type ActorShort = z.infer<typeof actorShort>;
/** A page of Actor summaries. */
export const actorShortPage = offsetPage(actorShort);

/** A version of an Actor: its number, source and environment. */
export const actorVersion = z.looseObject({
  versionNumber: z.string(),
  sourceType: z.optional(z.nullable(openEnum(VERSION_SOURCE_TYPES))),
  ...versionSource,
});
/** A version of an Actor. */
export type ActorVersion = z.infer<typeof actorVersion>;

/** An Actor: a program that runs on the platform. */
export const actor = z.looseObject({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  isPublic: z.boolean(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  title: z.optional(z.nullable(z.string())),
  description: z.optional(z.nullable(z.string())),
  versions: z.optional(z.array(actorVersion)),
  defaultRunOptions: z.optional(defaultRunOptions),
});
/** An Actor. */
export type Actor = z.infer<typeof actor>;

/** The versions of an Actor, without paging. */
export const actorVersionList = plainList(actorVersion);
/** The environment variables of a version, without paging. */
export const envVarList = plainList(envVar);

/** Summary of a build, as lists show it (the Actor's ID may be left out). */
export const buildShort = z.looseObject({
  id: z.string(),
  actId: z.optional(z.string()),
  status: jobStatus,
  startedAt: z.string(),
  finishedAt: z.optional(z.nullable(z.string())),
  buildNumber: z.optional(z.string()),
});
/** Summary of a build, as lists show it. */
export type BuildShort = z.infer<typeof buildShort>;

/** A build of an Actor version. */
export const build = z.looseObject({
  ...buildShort.shape,
  actId: z.string(),
});
/** A build of an Actor version. */
export type Build = z.infer<typeof build>;

/** Result of checking an input against an Actor's input schema. */
export const inputValidation = z.looseObject({ valid: z.boolean() });

/** A page of build summaries. */
export const buildShortPage = offsetPage(buildShort);

/** A generated API description (of one build of an Actor): any JSON object. */
export const openApiDocument = z.looseObject({});

/** Fields a run object carries in its usage section. */
export const runShort = z.looseObject({
  id: z.string(),
  actId: z.string(),
  status: jobStatus,
  startedAt: z.string(),
  finishedAt: z.optional(z.nullable(z.string())),
  defaultDatasetId: z.optional(z.string()),
  defaultKeyValueStoreId: z.optional(z.string()),
  defaultRequestQueueId: z.optional(z.string()),
});
/** Summary of a run, as lists show it. */
export type RunShort = z.infer<typeof runShort>;

/** A run of an Actor or a task. */
export const run = z.looseObject({
  id: z.string(),
  actId: z.string(),
  userId: z.string(),
  actorTaskId: z.optional(z.nullable(z.string())),
  status: jobStatus,
  statusMessage: z.optional(z.nullable(z.string())),
  startedAt: z.string(),
  finishedAt: z.optional(z.nullable(z.string())),
  buildId: z.optional(z.string()),
  exitCode: z.optional(z.nullable(z.number())),
  defaultDatasetId: z.string(),
  defaultKeyValueStoreId: z.string(),
  defaultRequestQueueId: z.string(),
  generalAccess: z.optional(generalAccess),
  stats: z.optional(z.looseObject({})),
  options: z.optional(z.looseObject({})),
  /** What the run has cost so far, in dollars (informational; null while not known). */
  usageTotalUsd: z.optional(z.nullable(z.number())),
});
/** A run of an Actor or a task. */
export type Run = z.infer<typeof run>;

/** A page of run summaries. */
export const runShortPage = offsetPage(runShort);

/** The answer to charging a run for events: not described by the API. */
export const chargeResult = z.unknown();
