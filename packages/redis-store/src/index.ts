import { LIMIT_KEPT_MS, LimitStore, type BudgetAnswer, type BudgetSpec, type LimitBatch, type TakeAnswer } from '@typed-api/core';
import { BUDGET, EXCHANGE } from './scripts.js';

/** The version of the keys' layout and the scripts' meaning: SDK versions that store differently use other keys, side by side. */
export const KEY_VERSION = 'v1';

/**
 * A node-redis client (`createClient()` of the `redis` package, v4 to v6), connected. Only `sendCommand`
 * is used.
 */
export interface NodeRedisClient {
  /** Sends one command. */
  sendCommand(args: string[]): Promise<unknown>;
}

/** An ioredis client (`new Redis()` or `new Cluster()`). Only `call` is used. */
export interface IoredisClient {
  /** Sends one command. */
  call(command: string, ...args: (string | number)[]): Promise<unknown>;
}

/**
 * A Redis client over HTTP, as edge runtimes and serverless functions have (no TCP socket there): the
 * `Redis` of `@upstash/redis`, or any client with the same `eval` and `evalsha` methods.
 */
export interface HttpRedisClient {
  /** Runs a script by its SHA-1. */
  evalsha(sha: string, keys: string[], args: unknown[]): Promise<unknown>;
  /** Runs a script by its text (and caches it on the server). */
  eval(script: string, keys: string[], args: unknown[]): Promise<unknown>;
}

/** Options of {@link redisStore}. */
export interface RedisStoreOptions {
  /** Your Redis (or Valkey) client: node-redis, ioredis, or an HTTP client such as `@upstash/redis`'s. The store never closes it. */
  client: NodeRedisClient | IoredisClient | HttpRedisClient;
  /**
   * The account whose limits the store counts: give every client of one account (one API token) the same
   * name, and clients of other accounts other names. It becomes the keys' hash tag, so one account's keys sit
   * on one cluster slot. Letters, digits, `.`, `_`, `-` and `:`. Default `default`.
   */
  account?: string | undefined;
  /** The start of every key. Default `typed-api:`; the keys' version (`v1:`) follows it. */
  prefix?: string | undefined;
  /**
   * Milliseconds a store call may take before the client stops waiting for it (whatever the Redis client's own
   * retry settings are); a second late call in a row, or an error, makes it pace by its own memory for a
   * while. Default 1000.
   */
  timeoutMs?: number | undefined;
  /** True to fail calls with a `LimitStoreError` while Redis cannot be reached, instead of pacing each process alone. Default false. */
  failClosed?: boolean | undefined;
}

/** Runs a script: by SHA-1 first, by text when the server does not have it (a restart, or `SCRIPT FLUSH`). */
type Runner = (script: string, sha: string, keys: string[], args: string[]) => Promise<unknown>;

/** The SHA-1 of each script as Redis names it, once computed (Web Crypto: every runtime the SDKs run on has it). */
const digests = new Map<string, string>();
/**
 * The SHA-1 of a script: at once when computed before, so that a store call made as a call ends reaches the
 * Redis client before the caller's code goes on. Whether it reaches Redis before a `process.exit()` is the
 * client's affair: ioredis writes it at once, node-redis on a later turn of the event loop (close the client
 * first; the README says so).
 */
