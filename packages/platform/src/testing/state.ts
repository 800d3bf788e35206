import { fail, fieldsOf, KeyedStore, ulid } from '@typed-api/core/testing';
import type { Actor, ActorVersion, Build, Run } from '../responses/actors.js';
import type { Schedule, Task, Webhook, WebhookDispatch } from '../responses/platform.js';
import type { JsonObject } from '../schemas/common.js';
import { offsetList } from './helpers.js';
import type { FakeDataset, FakeQueue, FakeQueueRequest, FakeRecord, FakeStore } from './storage.js';

/** A JSON object as the fake stores it. */
export type Json = Record<string, unknown>;

/** What the API shows of a run or build that its answer type does not name: where it was started from. */
interface JobExtras {
  meta?: { origin: string };
}

/**
 * A run in the fake: the run as the API shows it (with the fields its type does not name: how its status
 * message was set, whether it was aborted gracefully, its changes of Actor), plus how much longer it runs and
 * its charges' keys (never shown).
 */
export type FakeRun = Run &
  JobExtras & {
    isStatusMessageTerminal?: boolean;
    gracefully?: boolean;
    metamorphs?: unknown[];
    remainingSecs: number;
    chargedEventCounts?: Record<string, number>;
    chargeKeys?: string[];
  };

/** A build in the fake: the build as the API shows it (with its owner and exit code), plus how much longer it runs. */
export type FakeBuild = Build & JobExtras & { userId: string; exitCode?: number | null; remainingSecs: number };

/** A run or build in the fake: `READY`, `RUNNING` or a terminal status, and the seconds of (virtual) work left. */
export type FakeJob = FakeRun | FakeBuild;

/** An Actor in the fake: always with its list of versions, and its usage counts (which its type does not name). */
export type FakeActor = Actor & { versions: ActorVersion[]; stats?: Json };

/** A task in the fake: always with its owner's username and a saved input. */
export type FakeTask = Task & { username: string; input: JsonObject };

/** Knobs that change how the fake behaves, for testing edge cases. */
export interface FakeSettings {
  /** Seconds of virtual work each new run or build needs (a long poll of `waitForFinish` seconds advances it). Default 1. */
  jobDurationSecs: number;
  /** Status a run or build ends in. Default SUCCEEDED. */
  finalStatus: 'SUCCEEDED' | 'FAILED' | 'ABORTED' | 'TIMED-OUT';
  /** The most items a dataset item page returns. Default 1000. */
  maxItemsPerPage: number;
  /** The most entries a page of an offset list or of a store's keys returns. Default 1000. */
  maxListLimit: number;
  /** The most requests a page of a queue's request list returns. Default 10000. */
  maxRequestsPerPage: number;
  /** The next batch-add calls leave their last request unprocessed this many times in total. Default 0. */
  batchUnprocessed: number;
  /**
   * Answer 429 `rate-limit-exceeded` to calls past the API's published rates (per resource, in a sliding
   * second), as the real API does. Default false.
   */
  enforceRateLimits: boolean;
}

const DEFAULT_SETTINGS: FakeSettings = { jobDurationSecs: 1, finalStatus: 'SUCCEEDED', maxItemsPerPage: 1000, maxListLimit: 1000, maxRequestsPerPage: 10000, batchUnprocessed: 0, enforceRateLimits: false };
const DEFAULT_LIMITS: Json = { maxMonthlyUsageUsd: 100, dataRetentionDays: 7 };

/** A new URL-signing secret for a storage, as the API hands it to tokens that may write to the storage. */
function signingSecret(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** The type of `T` without the fields `K`, its other fields (and any index signature) kept. */
export type Without<T, K extends string> = { [P in keyof T as P extends K ? never : P]: T[P] };

/** A copy of `object` without the given keys (the fake's own bookkeeping, say). */
export function without<T extends object, K extends string>(object: T, ...keys: K[]): Without<T, K> {
  const out: Json = {};
  for (const [key, value] of Object.entries(object)) if (!(keys as string[]).includes(key)) out[key] = value;
  // The copy holds every field of `object` but `keys`: exactly what `Without` describes.
  return out as Without<T, K>;
}

/** True for a JSON content type (the fake Actor reads only a JSON input). */
export function isJsonInput(contentType: string): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim());
}

