// Schemas are combined with `z.extend` rather than object spreads, so that a bundler can drop those an
// application does not use (it keeps any statement that spreads or reads a property).
import * as z from 'zod/mini';
import { encoded } from '@typed-api/core/schema';
import { base64Webhooks } from '../encoders.js';
import { jsonObject, waitForFinishSecs } from './common.js';

/** Defaults applied to each run of an Actor. */
export const defaultRunOptions = z.looseObject({
  /** Build tag or version number that runs use when they do not name one. */
  build: z.optional(z.string()),
  /** Run time limit in seconds used by default; 0 means no limit. */
  timeoutSecs: z.optional(z.number()),
  /** Memory given to a run by default, in megabytes. */
  memoryMbytes: z.optional(z.number()),
});

/**
 * Where a version's source code comes from, spelled as on the wire: files, a git repository, a tarball,
 * a gist of a git host (`GITHUB_GIST`, with `gitHubGistUrl`), or source code.
 */
export const VERSION_SOURCE_TYPES = ['SOURCE_FILES', 'GIT_REPO', 'TARBALL', 'GITHUB_GIST', 'SOURCE_CODE'] as const;

/** Where a version's source code comes from (every value the API takes). */
export const versionSourceType = z.enum(VERSION_SOURCE_TYPES);
/** Where a version's source code comes from. */
export type VersionSourceType = z.infer<typeof versionSourceType>;

/** An environment variable of an Actor version. */
export const envVar = z.looseObject({
  /** Name of the environment variable. */
  name: z.string(),
  /** Value of the variable; left out of answers when the variable is secret. */
  value: z.optional(z.string()),
  /** Whether the value is stored encrypted and kept out of API answers. */
  isSecret: z.optional(z.nullable(z.boolean())),
});

/** One file of a version whose source is a set of files. */
export const sourceFile = z.looseObject({
  /** Path of the file, relative to the Actor's root folder. */
  name: z.string(),
  /** How `content` is written: `TEXT` for plain text or `BASE64` for encoded bytes. */
  format: z.optional(z.enum(['TEXT', 'BASE64'])),
  /** The contents of the file, read according to `format`. */
  content: z.optional(z.string()),
});

/** What a version is built from and with, read and written alike (null leaves a field unset). */
export const versionSource = {
  /** Environment variables set for the runs of this version. */
  envVars: z.optional(z.nullable(z.array(envVar))),
  /** Whether the environment variables are also set while the version builds. */
  applyEnvVarsToBuild: z.optional(z.nullable(z.boolean())),
  /** Tag given to each successful build of this version, such as `latest`; null when there is none. */
  buildTag: z.optional(z.nullable(z.string())),
  /** The files of the version, used when its source type is `SOURCE_FILES`. */
  sourceFiles: z.optional(z.array(sourceFile)),
  /** Address of the git repository the source is cloned from (source type `GIT_REPO`). */
  gitRepoUrl: z.optional(z.nullable(z.string())),
  /** Address of a tarball or zip archive holding the source (source type `TARBALL`). */
  tarballUrl: z.optional(z.nullable(z.string())),
  /** Address of the gist the source is taken from (source type `GITHUB_GIST`). */
  gitHubGistUrl: z.optional(z.nullable(z.string())),
};

const versionNumberPattern = /^([0-9]|[1-9][0-9])\.([0-9]|[1-9][0-9])$/;

/** Fields to create or change a version (null leaves a field unset). */
export const versionFields = z.extend(
  z.looseObject({
    /** Version number as `MAJOR.MINOR`, each part 0 to 99 without leading zeros (for example `0.1`). */
    versionNumber: z.optional(z.nullable(z.string().check(z.regex(versionNumberPattern)))),
    /** Where the source code comes from; it decides which of the source fields applies. */
    sourceType: z.optional(z.nullable(versionSourceType)),
  }),
  versionSource,
);

