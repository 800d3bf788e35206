import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';
import { defaultRunOptions, envVar, VERSION_SOURCE_TYPES, versionSource } from '../schemas/actors.js';
import { generalAccess, jobStatus } from '../schemas/common.js';
import { offsetPage, plainList } from './common.js';

export { envVar } from '../schemas/actors.js';

/** Summary of an Actor, as lists show it. */
export const actorShort = z.looseObject({
  /** ID of the Actor. */
  id: z.string(),
  /** The Actor's name as used in paths. */
  name: z.string(),
  /** Username of the Actor's owner. */
  username: z.string(),
  /** When the Actor was created (ISO 8601 date-time). */
  createdAt: z.string(),
  /** When the Actor was last changed (ISO 8601 date-time). */
  modifiedAt: z.string(),
  /** Readable display name of the Actor. */
  title: z.optional(z.nullable(z.string())),
});
/** A page of Actor summaries. */
export const actorShortPage = offsetPage(actorShort);

/** A version of an Actor: its number, source and environment. */
export const actorVersion = z.looseObject({
  /** Version number as `MAJOR.MINOR` (for example `0.1`). */
  versionNumber: z.string(),
  /** Where the source code of the version comes from. */
  sourceType: z.optional(z.nullable(openEnum(VERSION_SOURCE_TYPES))),
  ...versionSource,
});

/** An Actor: a program that runs on the platform. */
export const actor = z.looseObject({
  /** ID of the Actor. */
  id: z.string(),
  /** ID of the user who owns the Actor. */
  userId: z.string(),
  /** The Actor's name as used in paths. */
  name: z.string(),
  /** Username of the Actor's owner. */
  username: z.string(),
  /** Whether other users can find and run the Actor. */
  isPublic: z.boolean(),
  /** When the Actor was created (ISO 8601 date-time). */
  createdAt: z.string(),
  /** When the Actor was last changed (ISO 8601 date-time). */
  modifiedAt: z.string(),
  /** Readable display name of the Actor. */
  title: z.optional(z.nullable(z.string())),
  /** Short description of what the Actor does. */
  description: z.optional(z.nullable(z.string())),
  /** The versions of the Actor, each with its source code and environment. */
  versions: z.optional(z.array(actorVersion)),
  /** Build, time limit and memory used by runs that do not set their own. */
  defaultRunOptions: z.optional(defaultRunOptions),
});

/** The versions of an Actor, without paging. */
export const actorVersionList = plainList(actorVersion);
/** The environment variables of a version, without paging. */
export const envVarList = plainList(envVar);

/** Summary of a build, as lists show it (the Actor's ID may be left out). */
export const buildShort = z.looseObject({
  /** ID of the build. */
  id: z.string(),
  /** ID of the Actor the build belongs to; lists may leave it out. */
  actId: z.optional(z.string()),
  /** Where the build stands, such as `RUNNING`, `SUCCEEDED` or `FAILED`. */
  status: jobStatus,
  /** When the build started (ISO 8601 date-time). */
  startedAt: z.string(),
  /** When the build finished (ISO 8601 date-time); null or absent while it is still going. */
  finishedAt: z.optional(z.nullable(z.string())),
  /** Number of the build within its Actor. */
  buildNumber: z.optional(z.string()),
});

/** A build of an Actor version. */
export const build = z.looseObject({
  ...buildShort.shape,
  /** ID of the Actor the build belongs to. */
  actId: z.string(),
});

/** Result of checking an input against an Actor's input schema. */
export const inputValidation = z.looseObject({ valid: z.boolean() });

/** A page of build summaries. */
export const buildShortPage = offsetPage(buildShort);

/** A generated API description (of one build of an Actor): any JSON object. */
export const openApiDocument = z.looseObject({});

