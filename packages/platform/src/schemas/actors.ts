// Schemas are combined with `z.extend` rather than object spreads, so that a bundler can drop those an
// application does not use (it keeps any statement that spreads or reads a property).
import * as z from 'zod/mini';
import { encoded } from '@typed-api/core/schema';
import { base64Webhooks } from '../encoders.js';
import { jsonObject, waitForFinishSecs } from './common.js';

/** Defaults applied to each run of an Actor. */
export const defaultRunOptions = z.looseObject({
  build: z.optional(z.string()),
  timeoutSecs: z.optional(z.number()),
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
  name: z.string(),
  value: z.optional(z.string()),
  isSecret: z.optional(z.nullable(z.boolean())),
});

/** One file of a version whose source is a set of files. */
export const sourceFile = z.looseObject({
  name: z.string(),
  format: z.optional(z.enum(['TEXT', 'BASE64'])),
  content: z.optional(z.string()),
});

/** What a version is built from and with, read and written alike (null leaves a field unset). */
export const versionSource = {
  envVars: z.optional(z.nullable(z.array(envVar))),
  /** Whether the environment variables are also set while the version builds. */
  applyEnvVarsToBuild: z.optional(z.nullable(z.boolean())),
  buildTag: z.optional(z.nullable(z.string())),
  sourceFiles: z.optional(z.array(sourceFile)),
  gitRepoUrl: z.optional(z.nullable(z.string())),
  tarballUrl: z.optional(z.nullable(z.string())),
  /** Address of the gist the source is taken from (source type `GITHUB_GIST`). */
  gitHubGistUrl: z.optional(z.nullable(z.string())),
};

const versionNumberPattern = /^([0-9]|[1-9][0-9])\.([0-9]|[1-9][0-9])$/;

/** Fields to create or change a version (null leaves a field unset). */
export const versionFields = z.extend(
  z.looseObject({
    versionNumber: z.optional(z.nullable(z.string().check(z.regex(versionNumberPattern)))),
    sourceType: z.optional(z.nullable(versionSourceType)),
  }),
  versionSource,
);

/** Fields to change an Actor (any other documented field is passed through). */
export const actorFields = z.looseObject({
  name: z.optional(z.string()),
  title: z.optional(z.nullable(z.string())),
  description: z.optional(z.nullable(z.string())),
  isPublic: z.optional(z.boolean()),
  versions: z.optional(z.array(versionFields)),
  defaultRunOptions: z.optional(z.nullable(defaultRunOptions)),
});
/** Fields to create an Actor: as for a change, but name, visibility and versions may also be null (left unset). */
export const actorCreateFields = z.extend(actorFields, {
  name: z.optional(z.nullable(z.string())),
  isPublic: z.optional(z.nullable(z.boolean())),
  versions: z.optional(z.nullable(z.array(z.extend(versionFields, { versionNumber: z.string().check(z.regex(versionNumberPattern)) })))),
});
/** Fields to create or change an environment variable. */
export const envVarFields = z.object({
  name: z.optional(z.string()),
  value: z.string(),
  isSecret: z.optional(z.nullable(z.boolean())),
});
/** An Actor input object. */
export const actorInput = z.optional(jsonObject);

/** An ad-hoc webhook attached to one run. */
export const adHocWebhook = z.looseObject({
  eventTypes: z.array(z.string()).check(z.minLength(1)),
  requestUrl: z.string().check(z.minLength(1)),
  payloadTemplate: z.optional(z.string()),
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
  waitForFinish: waitForFinishSecs,
  forcePermissionLevel: z.optional(z.enum(['LIMITED_PERMISSIONS', 'FULL_PERMISSIONS'])),
});
/** Options of a run: limits, build, webhooks, and an optional server-side wait (≤ 60 s). */
export type RunStartOptions = z.input<typeof runStartQuery>;

/** Query of the synchronous run operations that answer with the output record. */
export const runSyncQuery = z.extend(z.object(runOptionFields), { outputRecordKey: z.optional(z.string()) });
/** Options of a synchronous run: run options plus which record to answer with (default `OUTPUT`). */
export type RunSyncOptions = z.input<typeof runSyncQuery>;