/** Fields to change an Actor (any other documented field is passed through). */
export const actorFields = z.looseObject({
  /** The Actor's name as used in paths: lowercase letters, digits and hyphens, unique in your account. */
  name: z.optional(z.string()),
  /** Readable display name of the Actor; may hold spaces and capital letters. */
  title: z.optional(z.nullable(z.string())),
  /** Short description of what the Actor does. */
  description: z.optional(z.nullable(z.string())),
  /** Whether other users can find and run the Actor; false keeps it private to you. */
  isPublic: z.optional(z.boolean()),
  /** The versions of the Actor, each with its source code and environment. */
  versions: z.optional(z.array(versionFields)),
  /** Build, time limit and memory used by runs that do not set their own. */
  defaultRunOptions: z.optional(z.nullable(defaultRunOptions)),
});
/** Fields to create an Actor: as for a change, but name, visibility and versions may also be null (left unset). */
export const actorCreateFields = z.extend(actorFields, {
  /** The Actor's name as used in paths; null leaves it unset. */
  name: z.optional(z.nullable(z.string())),
  /** Whether other users can find and run the Actor; null leaves it unset. */
  isPublic: z.optional(z.nullable(z.boolean())),
  /** The first versions of the Actor, each of which must have a version number. */
  versions: z.optional(
    z.nullable(
      z.array(
        z.extend(versionFields, {
          /** The version's number in `MAJOR.MINOR` form (for example `0.1`); every version created with the Actor needs one. */
          versionNumber: z.string().check(z.regex(versionNumberPattern)),
        }),
      ),
    ),
  ),
});
/** Fields to create or change an environment variable. */
export const envVarFields = z.object({
  /** Name of the environment variable. */
  name: z.optional(z.string()),
  /** Value of the environment variable. */
  value: z.string(),
  /** Whether to store the value encrypted and keep it out of API answers. */
  isSecret: z.optional(z.nullable(z.boolean())),
});
/** An Actor input object. */
export const actorInput = z.optional(jsonObject);

/** An ad-hoc webhook attached to one run. */
export const adHocWebhook = z.looseObject({
  /** Events that fire the webhook, such as `ACTOR.RUN.SUCCEEDED`; at least one. */
  eventTypes: z.array(z.string()).check(z.minLength(1)),
  /** Address the webhook sends its HTTP request to. */
  requestUrl: z.string().check(z.minLength(1)),
  /** Template of the JSON body the webhook sends. */
  payloadTemplate: z.optional(z.string()),
  /** Template of the HTTP headers the webhook sends. */
  headersTemplate: z.optional(z.string()),
});

/** Memory of a run in megabytes: a power of 2, at least 128 (as the description states). */
export const runMemory = z.optional(z.int().check(z.gte(128)));

/** The options every way of starting a run takes. */
export const runOptionFields = {
  /** Run time limit in seconds. */
  timeout: z.optional(z.number()),
  /** Memory in megabytes (a power of 2, at least 128). */
  memory: runMemory,
  /** Most dataset items a pay-per-result run may charge for. */
  maxItems: z.optional(z.int()),
  /** Most a pay-per-event run may charge, in dollars. */
  maxTotalChargeUsd: z.optional(z.number()),
  /** Restart the run when it fails. */
  restartOnError: z.optional(z.boolean()),
  /** Build tag or number to run. */
  build: z.optional(z.string()),
  /**
   * Ad-hoc webhooks for this run: a list, which is sent base64-encoded as the API wants, or a string
   * that is already that encoding (sent as given).
   */
  webhooks: z.optional(encoded('base64-json', z.union([z.string(), z.array(adHocWebhook)]), base64Webhooks)),
};

/** Query of the run-start operations. */
export const runStartQuery = z.extend(z.object(runOptionFields), {
  /** Seconds the server waits for the run to finish before it answers, 0 to 60 (default 0). */
  waitForFinish: waitForFinishSecs,
  /** Permission level for this run only, in place of the Actor's configured one. */
  forcePermissionLevel: z.optional(z.enum(['LIMITED_PERMISSIONS', 'FULL_PERMISSIONS'])),
});
/** Options of a run: limits, build, webhooks, and an optional server-side wait (≤ 60 s). */
export type RunStartOptions = z.input<typeof runStartQuery>;

/** Query of the synchronous run operations that answer with the output record. */
export const runSyncQuery = z.extend(z.object(runOptionFields), {
  /** The key of the record in the run's default key-value store to answer with; `OUTPUT` when left out. */
  outputRecordKey: z.optional(z.string()),
});
/** Options of a synchronous run: run options plus which record to answer with (default `OUTPUT`). */
export type RunSyncOptions = z.input<typeof runSyncQuery>;
