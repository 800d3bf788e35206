import type { ApiPromise } from './api-promise.js';
import { HttpClient } from './client.js';
import type { ClientOptions, HttpClientConfig, RequestOptions } from './config.js';
import { checkClientOptionNames } from './options.js';
import type { Dialect } from './api-client.js';
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
  return Array.from(path.matchAll(/\{(\w+)\}/g), (m) => m[1] ?? '');
}

/** Reads positional call arguments: the path identifiers by the template's order, then the inputs, then the request options. */
function positional(operation: Operation): (args: readonly unknown[]) => [RawArgs, RequestOptions | undefined] {
  const names = pathNames(operation.path);
  return (args) => {
    const params = names.length === 0 ? undefined : Object.fromEntries(names.map((name, i) => [name, args[i]]));
    return [{ params, input: args[names.length] }, args[names.length + 1] as RequestOptions | undefined];
  };
}

/** Makes the standalone function of an operation: it sends the operation through the client it is given. */
export function operationFunction<O extends Operation>(operation: O): OperationFunction<O> {
  const read = positional(operation);
  return (client, ...args) => {
    const [call, options] = read(args);
    return client.call(operation, call as InputArgs<O>, options);
  };
}

/** Makes the standalone function of a list operation: it walks the list through the client it is given. */
export function listFunction<O extends ListOperation>(operation: O): ListFunction<O> {
  const read = positional(operation);
  return (client, ...args) => {
    const [call, options] = read(args);
    return walkList(client, operation, call as InputArgs<O>, options);
  };
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
