import { ApiPromise } from './api-promise.js';
import { HttpClient } from './client.js';
import type { ClientOptions, HttpClientConfig, RequestOptions } from './config.js';
import { checkClientOptionNames } from './options.js';
import type { Dialect } from './api-client.js';
import { isLazyPlan, type LazyPlan, type LazyPlans, type PlanTable } from './lazy-plans.js';
import { untilAborted } from './signals.js';
import { walkList, type ListItemOf, type ListOperation, type PageOf } from './list.js';
import type { RawArgs } from './input.js';
import type { CallResult, CallShape, InputArgs, Operation } from './operation.js';
import type { Paginated } from './pagination.js';

/** The arguments of a standalone function after the client: the SDK's one call shape (path identifiers, one object of inputs, request options). */
export type FunctionArgs<O extends Operation> = [...CallShape<O>, options?: RequestOptions];

/** A standalone function of one operation: `fn(client, ...pathIds, inputs, options)`, the same shape as a client method. */
export type OperationFunction<O extends Operation> = (client: HttpClient, ...args: FunctionArgs<O>) => ApiPromise<CallResult<O>>;

/** A standalone function of one list operation: `fn(client, ...pathIds, inputs, options)` gives the walk of the whole list. */
export type ListFunction<O extends ListOperation> = (client: HttpClient, ...args: FunctionArgs<O>) => Paginated<ListItemOf<O>, PageOf<O>>;

/** The placeholder names of a path template, in order. */
function pathNames(path: string): string[] {
  return Array.from(path.matchAll(/\{(\w+)\}/g), (m) => String(m[1]));
}

/**
 * Reads positional call arguments: the path identifiers by the template's order, then the inputs (unless the
 * operation takes none: then no slot is kept for them), then the request options.
 */
function positional(path: string, takesInputs: boolean): (args: readonly unknown[]) => [RawArgs, RequestOptions | undefined] {
  const names = pathNames(path);
  const options = names.length + (takesInputs ? 1 : 0);
  return (args) => {
    const params = Object.fromEntries(names.map((name, at) => [name, args[at]]));
    return [{ params, input: takesInputs ? args[names.length] : undefined }, args[options] as RequestOptions | undefined];
  };
}

/**
 * Makes the standalone function of an operation: it sends the operation through the client it is given.
 * `takesInputs: false` is for an operation without an inputs object: its options follow the path identifiers.
 */
export function operationFunction<O extends Operation>(operation: O, takesInputs = true): OperationFunction<O> {
  const read = positional(operation.path, takesInputs);
  return (client, ...args) => {
    const [call, options] = read(args);
    return client.call(operation, call as InputArgs<O>, options);
  };
}

/** Makes the standalone function of a list operation: it walks the list through the client it is given (`takesInputs` as for {@link operationFunction}). */
export function listFunction<O extends ListOperation>(operation: O, takesInputs = true): ListFunction<O> {
  const read = positional(operation.path, takesInputs);
  return (client, ...args) => {
    const [call, options] = read(args);
    return walkList(client, operation, call as InputArgs<O>, options);
  };
}

/** Where a namespace object keeps the engine its operation methods send through (see {@link defineOperations}). */
const ENGINE = Symbol('engine');

/**
 * Hands a namespace object (an instance of a class given methods by {@link defineOperations}) the engine
 * its methods send through. Its constructor calls it; the engine is held under a symbol, out of sight of
 * `JSON.stringify` and of the object's keys.
 */
export function attachEngine(target: object, http: HttpClient): void {
  Object.defineProperty(target, ENGINE, { value: http });
}

/**
 * Gives a namespace class a method per operation, on its prototype: `operations` by method name. Each takes
 * the SDK's one call shape (path identifiers, one object of inputs, request options; `bare` names the
 * operations without an inputs object, whose options follow the identifiers) and sends its operation through
 * the instance's engine, as the standalone function of the operation does: a list's walks the list. The
 * methods are data-driven, so a client grows by its plans, not by code per operation; their types are
 * declared beside the class (an interface of the same name).
 */
export function defineOperations(target: abstract new (...args: never[]) => object, operations: Readonly<Record<string, Operation>>, bare?: readonly string[]): void {
  for (const [name, operation] of Object.entries(operations)) {
    const takesInputs = !bare?.includes(name);
    const send = (operation.list ? listFunction(operation as ListOperation, takesInputs) : operationFunction(operation, takesInputs)) as (client: HttpClient, ...args: unknown[]) => unknown;
    defineMethod(target, name, (http, args) => send(http, ...args));
  }
}

/**
 * What {@link defineLazyOperations} knows of a method before its namespace's plans load: its operation's
 * path template (which says how many path identifiers come first), whether it walks a list, and whether it
 * takes an inputs object.
 */
export interface MethodShape {
  readonly path: string;
  readonly list?: true;
  readonly bare?: true;
}

/**
 * Like {@link defineOperations}, for a namespace whose plans load on its first call (`plans`, from
 * `lazyPlans`): the methods are made from their shapes, by method name, and send the plan once it has
 * loaded. The first call of the namespace waits for the import (before any of its clocks start); a walk's
 * first page does. A full client's size then does not grow with its operations' plans.
 */
export function defineLazyOperations<P extends PlanTable>(target: abstract new (...args: never[]) => object, plans: LazyPlans<P>, methods: { readonly [K in keyof P]?: MethodShape }): void {
  for (const [name, shape] of Object.entries(methods) as [keyof P & string, MethodShape][]) {
    const read = positional(shape.path, !shape.bare);
    defineMethod(target, name, (http, args) => {
      const [call, options] = read(args);
      const plan = plans(name);
      return shape.list ? walkList(http, plan as ListOperation | LazyPlan<ListOperation>, call as never, options) : http.call(plan, call as never, options);
    });
  }
}

/** Puts a method on a namespace class's prototype that runs `run` with the instance's engine: named `name` (as a stack trace shows it), writable and configurable as a class's own. */
function defineMethod(target: abstract new (...args: never[]) => object, name: string, run: (http: HttpClient, args: unknown[]) => unknown): void {
  const method = {
    [name](this: { readonly [ENGINE]: HttpClient }, ...args: unknown[]): unknown {
      return run(this[ENGINE], args);
    },
  }[name];
  Object.defineProperty(target.prototype, name, { value: method, writable: true, configurable: true });
}

/**
 * The HTTP engine of one API from a user's options and the package's dialect: what a full client builds
 * in its constructor, and what the standalone functions take as their first argument.
 */
export function createHttpClient<Options extends ClientOptions>(options: Options, dialect: Dialect<Options>): HttpClient {
  const { auth: scheme, options: own, ...wire } = dialect;
  checkClientOptionNames(options, own);
  const config: HttpClientConfig = { ...options, ...wire, auth: options.auth ?? scheme?.(options) };
  return new HttpClient(config);
}

/**
 * Runs `use` with the plan itself: at once when it is loaded, else once it has loaded (a failed import is the
 * call's failure; `signal`, the caller's, stops the wait). For hand-written code that reads a plan before sending it
 * (its rules, its body key), where passing a `LazyPlan` to the engine is not enough.
 */
export function withPlan<O extends Operation, T>(plan: O | LazyPlan<O>, use: (plan: O) => ApiPromise<T>, signal?: AbortSignal): ApiPromise<T> {
  if (!isLazyPlan(plan)) return use(plan);
  return new ApiPromise(untilAborted(plan.load(), signal).then((loaded) => use(loaded).withResponse()), plan.id);
}