/** Fields a run object carries in its usage section. */
export const runShort = z.looseObject({
  /** ID of the run. */
  id: z.string(),
  /** ID of the Actor that was run. */
  actId: z.string(),
  /** Where the run stands, such as `RUNNING`, `SUCCEEDED` or `FAILED`. */
  status: jobStatus,
  /** When the run started (ISO 8601 date-time). */
  startedAt: z.string(),
  /** When the run finished (ISO 8601 date-time); null or absent while it is still going. */
  finishedAt: z.optional(z.nullable(z.string())),
  /** ID of the dataset the run stores its results in by default. */
  defaultDatasetId: z.optional(z.string()),
  /** ID of the key-value store the run uses by default, which holds records such as its output. */
  defaultKeyValueStoreId: z.optional(z.string()),
  /** ID of the request queue the run uses by default. */
  defaultRequestQueueId: z.optional(z.string()),
});

/** A run of an Actor or a task. */
export const run = z.looseObject({
  /** ID of the run. */
  id: z.string(),
  /** ID of the Actor that was run. */
  actId: z.string(),
  /** ID of the user who started the run. */
  userId: z.string(),
  /** ID of the task the run was started from; null or absent when the Actor was run directly. */
  actorTaskId: z.optional(z.nullable(z.string())),
  /** Where the run stands, such as `RUNNING`, `SUCCEEDED` or `FAILED`. */
  status: jobStatus,
  /** Latest message about the run's progress or outcome, if any. */
  statusMessage: z.optional(z.nullable(z.string())),
  /** When the run started (ISO 8601 date-time). */
  startedAt: z.string(),
  /** When the run finished (ISO 8601 date-time); null or absent while it is still going. */
  finishedAt: z.optional(z.nullable(z.string())),
  /** ID of the build the run uses. */
  buildId: z.optional(z.string()),
  /** Exit code of the run's process, when there is one. */
  exitCode: z.optional(z.nullable(z.number())),
  /** ID of the dataset the run stores its results in by default. */
  defaultDatasetId: z.string(),
  /** ID of the key-value store the run uses by default, which holds records such as its output. */
  defaultKeyValueStoreId: z.string(),
  /** ID of the request queue the run uses by default. */
  defaultRequestQueueId: z.string(),
  /** Who besides the owner may read the run. */
  generalAccess: z.optional(generalAccess),
  /** Resource figures of the run (memory, CPU, duration); final values settle seconds after it ends. */
  stats: z.optional(z.looseObject({})),
  /** The settings the run was started with, such as build, time limit and memory. */
  options: z.optional(z.looseObject({})),
  /** What the run has cost so far, in dollars (informational; null while not known). */
  usageTotalUsd: z.optional(z.nullable(z.number())),
});

/** A page of run summaries. */
export const runShortPage = offsetPage(runShort);

/** The answer to charging a run for events: not described by the API. */
export const chargeResult = z.unknown();