/** A log record as the API writes it: the time first (the clock's, fake timers included), then the text. */
function stamped(record: string): string {
  return `${new Date().toISOString()} ${record}`;
}

/** A store of records that answers an unknown id with the API's 404 `record-not-found` for `what`. */
function recordStore<T>(what: string): KeyedStore<string, T> {
  return new KeyedStore<string, T>(() => fail(404, `${what} was not found`, { code: 'record-not-found' }));
}

/** What a storage, run or task is owned by when a run made it. */
interface Owner {
  actId?: string | null;
  actRunId?: string | null;
}

/** The in-memory data of the fake API. */
export class FakeState {
  /** The token owner's account. */
  readonly user = { id: 'fake-user-id', username: 'test-user', email: 'user@example.test' };
  /** Actors by id. */
  readonly actors = recordStore<FakeActor>('Actor');
  /** Saved tasks by id. */
  readonly tasks = recordStore<FakeTask>('Actor task');
  /** Runs by id. */
  readonly runs = recordStore<FakeRun>('Actor run');
  /** Builds by id. */
  readonly builds = recordStore<FakeBuild>('Actor build');
  /** Datasets by id, with their items. */
  readonly datasets = recordStore<FakeDataset>('Dataset');
  /** Key-value stores by id, with their records. */
  readonly stores = recordStore<FakeStore>('Key-value store');
  /** Request queues by id, with their requests and clients. */
  readonly queues = recordStore<FakeQueue>('Request queue');
  /** The webhooks, as created. */
  readonly webhooks: Webhook[] = [];
  /** The webhook dispatches, as made. */
  readonly dispatches: WebhookDispatch[] = [];
  /** The schedules, as created. */
  readonly schedules: Schedule[] = [];
  /** The account limits. */
  readonly limits: Json = { ...DEFAULT_LIMITS };
  /** Knobs that change how the fake behaves. */
  readonly settings: FakeSettings = { ...DEFAULT_SETTINGS };
  /** Calls refused with 429 because they came past the published rates (with `enforceRateLimits` on). */
  rateLimited = 0;
  /** Every `waitForFinish` value the fake received, in order (to check long-poll behaviour). */
  readonly waitForFinishSeen: number[] = [];
  /** The log lines of runs and builds by job id: a first line naming the job, then one per step of its virtual time. */
  readonly jobLogs = new Map<string, string[]>();
  /** Who waits for the next line of a job's log (the followed logs of `stream=1`). */
  readonly #logWatchers = new Map<string, Set<() => void>>();
  #seq = 0;

