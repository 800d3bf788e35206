import type * as z from 'zod/v4/core';
import type { PageStyle } from './pages.js';
import type { InputRules } from './rules.js';

/** HTTP methods the SDKs send. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** How a response body is read: parsed JSON (default), text, bytes, a stream, or nothing. */
export type ResponseType = 'json' | 'text' | 'arrayBuffer' | 'stream' | 'none';

/** How a request body is sent: JSON (default), a form, or as given (string, bytes, Blob, stream). */
export type BodyType = 'json' | 'form' | 'raw';

/** Any zod schema (classic or mini). */
export type AnySchema = z.$ZodType;

/**
 * Reads an operation's response schema out of its package's response-schema module. Response schemas
 * are only needed when responses are validated, so they sit in a module the client imports on first
 * use (`Dialect.responses`), not on the import path of every call: an operation names its schema with a
 * reader such as `(r) => r.actor`, typed by that module. A reader that ignores its argument (`() => schema`)
 * works without a module.
 */
export type ResponseReader<R = any> = (responses: R) => AnySchema; // eslint-disable-line @typescript-eslint/no-explicit-any -- any package's module

/**
 * One API operation described as data: where it lives, what it takes and what it returns.
 * Resource methods are thin wrappers that hand an operation and its arguments to the client;
 * tests, fakes and coverage counts read the same descriptions. `R` is the type of the package's
 * response-schema module.
 */
export interface Operation<R = any> { // eslint-disable-line @typescript-eslint/no-explicit-any -- any package's module
  /** Stable identifier, `namespace.verb` (e.g. `requestQueues.getRequest`). */
  readonly id: string;
  /** HTTP method. */
  readonly method: HttpMethod;
  /** Path template under the client's prefix, with `{name}` placeholders filled from `params`. */
  readonly path: string;
  /** Set to `root` for an endpoint at the API's root, outside the dialect's path prefix (an OAuth token endpoint, say). */
  readonly at?: 'root';
  /** Schema of the path parameters (an object keyed by placeholder name). */
  readonly params?: AnySchema;
  /** Schema of the query parameters. */
  readonly query?: AnySchema;
  /** Schema of the request body (JSON and form bodies). */
  readonly body?: AnySchema;
  /** How the body is sent. Default `json` when `body` is set. */
  readonly bodyType?: BodyType;
  /**
   * The key of the caller's inputs object that holds the body, for a body that is not an object of named
   * fields (a list, a record's value, an actor's input, bytes). Without it, the body's fields and the
   * query parameters share the inputs object.
   */
  readonly bodyKey?: string;
  /** Inputs sent as headers: the input's key and the header's name (`{ contentType: 'content-type' }`). */
  readonly inputHeaders?: Readonly<Record<string, string>>;
  /** The schema of the (unwrapped) response, read from the package's response-schema module: for types and, when enabled, validation. */
  readonly response?: ResponseReader<R>;
  /** How the response is read. Default `json`. */
  readonly responseType?: ResponseType;
  /** The `Accept` header: by default `application/json` for JSON answers, and any type for the others. */
  readonly accept?: string;
  /**
   * Where the result sits in a success body: by default in the envelope the package's dialect unwraps
   * (`{ data }`, say); `body` when this operation's answer is the whole body (a bare list, a message).
   */
  readonly payload?: 'envelope' | 'body';
  /** For an operation that returns one page of a list: how the list walks its pages (see the page style factories). */
  readonly list?: PageStyle;
  /**
   * Safe to repeat after a network error or 5xx. Defaults to true for GET, HEAD, PUT and DELETE, and for an
   * operation with an {@link idempotencyKey}. On a POST, give the reason as a string instead of `true`
   * (`'the server deduplicates by uniqueKey'`): the idempotency table of the docs shows it.
   */
  readonly idempotent?: boolean | string;
  /**
   * Where the API takes an idempotency key for this operation: the SDK fills one (a random UUID) when the
   * caller gives none, once per call, so that every retry carries the same key and the server does the
   * work once. Such an operation is retried like an idempotent one.
   */
  readonly idempotencyKey?: { readonly in: 'body' | 'header'; readonly name: string };
  /** Calls per second per resource the API publishes for this operation, when it differs from the API's default. */
  readonly ratePerSecond?: number;
  /** Per-attempt timeout for this operation (e.g. long server-side waits). */
  readonly timeoutMs?: number;
  /** The largest request body the API accepts, in bytes, where it documents one: a larger body is refused before sending. */
  readonly maxBodyBytes?: number;
  /** Operation ids that the public description uses for this operation, for coverage counts. */
  readonly specIds?: readonly string[];
  /**
   * What a call checks its inputs against when they are not validated with the schemas: the keys, the
   * required inputs, closed lists, encoders and path rules. `defineOperation` works them out from the
   * schemas; a plan carries them as data the generator wrote.
   */
  readonly rules?: InputRules;
  /**
   * Set on a plan whose JSON answer may be empty (its description names no response, or a response schema
   * that takes nothing): an empty success answer is then taken at once, without loading the description to
   * ask. Without it, an empty answer is checked against the description.
   */
  readonly empty?: true;
}

/**
 * The plan of operation `O`: what a call sends (method, path, list style, limits) and the rules its inputs
 * are checked against, without the zod schemas. Generated from the description; a call of a plan is typed
 * exactly as a call of the description, and a client that validates loads the description by its id
 * (`descriptions` of the dialect). `~described` exists in the type only, to carry the description's.
 */
export type Plan<O extends Operation> = Omit<O, 'params' | 'query' | 'body' | 'response' | 'rules' | 'specIds'> & {
  readonly rules: InputRules;
  /** Set when the description's JSON answer may be empty (see {@link Operation.empty}). */
  readonly empty?: true;
  readonly '~described'?: O;
};