/** The names of this module's answers, each the type of what its schema gives (written out below). */
export type Answers = {
  /** Summary of an Actor. */
  ActorShort: typeof actorShort;
  /** A version of an Actor. */
  ActorVersion: typeof actorVersion;
  /** An Actor. */
  Actor: typeof actor;
  /** Summary of a build, as lists show it. */
  BuildShort: typeof buildShort;
  /** A build of an Actor version. */
  Build: typeof build;
  /** Summary of a run, as lists show it. */
  RunShort: typeof runShort;
  /** A run of an Actor or a task. */
  Run: typeof run;
  /** An environment variable of an Actor version (a secret one's value is never shown). */
  EnvVar: typeof envVar;
  /** The environment variables of an Actor version. */
  EnvVarList: typeof envVarList;
  /** The versions of an Actor. */
  ActorVersionList: typeof actorVersionList;
  /** Whether an input is valid for an Actor's input schema. */
  InputValidation: typeof inputValidation;
  /** The OpenAPI document of a build: an object of any fields. */
  OpenApiDocument: typeof openApiDocument;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.

/** Summary of an Actor. */
export interface ActorShort {
  /**
   * ID of the Actor.
   *
   * Text.
   */
  id: string;
  /**
   * The Actor's name as used in paths.
   *
   * Text.
   */
  name: string;
  /**
   * Username of the Actor's owner.
   *
   * Text.
   */
  username: string;
  /**
   * When the Actor was created (ISO 8601 date-time).
   *
   * Text.
   */
  createdAt: string;
  /**
   * When the Actor was last changed (ISO 8601 date-time).
   *
   * Text.
   */
  modifiedAt: string;
  /**
   * Readable display name of the Actor.
   *
   * Text. May be `null`. Not always present.
   */
  title?: string | null | undefined;
}

/** A version of an Actor. */
export interface ActorVersion {
  /**
   * Version number as `MAJOR.MINOR` (for example `0.1`).
   *
   * Text.
   */
  versionNumber: string;
  /**
   * Where the source code of the version comes from.
   *
   * One of `'SOURCE_FILES'`, `'GIT_REPO'`, `'TARBALL'`, `'GITHUB_GIST'` or `'SOURCE_CODE'`, or another value the API adds later. May be `null`. Not always present.
   */
  sourceType?: 'SOURCE_FILES' | 'GIT_REPO' | 'TARBALL' | 'GITHUB_GIST' | 'SOURCE_CODE' | (string & {}) | null | undefined;
  /**
   * Environment variables set for the runs of this version.
   *
   * A list, each a `EnvVar`. May be `null`. Not always present.
   */
  envVars?: EnvVar[] | null | undefined;
  /**
   * Whether the environment variables are also set while the version builds.
   *
   * `true` or `false`. May be `null`. Not always present.
   */
  applyEnvVarsToBuild?: boolean | null | undefined;
  /**
   * Tag given to each successful build of this version, such as `latest`; null when there is none.
   *
   * Text. May be `null`. Not always present.
   */
  buildTag?: string | null | undefined;
  /**
   * The files of the version, used when its source type is `SOURCE_FILES`.
   *
   * A list, each an object. Not always present.
   */
  sourceFiles?: {
    /**
     * Path of the file, relative to the Actor's root folder.
     *
     * Text.
     */
    name: string;
    /**
     * How `content` is written: `TEXT` for plain text or `BASE64` for encoded bytes.
     *
     * One of `'TEXT'` or `'BASE64'`. Not always present.
     */
    format?: 'TEXT' | 'BASE64' | undefined;
    /**
     * The contents of the file, read according to `format`.
     *
     * Text. Not always present.
     */
    content?: string | undefined;
  }[] | undefined;
  /**
   * Address of the git repository the source is cloned from (source type `GIT_REPO`).
   *
   * Text. May be `null`. Not always present.
   */
  gitRepoUrl?: string | null | undefined;
  /**
   * Address of a tarball or zip archive holding the source (source type `TARBALL`).
   *
   * Text. May be `null`. Not always present.
   */
  tarballUrl?: string | null | undefined;
  /**
   * Address of the gist the source is taken from (source type `GITHUB_GIST`).
   *
   * Text. May be `null`. Not always present.
   */
  gitHubGistUrl?: string | null | undefined;
}

/** An Actor. */
export interface Actor {
  /**
   * ID of the Actor.
   *
   * Text.
   */
  id: string;
  /**
   * ID of the user who owns the Actor.
   *
   * Text.
   */
  userId: string;
  /**
   * The Actor's name as used in paths.
   *
   * Text.
   */
  name: string;
  /**
   * Username of the Actor's owner.
   *
   * Text.
   */
  username: string;
  /**
   * Whether other users can find and run the Actor.
   *
   * `true` or `false`.
   */
  isPublic: boolean;
  /**
   * When the Actor was created (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  createdAt: string;
  /**
   * When the Actor was last changed (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  modifiedAt: string;
  /**
   * Readable display name of the Actor.
   *
   * Text. May be `null`. Not always present.
   */
  title?: string | null | undefined;
  /**
   * Short description of what the Actor does.
   *
   * Text. May be `null`. Not always present.
   */
  description?: string | null | undefined;
  /**
   * The versions of the Actor, each with its source code and environment.
   *
   * A list, each a `ActorVersion`. Not always present.
   */
  versions?: ActorVersion[] | undefined;
  /**
   * Build, time limit and memory used by runs that do not set their own.
   *
   * An object. Not always present.
   */
  defaultRunOptions?: {
    /**
     * Build tag or version number that runs use when they do not name one.
     *
     * Text. Not always present.
     */
    build?: string | undefined;
    /**
     * Run time limit in seconds used by default; 0 means no limit.
     *
     * A number. Not always present.
     */
    timeoutSecs?: number | undefined;
    /**
     * Memory given to a run by default, in megabytes.
     *
     * A number. Not always present.
     */
    memoryMbytes?: number | undefined;
  } | undefined;
}

/** Summary of a build, as lists show it. */
export interface BuildShort {
  /**
   * ID of the build.
   *
   * Text.
   */
  id: string;
  /**
   * ID of the Actor the build belongs to; lists may leave it out.
   *
   * Text. Not always present.
   */
  actId?: string | undefined;
  /**
   * Where the build stands, such as `RUNNING`, `SUCCEEDED` or `FAILED`.
   *
   * One of `'READY'`, `'RUNNING'`, `'SUCCEEDED'`, `'FAILED'`, `'TIMING-OUT'`, `'TIMED-OUT'`, `'ABORTING'` or `'ABORTED'`, or another value the API adds later.
   */
  status: 'READY' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMING-OUT' | 'TIMED-OUT' | 'ABORTING' | 'ABORTED' | (string & {});
  /**
   * When the build started (ISO 8601 date-time).
   *
   * Text.
   */
  startedAt: string;
  /**
   * When the build finished (ISO 8601 date-time); null or absent while it is still going.
   *
   * Text. May be `null`. Not always present.
   */
  finishedAt?: string | null | undefined;
  /**
   * Number of the build within its Actor.
   *
   * Text. Not always present.
   */
  buildNumber?: string | undefined;
}

/** A build of an Actor version. */
export interface Build {
  /**
   * ID of the build.
   *
   * Text.
   */
  id: string;
  /**
   * Where the build stands, such as `RUNNING`, `SUCCEEDED` or `FAILED`.
   *
   * One of `'READY'`, `'RUNNING'`, `'SUCCEEDED'`, `'FAILED'`, `'TIMING-OUT'`, `'TIMED-OUT'`, `'ABORTING'` or `'ABORTED'`, or another value the API adds later.
   */
  status: 'READY' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMING-OUT' | 'TIMED-OUT' | 'ABORTING' | 'ABORTED' | (string & {});
  /**
   * When the build started (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  startedAt: string;
  /**
   * When the build finished (ISO 8601 date-time); null or absent while it is still going.
   *
   * Text: a date and time in ISO 8601 form. May be `null`. Not always present.
   */
  finishedAt?: string | null | undefined;
  /**
   * Number of the build within its Actor.
   *
   * Text. Not always present.
   */
  buildNumber?: string | undefined;
  /**
   * ID of the Actor the build belongs to.
   *
   * Text.
   */
  actId: string;
}

/** Summary of a run, as lists show it. */
export interface RunShort {
  /**
   * ID of the run.
   *
   * Text.
   */
  id: string;
  /**
   * ID of the Actor that was run.
   *
   * Text.
   */
  actId: string;
  /**
   * Where the run stands, such as `RUNNING`, `SUCCEEDED` or `FAILED`.
   *
   * One of `'READY'`, `'RUNNING'`, `'SUCCEEDED'`, `'FAILED'`, `'TIMING-OUT'`, `'TIMED-OUT'`, `'ABORTING'` or `'ABORTED'`, or another value the API adds later.
   */
  status: 'READY' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMING-OUT' | 'TIMED-OUT' | 'ABORTING' | 'ABORTED' | (string & {});
  /**
   * When the run started (ISO 8601 date-time).
   *
   * Text.
   */
  startedAt: string;
  /**
   * When the run finished (ISO 8601 date-time); null or absent while it is still going.
   *
   * Text. May be `null`. Not always present.
   */
  finishedAt?: string | null | undefined;
  /**
   * ID of the dataset the run stores its results in by default.
   *
   * Text. Not always present.
   */
  defaultDatasetId?: string | undefined;
  /**
   * ID of the key-value store the run uses by default, which holds records such as its output.
   *
   * Text. Not always present.
   */
  defaultKeyValueStoreId?: string | undefined;
  /**
   * ID of the request queue the run uses by default.
   *
   * Text. Not always present.
   */
  defaultRequestQueueId?: string | undefined;
}

/** A run of an Actor or a task. */
export interface Run {
  /**
   * ID of the run.
   *
   * Text.
   */
  id: string;
  /**
   * ID of the Actor that was run.
   *
   * Text.
   */
  actId: string;
  /**
   * ID of the user who started the run.
   *
   * Text.
   */
  userId: string;
  /**
   * ID of the task the run was started from; null or absent when the Actor was run directly.
   *
   * Text. May be `null`. Not always present.
   */
  actorTaskId?: string | null | undefined;
  /**
   * Where the run stands, such as `RUNNING`, `SUCCEEDED` or `FAILED`.
   *
   * One of `'READY'`, `'RUNNING'`, `'SUCCEEDED'`, `'FAILED'`, `'TIMING-OUT'`, `'TIMED-OUT'`, `'ABORTING'` or `'ABORTED'`, or another value the API adds later.
   */
  status: 'READY' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMING-OUT' | 'TIMED-OUT' | 'ABORTING' | 'ABORTED' | (string & {});
  /**
   * Latest message about the run's progress or outcome, if any.
   *
   * Text. May be `null`. Not always present.
   */
  statusMessage?: string | null | undefined;
  /**
   * When the run started (ISO 8601 date-time).
   *
   * Text: a date and time in ISO 8601 form.
   */
  startedAt: string;
  /**
   * When the run finished (ISO 8601 date-time); null or absent while it is still going.
   *
   * Text: a date and time in ISO 8601 form. May be `null`. Not always present.
   */
  finishedAt?: string | null | undefined;
  /**
   * ID of the build the run uses.
   *
   * Text. Not always present.
   */
  buildId?: string | undefined;
  /**
   * Exit code of the run's process, when there is one.
   *
   * A number. May be `null`. Not always present.
   */
  exitCode?: number | null | undefined;
  /**
   * ID of the dataset the run stores its results in by default.
   *
   * Text.
   */
  defaultDatasetId: string;
  /**
   * ID of the key-value store the run uses by default, which holds records such as its output.
   *
   * Text.
   */
  defaultKeyValueStoreId: string;
  /**
   * ID of the request queue the run uses by default.
   *
   * Text.
   */
  defaultRequestQueueId: string;
  /**
   * Who besides the owner may read the run.
   *
   * One of `'ANYONE_WITH_ID_CAN_READ'`, `'ANYONE_WITH_NAME_CAN_READ'`, `'FOLLOW_USER_SETTING'` or `'RESTRICTED'`. Not always present.
   */
  generalAccess?: 'ANYONE_WITH_ID_CAN_READ' | 'ANYONE_WITH_NAME_CAN_READ' | 'FOLLOW_USER_SETTING' | 'RESTRICTED' | undefined;
  /**
   * Resource figures of the run (memory, CPU, duration); final values settle seconds after it ends.
   *
   * An object. Not always present.
   */
  stats?: Record<string, unknown> | undefined;
  /**
   * The settings the run was started with, such as build, time limit and memory.
   *
   * An object. Not always present.
   */
  options?: Record<string, unknown> | undefined;
  /**
   * What the run has cost so far, in dollars (informational; null while not known).
   *
   * A number. May be `null`. Not always present.
   */
  usageTotalUsd?: number | null | undefined;
}

/** An environment variable of an Actor version (a secret one's value is never shown). */
export interface EnvVar {
  /**
   * Name of the environment variable.
   *
   * Text.
   */
  name: string;
  /**
   * Value of the variable; left out of answers when the variable is secret.
   *
   * Text. Not always present.
   */
  value?: string | undefined;
  /**
   * Whether the value is stored encrypted and kept out of API answers.
   *
   * `true` or `false`. May be `null`. Not always present.
   */
  isSecret?: boolean | null | undefined;
}

/** The environment variables of an Actor version. */
export interface EnvVarList {
  /** A number. */
  total: number;
  /** A list, each a `EnvVar`. */
  items: EnvVar[];
}

/** The versions of an Actor. */
export interface ActorVersionList {
  /** A number. */
  total: number;
  /** A list, each a `ActorVersion`. */
  items: ActorVersion[];
}

/** Whether an input is valid for an Actor's input schema. */
export interface InputValidation {
  /** `true` or `false`. */
  valid: boolean;
}

/** The OpenAPI document of a build: an object of any fields. */
export type OpenApiDocument = Record<string, unknown>;
// End of the generated answer types.