  /** Forgets every resource and restores the default settings. */
  clear(): void {
    for (const map of [this.actors, this.tasks, this.runs, this.builds, this.datasets, this.stores, this.queues]) map.clear();
    for (const list of [this.webhooks, this.dispatches, this.schedules]) list.length = 0;
    Object.assign(this.settings, DEFAULT_SETTINGS);
    this.rateLimited = 0;
    for (const key of Object.keys(this.limits)) Reflect.deleteProperty(this.limits, key);
    Object.assign(this.limits, DEFAULT_LIMITS);
    this.waitForFinishSeen.length = 0;
    this.jobLogs.clear();
    // Followed logs see their job gone and end.
    for (const watchers of this.#logWatchers.values()) for (const watcher of watchers) watcher();
  }

  /** A page of an offset list of `items` (as `offsetList` cuts it), at most `maxListLimit` long. */
  page<T>(items: readonly T[], inputs: Parameters<typeof offsetList>[1]) {
    return offsetList(items, inputs, this.settings.maxListLimit);
  }

  /** A new unique id. */
  id(prefix = ''): string {
    return ulid(prefix);
  }

  /** A counter that orders things created in the same millisecond. */
  nextSeq(): number {
    return ++this.#seq;
  }

  /**
   * Finds a resource by ID, `username~name` or `~name` (`nameOf` reads a record's name); 404
   * `record-not-found` when missing, 403 for another user's.
   */
  resolve<T>(store: KeyedStore<string, T>, ref: string, what: string, nameOf: (item: T) => unknown): T {
    const tilde = ref.indexOf('~');
    if (tilde === -1) return store.require(ref);
    const username = ref.slice(0, tilde) || this.user.username;
    const name = ref.slice(tilde + 1);
    if (username !== this.user.username) fail(403, `You do not have permission to access ${what} of another user`, { code: 'insufficient-permissions' });
    for (const item of store.values()) if (nameOf(item) === name) return item;
    return fail(404, `${what} was not found`, { code: 'record-not-found' });
  }

  /** The Actor a path names (ID or `username~name`). */
  actor = (ref: string): FakeActor => this.resolve(this.actors, ref, 'Actor', (a) => a.name);
  /** The task a path names (ID or `username~name`). */
  task = (ref: string): FakeTask => this.resolve(this.tasks, ref, 'Actor task', (t) => t.name);
  /** The run a path names. */
  run = (ref: string): FakeRun => this.resolve(this.runs, ref, 'Actor run', () => undefined);
  /** The build a path names. */
  build = (ref: string): FakeBuild => this.resolve(this.builds, ref, 'Actor build', () => undefined);
  /** The dataset a path names (ID or `username~name`). */
  dataset = (ref: string): FakeDataset => this.resolve(this.datasets, ref, 'Dataset', (d) => d.meta.name);
  /** The key-value store a path names (ID or `username~name`). */
  store = (ref: string): FakeStore => this.resolve(this.stores, ref, 'Key-value store', (s) => s.meta.name);
  /** The request queue a path names (ID or `username~name`). */
  queue = (ref: string): FakeQueue => this.resolve(this.queues, ref, 'Request queue', (q) => q.meta.name);

  /** The fields every new storage has: a new id with `prefix`, its name, owner and times. */
  #storageMeta(prefix: string, name: string | null, owner: Owner) {
    const at = new Date().toISOString();
    const access = 'FOLLOW_USER_SETTING' as const;
    return {
      id: this.id(prefix), name, userId: this.user.id,
      createdAt: at, modifiedAt: at, accessedAt: at, actId: null, actRunId: null, generalAccess: access,
      ...owner,
    };
  }