function sha1(text: string): string | Promise<string> {
  return (
    digests.get(text) ??
    crypto.subtle.digest('SHA-1', new TextEncoder().encode(text)).then((bytes) => {
      const hex = [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
      digests.set(text, hex);
      return hex;
    })
  );
}

/** True for the server's answer to EVALSHA of a script it does not hold. */
function noScript(error: unknown): boolean {
  return error instanceof Error && /\bNOSCRIPT\b/.test(error.message);
}

/** The one way the store sends a script, over whichever client it was given. */
function runnerOf(client: RedisStoreOptions['client']): Runner {
  if (typeof (client as IoredisClient).call === 'function') {
    const io = client as IoredisClient;
    return async (script, sha, keys, args) => {
      try {
        return await io.call('EVALSHA', sha, keys.length, ...keys, ...args);
      } catch (error) {
        if (!noScript(error)) throw error;
        return io.call('EVAL', script, keys.length, ...keys, ...args);
      }
    };
  }
  if (typeof (client as NodeRedisClient).sendCommand === 'function') {
    const node = client as NodeRedisClient;
    return async (script, sha, keys, args) => {
      try {
        return await node.sendCommand(['EVALSHA', sha, String(keys.length), ...keys, ...args]);
      } catch (error) {
        if (!noScript(error)) throw error;
        return node.sendCommand(['EVAL', script, String(keys.length), ...keys, ...args]);
      }
    };
  }
  if (typeof (client as HttpRedisClient).evalsha === 'function' && typeof (client as HttpRedisClient).eval === 'function') {
    const http = client as HttpRedisClient;
    return async (script, sha, keys, args) => {
      try {
        return await http.evalsha(sha, keys, args);
      } catch (error) {
        if (!noScript(error)) throw error;
        return http.eval(script, keys, args);
      }
    };
  }
  throw new TypeError('redisStore: `client` must be a node-redis client (createClient() of the redis package), an ioredis client, or an HTTP client with eval and evalsha (the Redis of @upstash/redis)');
}

/** A script's answer, which an HTTP client may have parsed from JSON already. */
function parsed(answer: unknown): unknown {
  return typeof answer === 'string' ? JSON.parse(answer) : answer;
}

/** Checks a number option: undefined, or a positive finite number. */
function checkPositive(name: string, value: unknown): void {
  if (value !== undefined && !(typeof value === 'number' && Number.isFinite(value) && value > 0)) {
    throw new TypeError(`redisStore: ${name} must be a positive number of milliseconds (got ${JSON.stringify(value)})`);
  }
}

/**
 * A store of pacing and the retry budget in Redis (5 or later) or Valkey, for many processes of one account:
 * give it to every client as its `limitStore` option, and they take tokens from one set of buckets. Each
 * store call is one short script; a client keeps its own line of waiters and asks for all of them at once.
 */
export function redisStore(options: RedisStoreOptions): LimitStore {
  return new RedisStore(options);
}

/** The store {@link redisStore} makes. */
class RedisStore extends LimitStore {
  readonly name = 'redis';
  readonly #run: Runner;
  /** The start of every key of the account: prefix, version, and the account as the hash tag. */
  readonly #base: string;

  constructor(options: RedisStoreOptions) {
    super(options);
    const account = options.account ?? 'default';
    if (!/^[\w.:-]+$/.test(account)) throw new TypeError(`redisStore: account must be letters, digits, '.', '_', '-' or ':' (got ${JSON.stringify(account)})`);
    checkPositive('timeoutMs', options.timeoutMs);
    this.#run = runnerOf(options.client);
    this.#base = `${options.prefix ?? 'typed-api:'}${KEY_VERSION}:{${account}}:`;
  }

  exchange(batch: LimitBatch): Promise<TakeAnswer[]> {
    const base = this.#base;
    const keys: string[] = [];
    const index = new Map<string, number>();
    /** The 1-based index of a key in KEYS, added on first use. */
    const at = (key: string): number => {
      let found = index.get(key);
      if (found === undefined) {
        found = keys.push(key);
        index.set(key, found);
      }
      return found;
    };
    /** The longest window each bucket was named with: its key lives a lease and that window past its last change. */
    const windows = new Map<number, number>();
    const bucket = (key: string, windowMs: number): number => {
      const found = at(`${base}b:${key}`);
      windows.set(found, Math.max(windows.get(found) ?? 0, windowMs));
      return found;
    };
    const limitKey = (key: string): number => at(`${base}l:${key}`);
    const json = {
      lease: Math.ceil(batch.leaseMs),
      keep: LIMIT_KEPT_MS,
      renew: (batch.renewals ?? []).map((r) => [bucket(r.key, r.windowMs), r.lease]),
      give: batch.giveBacks.map((g) => [bucket(g.key, g.windowMs), g.lease, g.answeredAgoMs === undefined ? -1 : Math.max(0, Math.round(g.answeredAgoMs)), g.windowMs]),
      seen: batch.limitsSeen.map((s) => [limitKey(s.key), s.limit]),
      take: batch.takes.map((take) => [take.buckets.map((b) => [bucket(b.key, b.windowMs), limitKey(b.key), b.limit, b.windowMs]), take.leases]),
      z: [] as number[][],
    };
    json.z = [...windows];
    return this.#script(EXCHANGE, keys, [JSON.stringify(json)]).then((answer) =>
      // cjson writes an empty table as an object: a batch without takes answers `{}`, a take with no bucket no limits.
      Array.isArray(answer)
        ? (answer as [number, number, unknown, unknown][]).map(([granted, retryInMs, limits, free]) => ({
            granted,
            retryInMs,
            limits: Array.isArray(limits) ? (limits as number[]) : [],
            free: Array.isArray(free) ? (free as number[]) : [],
          }))
        : [],
    );
  }

  /** Runs a script, sending it to the Redis client at once when its SHA-1 is known (every call but the first). */
  #script(script: string, keys: string[], args: string[]): Promise<unknown> {
    const sha = sha1(script);
    return (typeof sha === 'string' ? this.#run(script, sha, keys, args) : sha.then((known) => this.#run(script, known, keys, args))).then(parsed);
  }

  async budget(spec: BudgetSpec, calls: number, retries: number): Promise<BudgetAnswer> {
    const args = [String(calls), String(retries), String(spec.ratio), String(spec.reserve), String(Math.ceil(spec.windowMs))];
    // Integers, as Redis answers a script's numbers (an HTTP client may hand them over as text).
    const [granted, made, spent] = (await this.#script(BUDGET, [`${this.#base}calls`, `${this.#base}retries`], args)) as unknown[];
    return { granted: Number(granted), calls: Number(made), retries: Number(spent) };
  }
}