/** The description behind an operation: a plan's, or the operation itself. */
export type Described<O> = O extends { readonly '~described'?: infer D } ? (unknown extends D ? O : Exclude<D, undefined>) : O;

/**
 * The `defineOperation` of one package, whose response readers are typed by its response-schema module
 * `R`: `export const defineOperation: DefineOperation<Responses> = coreDefineOperation;` (no call, no cost).
 */
export type DefineOperation<R> = <const O extends Operation<R>>(operation: O) => O & { readonly rules: InputRules };

/** The response schema an operation names, read from its package's response-schema module (`undefined` when it names none). */
export function responseSchema(operation: Operation, responses: unknown): AnySchema | undefined {
  return operation.response?.(responses);
}

type InputOf<P, K extends 'params' | 'query' | 'body'> = Described<P> extends Readonly<Record<K, infer S extends AnySchema>> ? z.input<S> : never;

/**
 * The arguments of a call: the path parameters and the caller's one object of inputs, which the engine
 * splits into query, body and headers by the operation's description (see {@link Inputs}).
 */
export type InputArgs<O extends Operation> = (Described<O> extends { readonly params: AnySchema } ? { params: InputOf<O, 'params'> } : { params?: undefined }) & {
  /** The caller's inputs object. */
  input?: Inputs<O> | undefined;
};

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * The one object of inputs a call of operation `O` takes after its path identifiers: the query
 * parameters and the body's fields side by side (or the body under the operation's `bodyKey`), and the
 * inputs the operation sends as headers.
 */
export type Inputs<O extends Operation> = Simplify<
  (Described<O> extends { readonly query: AnySchema } ? InputOf<O, 'query'> : unknown) &
    (O extends { readonly bodyKey: infer K extends string }
      ? O extends { readonly bodyType: 'raw' }
        ? Record<K, BodyInit>
        : undefined extends InputOf<O, 'body'>
          ? Partial<Record<K, InputOf<O, 'body'>>>
          : Record<K, InputOf<O, 'body'>>
      : Described<O> extends { readonly body: AnySchema }
        ? InputOf<O, 'body'>
        : unknown) &
    (O extends { readonly inputHeaders: infer H extends Readonly<Record<string, string>> } ? { [K in keyof H]?: string | undefined } : unknown) &
    (O extends { readonly idempotencyKey: { readonly in: 'header' } } ? { idempotencyKey?: string | undefined } : unknown)
>;

/** The path parameters of operation `O`, by placeholder name, as a caller gives them. */
export type PathParams<O extends Operation> = Described<O> extends { readonly params: AnySchema } ? InputOf<O, 'params'> : never;

/** The names of the `{placeholders}` of a path template, in order. */
export type PathNames<P extends string> = P extends `${string}{${infer N}}${infer R}` ? [N, ...PathNames<R>] : [];

/** The path identifiers of operation `O`, in the order they appear in its path. */
export type PathValues<O extends Operation> = Described<O> extends { readonly params: AnySchema; readonly path: infer P extends string } ? ValuesOf<PathNames<P>, InputOf<O, 'params'>> : [];

type ValuesOf<Names, Params> = Names extends [infer H extends string, ...infer R] ? [Params[H & keyof Params], ...ValuesOf<R, Params>] : [];

/**
 * A call of operation `O` in the SDK's one call shape: path identifiers first, then one object of inputs
 * (optional when every input is), then request options last.
 */
export type CallShape<O extends Operation> = [
  ...PathValues<O>,
  ...(object extends Inputs<O> ? [inputs?: Inputs<O> | undefined] : [inputs: Inputs<O>]),
];

/** What a call of operation `O` resolves to, derived from its response schema and type. */
export type CallResult<O extends Operation> = O extends { readonly responseType: 'text' }
  ? string
  : O extends { readonly responseType: 'arrayBuffer' }
    ? ArrayBuffer
    : O extends { readonly responseType: 'stream' }
      ? ReadableStream<Uint8Array>
      : O extends { readonly responseType: 'none' }
        ? undefined
        : Described<O> extends { readonly response: (responses: never) => infer S extends AnySchema }
          ? Known<z.output<S>>
          : unknown;

/**
 * `T` without the open-ended index signature that a loose object schema adds beside its fields, at every
 * depth: an answer's type as the packages' generated interfaces write it, so that a misspelt field does not
 * compile. An object of an index signature alone (a record) keeps it.
 */
export type Known<T> = T extends string | number | boolean | bigint | symbol | null | undefined | Date | ((...args: never[]) => unknown)
  ? T
  : T extends readonly unknown[]
    ? { [K in keyof T]: Known<T[K]> }
    : T extends object
      ? KnownFields<T> extends infer F
        ? [keyof F] extends [never]
          ? { [K in keyof T]: Known<T[K]> }
          : F
        : never
      : T;

/** The fields of an object, its index signatures left out. */
type KnownFields<T> = { [K in keyof T as NamedKey<K>]: Known<T[K]> };

/** A key that names one field (not the `string` or `number` of an index signature). */
type NamedKey<K> = K extends string ? (string extends K ? never : K) : K extends number ? (number extends K ? never : K) : K;

/** True when an operation may be repeated safely after a network error or server failure. */
export function isIdempotent(operation: Pick<Operation, 'method' | 'idempotent' | 'idempotencyKey'>): boolean {
  if (operation.idempotent !== undefined) return operation.idempotent !== false;
  return operation.idempotencyKey !== undefined || ['GET', 'HEAD', 'PUT', 'DELETE'].includes(operation.method);
}