  /** Creates a dataset, with a random URL-signing secret (`meta.urlSigningSecretKey`; set it to null for a dataset without one). */
  createDataset(name: string | null = null, owner: Owner = {}): FakeDataset {
    const meta = { ...this.#storageMeta('ds', name, owner), itemCount: 0, cleanItemCount: 0, urlSigningSecretKey: signingSecret() };
    const entry: FakeDataset = { meta, items: [] };
    this.datasets.set(meta.id, entry);
    return entry;
  }

  /** Creates a key-value store, with a random URL-signing secret (`meta.urlSigningSecretKey`; set it to null for a store without one). */
  createStore(name: string | null = null, owner: Owner = {}): FakeStore {
    const meta = { ...this.#storageMeta('kv', name, owner), username: this.user.username, urlSigningSecretKey: signingSecret() };
    const entry: FakeStore = { meta, records: recordStore<FakeRecord>('Record') };
    this.stores.set(meta.id, entry);
    return entry;
  }

  /** Creates a request queue. */
  createQueue(name: string | null = null, owner: Owner = {}): FakeQueue {
    const meta = this.#storageMeta('rq', name, owner);
    const requests = recordStore<FakeQueueRequest>('Request');
    const consoleUrl = `https://console.test/storage/request-queues/${meta.id}`;
    const entry: FakeQueue = { meta: { ...meta, consoleUrl }, requests, idsByUniqueKey: new Map(), hadMultipleClients: false, clients: new Set() };
    this.queues.set(meta.id, entry);
    return entry;
  }

  /** Adds an Actor owned by the token's user. */
  createActor(fields: Partial<Actor> & { name: string }): FakeActor {
    const now = new Date().toISOString();
    const id = this.id('act');
    const actor: FakeActor = {
      isPublic: false,
      title: null,
      defaultRunOptions: { build: 'latest', timeoutSecs: 3600, memoryMbytes: 1024 },
      stats: {},
      ...fields,
      versions: fields.versions ?? [{ versionNumber: '0.0', sourceType: 'SOURCE_FILES', envVars: [], buildTag: 'latest' }],
      id,
      userId: this.user.id,
      username: this.user.username,
      createdAt: now,
      modifiedAt: now,
    };
    this.actors.set(id, actor);
    return actor;
  }

  /** Moves a job forward by `secs` of virtual time; finishes it when its work is done. Returns whether it finished now. */
  advance(job: FakeJob, secs: number): void {
    if (isTerminal(job.status)) return;
    const before = job.remainingSecs;
    job.remainingSecs = Math.max(0, job.remainingSecs - secs);
    if (job.status === 'READY') job.status = 'RUNNING';
    if (job.remainingSecs !== before) this.appendLog(job, `worked ${String(before - job.remainingSecs)} s, ${String(job.remainingSecs)} s left`);
    if (job.remainingSecs === 0) this.finish(job, this.settings.finalStatus);
  }

  /**
   * The log lines of a job so far (started with a line naming it on first use). Each record starts with
   * its time as the API writes it (`2026-01-02T03:04:05.678Z log of run …`).
   */
  logOf(job: FakeJob): string[] {
    let lines = this.jobLogs.get(job.id);
    if (!lines) {
      lines = [stamped(`log of ${this.builds.has(job.id) ? 'build' : 'run'} ${job.id}`)];
      this.jobLogs.set(job.id, lines);
    }
    return lines;
  }

  /**
   * Adds a record to a job's log, stamped with the time, and wakes whoever follows it. A record of
   * several lines (`\n` inside) is written as the API writes it: the lines after the first carry no time.
   */
  appendLog(job: FakeJob, record: string): void {
    this.logOf(job).push(stamped(record));
    for (const watcher of this.#logWatchers.get(job.id) ?? []) watcher();
  }

  /** Calls `watcher` once on the next change of a job's log (or when the state is cleared); returns a function that stops watching. */
  watchLog(job: FakeJob, watcher: () => void): () => void {
    const watchers = this.#logWatchers.get(job.id) ?? new Set<() => void>();
    this.#logWatchers.set(job.id, watchers);
    const once = (): void => {
      stop();
      watcher();
    };
    const stop = (): void => {
      watchers.delete(once);
      if (watchers.size === 0) this.#logWatchers.delete(job.id);
    };
    watchers.add(once);
    return stop;
  }

  /** How many followed logs wait for a line now (to check that none is left behind). */
  get logWatcherCount(): number {
    let count = 0;
    for (const watchers of this.#logWatchers.values()) count += watchers.size;
    return count;
  }

  /** Ends a job: sets the status, and for runs writes the outputs. */
  finish(job: FakeJob, status: string): void {
    if (isTerminal(job.status)) return;
    job.status = status;
    job.finishedAt = new Date().toISOString();
    job.exitCode = status === 'SUCCEEDED' ? 0 : 1;
    this.appendLog(job, `finished: ${status}`);
    if (!('defaultDatasetId' in job) || status !== 'SUCCEEDED') return;
    // As the API does, the input stays where the start put it: the default store's `INPUT` record. The fake
    // Actor's own work on success: an `OUTPUT` record `{ input }`, and the input's `items` (when it has an
    // `items` array) pushed to the default dataset; the input itself is never a dataset item.
    const store = this.stores.get(job.defaultKeyValueStoreId);
    const input = store?.records.get('INPUT');
    // An input of another content type than JSON is echoed as no fields.
    const parsed: unknown = input && isJsonInput(input.contentType) ? JSON.parse(new TextDecoder().decode(input.value)) : {};
    const inputObject = fieldsOf(parsed) ?? {};
    store?.records.set('OUTPUT', { value: new TextEncoder().encode(JSON.stringify({ input: inputObject })), contentType: 'application/json; charset=utf-8' });
    const dataset = this.datasets.get(job.defaultDatasetId);
    // The fake Actor's items are stored as given (objects as pushed, a list of anything else as it is).
    if (dataset && Array.isArray(inputObject.items)) dataset.items.push(...(inputObject.items as Json[]));
  }
}

/** True once a job can no longer change. */
export function isTerminal(status: string): boolean {
  return ['SUCCEEDED', 'FAILED', 'TIMED-OUT', 'ABORTED'].includes(status);
}

/** Compares two strings by their UTF-8 bytes (the order of key lists). */
export function compareUtf8(a: string, b: string): number {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
